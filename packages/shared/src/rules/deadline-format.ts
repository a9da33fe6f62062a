import { amsterdamOffsetHours } from './amsterdam-time';

/*
 * SPEC §9: the deadline reads nl-NL, in Amsterdam time, on a 24-hour clock, wherever the
 * reader is — in the browser, in a server message, in a link preview.
 *
 * Written out instead of Intl.DateTimeFormat: a page's first Intl formatter loads the locale's
 * and the time zone's ICU data, 25–65 ms of a phone's main thread measured in Chromium on this
 * project's machine (four times that in Lighthouse's mobile run), on every signed-in page, whose
 * deadline banner shows this string. The test checks it against Intl over centuries of dates.
 */

const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

const HOUR_MS = 3_600_000;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "woensdag 29 oktober 2025 om 07:30" for an ISO timestamp or a date. */
export function formatDeadline(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  // The wall clock in Amsterdam, read with the UTC getters.
  const local = new Date(date.getTime() + amsterdamOffsetHours(date) * HOUR_MS);
  return (
    `${WEEKDAYS[local.getUTCDay()]} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ` +
    `${local.getUTCFullYear()} om ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`
  );
}
