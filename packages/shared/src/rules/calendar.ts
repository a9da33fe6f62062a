import { amsterdamDay } from './amsterdam-time';

/*
 * The deadline in the player's calendar. An iCalendar file (RFC 5545) with two
 * events: the predictions deadline, with reminders a day and two hours before, and the
 * election day itself. Pure text, so the web can offer it as a download without a server call.
 */

export type CalendarInput = {
  electionId: number;
  electionName: string;
  /** The predictions deadline. */
  deadline: Date;
  /** The election's date and time, or null when the admin has not set one. */
  electionDate: Date | null;
  /** Where the dashboard is, for the events' link. */
  dashboardUrl: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
};

const DEADLINE_MINUTES = 15;

/** 20261224T075800Z */
function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The calendar date of `at` in Amsterdam, as 20261224 (an all-day event needs no time zone). */
function amsterdamDate(at: Date): string {
  return amsterdamDay(at).replace(/-/g, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in text. */
export function escapeCalendarText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    // The first line holds 75 octets, every continuation 74 after its leading space.
    if (size + charSize > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function deadlineCalendar(input: CalendarInput): string {
  const host = new URL(input.dashboardUrl).host;
  const name = escapeCalendarText(input.electionName);
  const stamp = utcStamp(input.now);
  const end = new Date(input.deadline.getTime() + DEADLINE_MINUTES * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Zetelpoule//Deadline//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:deadline-${input.electionId}@${host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcStamp(input.deadline)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeCalendarText('Deadline Zetelpoule: ')}${name}`,
    `DESCRIPTION:${escapeCalendarText(
      `Tot dit moment kun je je voorspelling voor de ${input.electionName} aanpassen. Daarna staat hij vast.`,
    )}`,
    `URL:${input.dashboardUrl}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Nog een dag: maak je voorspelling af',
    'TRIGGER:-P1D',
    'END:VALARM',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Nog twee uur: maak je voorspelling af',
    'TRIGGER:-PT2H',
    'END:VALARM',
    'END:VEVENT',
  ];
  if (input.electionDate) {
    const day = amsterdamDate(input.electionDate);
    const next = amsterdamDate(new Date(input.electionDate.getTime() + 24 * 3_600_000));
    lines.push(
      'BEGIN:VEVENT',
      `UID:election-${input.electionId}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${day}`,
      `DTEND;VALUE=DATE:${next}`,
      `SUMMARY:${name}`,
      `DESCRIPTION:${escapeCalendarText('Verkiezingsdag. Vanavond zie je op Zetelpoule hoe je ervoor staat.')}`,
      `URL:${input.dashboardUrl}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
