import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/escape-html';

/**
 * The confirmation after a deletion. It carries no link: there is no account left to go to,
 * and a link in a mail about a deleted account would only invite phishing look-alikes.
 */
export function accountDeletedMail(to: string, name: string, publicUrl: string): MailMessage {
  const lines = [
    `Hallo ${name},`,
    'Je Zetelpoule-account is verwijderd, zoals je hebt gevraagd. We hebben je profiel, je inlogmethoden, al je voorspellingen, je punten en je lidmaatschappen van subpoules gewist. Subpoules die je had aangemaakt, zijn overgedragen aan het langst deelnemende lid, of verwijderd als er verder niemand in zat.',
    'Dit is de laatste e-mail die je van ons krijgt. Heb je dit niet zelf gedaan? Antwoord dan op deze e-mail.',
    `Je bent altijd welkom om opnieuw mee te doen via ${publicUrl}.`,
  ];
  return {
    to,
    subject: 'Je Zetelpoule-account is verwijderd',
    text: `${lines.join('\n\n')}\n\nGroet,\nZetelpoule\n`,
    html: `<!doctype html>
<html lang="nl">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5;">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>Groet,<br>Zetelpoule</p>
</body>
</html>`,
  };
}
