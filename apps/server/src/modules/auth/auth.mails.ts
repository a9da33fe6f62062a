import { RESET_TOKEN_TTL_HOURS, VERIFY_TOKEN_TTL_HOURS } from '@zetelpoule/shared';
import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/escape-html';

/* The two account mails, in Dutch, as text and HTML. Links are built from PUBLIC_URL. */

function html(paragraphs: string[], link: string, buttonLabel: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="nl">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5;">
${body}
<p><a href="${href}" style="display: inline-block; background: #ea580c; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none;">${escapeHtml(buttonLabel)}</a></p>
<p>Werkt de knop niet? Kopieer dan deze link in je browser:<br><a href="${href}">${href}</a></p>
<p>Groet,<br>Zetelpoule</p>
</body>
</html>`;
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  const lines = [
    `Hallo ${name},`,
    'Welkom bij Zetelpoule! Bevestig je e-mailadres om je account te activeren.',
    `De link is ${VERIFY_TOKEN_TTL_HOURS} uur geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.`,
  ];
  return {
    to,
    subject: 'Bevestig je e-mailadres voor Zetelpoule',
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n\nGroet,\nZetelpoule\n`,
    html: html(lines, link, 'E-mailadres bevestigen'),
    link,
  };
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const lines = [
    `Hallo ${name},`,
    'Je hebt gevraagd om een nieuw wachtwoord voor je Zetelpoule-account. Via de link hieronder stel je een nieuw wachtwoord in.',
    `De link is ${RESET_TOKEN_TTL_HOURS} uur geldig en werkt één keer. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.`,
  ];
  return {
    to,
    subject: 'Stel een nieuw wachtwoord in voor Zetelpoule',
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n\nGroet,\nZetelpoule\n`,
    html: html(lines, link, 'Nieuw wachtwoord instellen'),
    link,
  };
}
