/*
 * The game's times are Europe/Amsterdam wall-clock time. One reading of that clock for
 * the web, the server and the shared rules, by the EU's summer-time rule instead of
 * Intl.DateTimeFormat: a page's first Intl formatter loads ICU's time-zone data, tens of
 * milliseconds of a phone's main thread (decision 039). The test checks it against Intl over
 * centuries of instants.
 */

const HOUR_MS = 3_600_000;

/** A time on Amsterdam's clocks; month 1–12, hour 0–23. */
export type AmsterdamWallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** 01:00 UTC on the last Sunday of a month (0-based) of a year: when EU summer time turns. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * Amsterdam's offset from UTC at `at`, in hours: CET (+1), or CEST (+2) from the last Sunday of
 * March to the last Sunday of October, 01:00 UTC both (the EU's rule, the Netherlands' since
 * 1996; earlier years are not deadlines of this game).
 */
export function amsterdamOffsetHours(at: Date): 1 | 2 {
  const year = at.getUTCFullYear();
  const time = at.getTime();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 2 : 1;
}

/** What Amsterdam's clocks show at `instant` (a date or milliseconds since the epoch). */
export function amsterdamWallClock(instant: Date | number): AmsterdamWallClock {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  // Intl throws on an invalid date; so does this, rather than answer a clock of NaNs.
  if (!Number.isFinite(time)) throw new RangeError('Invalid time value');
  // The wall clock in Amsterdam, read with the UTC getters.
  const local = new Date(time + amsterdamOffsetHours(new Date(time)) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The calendar day in Amsterdam at `instant`, as 2026-12-24. */
export function amsterdamDay(instant: Date | number): string {
  const wall = amsterdamWallClock(instant);
  return `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`;
}

/**
 * The instant (milliseconds since the epoch) at which Amsterdam's clocks show `wall`. Twice a year
 * a wall time is not one instant; both times it is read in winter time (UTC+1), as the admin's
 * inputs always have:
 * - 02:00–02:59 on the last Sunday of March never shows (the clock jumps from 02:00 to 03:00):
 *   02:30 is the instant Amsterdam calls 03:30, what a person who typed it means.
 * - 02:00–02:59 on the last Sunday of October shows twice, first in summer time, then in winter
 *   time: the second is taken.
 */
export function instantOfAmsterdamWallClock(wall: AmsterdamWallClock): number {
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  const winter = wallAsUtc - HOUR_MS;
  const summer = wallAsUtc - 2 * HOUR_MS;
  // The summer reading only when it alone is a time the clock shows (the winter reading's instant
  // is in summer time too); else the winter one: the only true reading, the second of October's
  // two, or, in March's skipped hour, the instant an hour further on the clock.
  const isSummer =
    amsterdamOffsetHours(new Date(summer)) === 2 && amsterdamOffsetHours(new Date(winter)) === 2;
  return isSummer ? summer : winter;
}
