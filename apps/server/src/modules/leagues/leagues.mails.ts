import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/escape-html';

/**
 * The members of a deleted sub-league are told, so that nobody wonders where it went.
 * The link goes to the league page, where their other sub-leagues and the national pool are.
 */
export function subleagueDeletedMail(
  to: string,
  name: string,
  subleagueName: string,
  creatorUsername: string,
  publicUrl: string,
): MailMessage {
  const lines = [
    `Hallo ${name},`,
    `${creatorUsername} heeft de subpoule ${subleagueName} verwijderd. Je voorspelling en je punten blijven gewoon staan, en in de Nationale Poule speel je gewoon verder.`,
  ];
  const link = `${publicUrl}/league`;
  return {
    to,
    subject: `De subpoule ${subleagueName} is verwijderd`,
    text: `${lines.join('\n\n')}\n\nJe poules: ${link}\n\nGroet,\nZetelpoule\n`,
    html: `<!doctype html>
<html lang="nl">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5;">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">Naar je poules</a></p>
<p>Groet,<br>Zetelpoule</p>
</body>
</html>`,
  };
}
