import { DEADLINE_TIME_ZONE, DISPLAY_LOCALE } from '@zetelpoule/shared';

// SPEC §9: the deadline reads nl-NL, in Amsterdam time, on a 24-hour clock, wherever the
// player's browser is.
const deadlineFormat = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: DEADLINE_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/** "woensdag 29 oktober 2025 om 07:30" for an ISO timestamp. */
export function formatDeadline(iso: string): string {
  return deadlineFormat.format(new Date(iso));
}
