import type { DeadlineReminderKind } from '@zetelpoule/shared';
import { formatDeadline } from '@zetelpoule/shared/rules/deadline-format';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../plugins/mail';

/*
 * The reminder, results and nudge mails (docs/decisions/032-reminder-emails.md). Each has a
 * plain-text and an HTML part, and a one-click unsubscribe for its own kind (RFC 8058): the
 * List-Unsubscribe header with the https link (and a mailto), List-Unsubscribe-Post, and the same
 * link in the mail's footer.
 */

export interface Unsubscribe {
  /** The one-click URL (POST unsubscribes; GET shows a page with a button). */
  url: string;
  /** What the player stops getting, e.g. "herinneringen voor de deadline". */
  what: string;
}

/**
 * The two RFC 8058 headers. Only the https link: a mailto to our no-reply sender would be
 * advertised without anything reading it.
 */
export function unsubscribeHeaders(unsubscribe: Unsubscribe): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribe.url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function compose(options: {
  to: string;
  subject: string;
  lines: string[];
  link: { url: string; label: string };
  unsubscribe: Unsubscribe;
}): MailMessage {
  const { lines, link, unsubscribe } = options;
  const footer = `Wil je geen ${unsubscribe.what} meer ontvangen? Meld je met één klik af: ${unsubscribe.url}`;
  return {
    to: options.to,
    subject: options.subject,
    link: link.url,
    headers: unsubscribeHeaders(unsubscribe),
    text: `${lines.join('\n\n')}\n\n${link.label}: ${link.url}\n\nGroet,\nZetelpoule\n\n-- \n${footer}\nJe kunt dit ook aanpassen op je profiel.\n`,
    html: `<!doctype html>
<html lang="nl">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5;">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(link.label)}</a></p>
<p>Groet,<br>Zetelpoule</p>
<hr style="border: none; border-top: 1px solid #e5e7eb;">
<p style="font-size: 13px; color: #4b5563;">Wil je geen ${escapeHtml(unsubscribe.what)} meer ontvangen? <a href="${escapeHtml(unsubscribe.url)}">Meld je met één klik af</a>. Je kunt dit ook aanpassen op je profiel.</p>
</body>
</html>`,
  };
}

const OPENING: Record<DeadlineReminderKind, string> = {
  '7d': 'De deadline komt eraan',
  '24h': 'Nog maar een dag',
  '2h': 'Laatste kans',
};

/** 7 days, 24 hours and 2 hours before the deadline, to a player whose prediction is not finished. */
export function deadlineReminderMail(options: {
  kind: DeadlineReminderKind;
  to: string;
  /** Whom the mail greets (lib/greeting-name.ts). */
  name: string;
  electionName: string;
  deadline: Date;
  /** Sections finished and how many seats hold a party; undefined: no prediction yet. */
  progress:
    { finished: number; sections: number; seatsAssigned: number; seatCount: number } | undefined;
  publicUrl: string;
  unsubscribe: Unsubscribe;
}): MailMessage {
  const deadline = formatDeadline(options.deadline);
  const where = options.progress
    ? `Je hebt ${options.progress.finished} van de ${options.progress.sections} onderdelen af en ${options.progress.seatsAssigned} van de ${options.progress.seatCount} zetels verdeeld.`
    : 'Je bent nog niet begonnen met je voorspelling.';
  return compose({
    to: options.to,
    subject: `${OPENING[options.kind]}: je voorspelling is nog niet af`,
    lines: [
      `Hallo ${options.name},`,
      `Je voorspelling voor de ${options.electionName} is nog niet af. ${where}`,
      `Meedoen kan tot ${deadline}. Daarna gaat je voorspelling op slot zoals hij is.`,
    ],
    link: { url: `${options.publicUrl}/dashboard`, label: 'Maak je voorspelling af' },
    unsubscribe: options.unsubscribe,
  });
}

/** "De uitslag is bekend": points, rank and the link to the results page. */
export function resultsMail(options: {
  to: string;
  /** Whom the mail greets (lib/greeting-name.ts). */
  name: string;
  electionName: string;
  points: number;
  rank: number;
  players: number;
  publicUrl: string;
  unsubscribe: Unsubscribe;
}): MailMessage {
  const points = options.points === 1 ? '1 punt' : `${options.points} punten`;
  return compose({
    to: options.to,
    subject: `De uitslag is bekend: je hebt ${points}`,
    lines: [
      `Hallo ${options.name},`,
      `De uitslag van de ${options.electionName} is definitief. Je hebt ${points} en staat op plaats ${options.rank} van de ${options.players} in de Nationale Poule.`,
      'Bekijk waar je punten vandaan komen en hoe je subpoules ervoor staan.',
    ],
    link: { url: `${options.publicUrl}/uitslag`, label: 'Bekijk de uitslag' },
    unsubscribe: options.unsubscribe,
  });
}

/** A sub-league creator's "Vergeet je voorspelling niet". */
export function nudgeMail(options: {
  to: string;
  /** Whom the mail greets (lib/greeting-name.ts). */
  name: string;
  creatorUsername: string;
  subleagueName: string;
  electionName: string;
  deadline: Date;
  publicUrl: string;
  unsubscribe: Unsubscribe;
}): MailMessage {
  const deadline = formatDeadline(options.deadline);
  return compose({
    to: options.to,
    subject: `Vergeet je voorspelling niet (${options.subleagueName})`,
    lines: [
      `Hallo ${options.name},`,
      `${options.creatorUsername} geeft je een duwtje vanuit de subpoule ${options.subleagueName}: je voorspelling voor de ${options.electionName} is nog niet af.`,
      `Meedoen kan tot ${deadline}.`,
    ],
    link: { url: `${options.publicUrl}/dashboard`, label: 'Maak je voorspelling af' },
    unsubscribe: options.unsubscribe,
  });
}
