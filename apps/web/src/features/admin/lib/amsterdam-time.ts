import {
  amsterdamWallClock,
  DEADLINE_TIME_ZONE,
  DISPLAY_LOCALE,
  instantOfAmsterdamWallClock,
} from '@zetelpoule/shared';
import { formatAmsterdamDate } from '@zetelpoule/shared/rules/deadline-format';

/*
 * The admin enters and reads election times as Dutch wall-clock time (Europe/Amsterdam),
 * whatever time zone the admin's computer is in. A datetime-local input has no zone, so these
 * helpers convert between its 'YYYY-MM-DDTHH:mm' and the UTC instants the API speaks.
 */

const DATE_TIME = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: DEADLINE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
});

const pad = (value: number) => String(value).padStart(2, '0');

/** An API timestamp as the value of a datetime-local input, in Dutch time. */
export function toAmsterdamInput(iso: string): string {
  const wall = amsterdamWallClock(Date.parse(iso));
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A datetime-local value read as Dutch time, as an ISO timestamp in UTC; null when it is not a
 * date-time. A time the clock skips when summer time starts, or shows twice when it ends, is
 * read in winter time (instantOfAmsterdamWallClock): 02:30 in the skipped hour is 03:30 summer
 * time, which is what a person means.
 */
export function fromAmsterdamInput(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const instant = instantOfAmsterdamWallClock({
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second: second || 0,
  });
  if (Number.isNaN(instant)) return null;
  return new Date(instant).toISOString();
}

/** '3 nov 2025, 21:00' in Dutch time (nl-NL, 24-hour, as every deadline). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** '1 september 2025' (member since, updated): the profile's reading, from packages/shared. */
export const formatDate = formatAmsterdamDate;
