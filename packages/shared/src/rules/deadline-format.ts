import { DEADLINE_TIME_ZONE, DISPLAY_LOCALE } from '../constants';

// SPEC §9: the deadline reads nl-NL, in Amsterdam time, on a 24-hour clock, wherever the
// reader is — in the browser, in a server message, in a link preview.
const deadlineFormat = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: DEADLINE_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/** "woensdag 29 oktober 2025 om 07:30" for an ISO timestamp or a date. */
export function formatDeadline(at: string | Date): string {
  return deadlineFormat.format(typeof at === 'string' ? new Date(at) : at);
}
