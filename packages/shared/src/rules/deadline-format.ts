import { amsterdamWallClock } from './amsterdam-time';

/*
 * The deadline reads nl-NL, in Amsterdam time, on a 24-hour clock, wherever the reader is.
 * Written out instead of Intl.DateTimeFormat, whose first use loads ICU data (25–65 ms of a
 * phone's main thread on every signed-in page: decision 039). The test checks it against Intl
 * over centuries of dates.
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

const twoDigits = (n: number) => String(n).padStart(2, '0');
const wallClockAt = (at: string | Date) =>
  amsterdamWallClock(typeof at === 'string' ? new Date(at) : at);

/** "woensdag 29 oktober 2025 om 07:30" for an ISO timestamp or a date. */
export function formatDeadline(at: string | Date): string {
  const wall = wallClockAt(at);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return (
    `${WEEKDAYS[weekday]} ${wall.day} ${MONTHS[wall.month - 1]} ` +
    `${wall.year} om ${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`
  );
}

/** "29 oktober 2025": the day in Amsterdam at an ISO timestamp or a date (the profile's). */
export function formatAmsterdamDate(at: string | Date): string {
  const wall = wallClockAt(at);
  return `${wall.day} ${MONTHS[wall.month - 1]} ${wall.year}`;
}

/** "07:30": Amsterdam's clock at an ISO timestamp or a date, 24-hour (the results page's). */
export function formatAmsterdamTime(at: string | Date): string {
  const wall = wallClockAt(at);
  return `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`;
}

/** "24 november 2026" for a calendar day written as 2026-11-24, in no time zone at all. */
export function formatCalendarDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}
