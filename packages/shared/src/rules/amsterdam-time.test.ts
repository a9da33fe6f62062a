import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEADLINE_TIME_ZONE } from '../constants';
import {
  amsterdamDay,
  amsterdamWallClock,
  instantOfAmsterdamWallClock,
  type AmsterdamWallClock,
} from './amsterdam-time';

// What the browser's and Node's ICU say; the EU rule must say the same without it (decision 039).
const intlClock = new Intl.DateTimeFormat('en-US', {
  timeZone: DEADLINE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});
// The day as the calendar and the reminders read it with Intl before.
const intlDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEADLINE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function intlWallClock(instant: number): AmsterdamWallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of intlClock.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute, second } = parts;
  return { year, month, day, hour, minute, second } as AmsterdamWallClock;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const FIRST = Date.UTC(1996, 0, 1);
const LAST = Date.UTC(2199, 11, 31, 23, 59, 59, 999);

/** 01:00 UTC on the last Sundays of March and October from 1996 to 2100: every turn of the clock. */
function everyTurn(): { instant: number; month: 3 | 10 }[] {
  const turns: { instant: number; month: 3 | 10 }[] = [];
  for (let year = 1996; year <= 2100; year++) {
    for (const month of [3, 10] as const) {
      const lastDay = new Date(Date.UTC(year, month, 0, 1));
      turns.push({ instant: lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR, month });
    }
  }
  return turns;
}

const wallAt = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
});
const iso = (instant: number) => new Date(instant).toISOString();

describe('amsterdamWallClock', () => {
  it('reads winter time as UTC+1 and summer time as UTC+2', () => {
    expect(amsterdamWallClock(new Date('2025-10-29T06:30:00Z'))).toEqual(
      wallAt(2025, 10, 29, 7, 30),
    );
    expect(amsterdamWallClock(Date.parse('2026-06-01T18:05:09Z'))).toEqual({
      ...wallAt(2026, 6, 1, 20, 5),
      second: 9,
    });
  });

  it('crosses midnight and the turn of the year in Amsterdam time', () => {
    expect(amsterdamWallClock(Date.parse('2026-12-31T23:30:00Z'))).toEqual(
      wallAt(2027, 1, 1, 0, 30),
    );
    expect(amsterdamWallClock(Date.parse('2028-02-28T23:00:00Z'))).toEqual(wallAt(2028, 2, 29, 0));
  });

  it('turns to summer time and back at 01:00 UTC on the last Sundays of March and October', () => {
    expect(amsterdamWallClock(Date.parse('2026-03-29T00:59:00Z'))).toEqual(
      wallAt(2026, 3, 29, 1, 59),
    );
    expect(amsterdamWallClock(Date.parse('2026-03-29T01:00:00Z'))).toEqual(wallAt(2026, 3, 29, 3));
    expect(amsterdamWallClock(Date.parse('2026-10-25T00:59:00Z'))).toEqual(
      wallAt(2026, 10, 25, 2, 59),
    );
    expect(amsterdamWallClock(Date.parse('2026-10-25T01:00:00Z'))).toEqual(wallAt(2026, 10, 25, 2));
  });

  it('throws on an invalid date, as Intl does', () => {
    expect(() => amsterdamWallClock(new Date('gisteren'))).toThrow(RangeError);
    expect(() => amsterdamWallClock(Number.NaN)).toThrow(RangeError);
  });

  it('says what Intl says for any instant from 1996 to 2199', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST, max: LAST }), (instant) => {
        expect(amsterdamWallClock(instant)).toEqual(intlWallClock(instant));
        expect(amsterdamWallClock(new Date(instant))).toEqual(intlWallClock(instant));
      }),
      { numRuns: 5_000 },
    );
  });

  it('says what Intl says in the hours around every turn of the clock', () => {
    for (const { instant: turn } of everyTurn()) {
      for (const minutes of [-121, -61, -60, -1, 0, 1, 59, 60, 61, 121]) {
        for (const ms of [-1, 0, 1]) {
          const instant = turn + minutes * MINUTE + ms;
          expect(amsterdamWallClock(instant)).toEqual(intlWallClock(instant));
        }
      }
    }
  });
});

describe('amsterdamDay', () => {
  it('is the calendar day in Amsterdam, not in UTC', () => {
    expect(amsterdamDay(new Date('2026-03-17T22:59:59Z'))).toBe('2026-03-17');
    expect(amsterdamDay(new Date('2026-03-17T23:00:00Z'))).toBe('2026-03-18');
    expect(amsterdamDay(Date.parse('2026-07-01T21:59:59.999Z'))).toBe('2026-07-01');
    expect(amsterdamDay(Date.parse('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('says what Intl says for any instant from 1996 to 2199', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST, max: LAST }), (instant) => {
        expect(amsterdamDay(instant)).toBe(intlDay.format(instant));
      }),
      { numRuns: 5_000 },
    );
  });

  it('says what Intl says around midnight on the days the clock turns', () => {
    for (const { instant: turn } of everyTurn()) {
      // Midnight in Amsterdam falls at 22:00 or 23:00 UTC on the evening before.
      for (const hours of [-3, -2, -1, 22, 23]) {
        for (const ms of [-1, 0]) {
          const instant = turn + hours * HOUR + ms;
          expect(amsterdamDay(instant)).toBe(intlDay.format(instant));
        }
      }
    }
  });
});

describe('instantOfAmsterdamWallClock', () => {
  it('reads a winter time as UTC+1 and a summer time as UTC+2', () => {
    expect(iso(instantOfAmsterdamWallClock(wallAt(2025, 10, 29, 7, 30)))).toBe(
      '2025-10-29T06:30:00.000Z',
    );
    expect(iso(instantOfAmsterdamWallClock(wallAt(2025, 6, 15, 21)))).toBe(
      '2025-06-15T19:00:00.000Z',
    );
  });

  it('reads a time the clock skips in March in winter time: 02:30 is 03:30 summer time', () => {
    // On 29 March 2026 the clock jumps from 02:00 to 03:00 (01:00 UTC).
    const read = (hour: number, minute: number) =>
      iso(instantOfAmsterdamWallClock(wallAt(2026, 3, 29, hour, minute)));
    expect(read(1, 59)).toBe('2026-03-29T00:59:00.000Z');
    expect(read(2, 0)).toBe('2026-03-29T01:00:00.000Z');
    expect(read(2, 30)).toBe('2026-03-29T01:30:00.000Z');
    expect(read(2, 59)).toBe('2026-03-29T01:59:00.000Z');
    expect(read(3, 0)).toBe('2026-03-29T01:00:00.000Z');
    expect(amsterdamWallClock(Date.parse(read(2, 30)))).toEqual(wallAt(2026, 3, 29, 3, 30));
  });

  it('reads a time the clock shows twice in October as the second, in winter time', () => {
    // On 25 October 2026 the clock goes back from 03:00 to 02:00 (01:00 UTC).
    const read = (hour: number, minute: number) =>
      iso(instantOfAmsterdamWallClock(wallAt(2026, 10, 25, hour, minute)));
    expect(read(1, 59)).toBe('2026-10-24T23:59:00.000Z');
    expect(read(2, 0)).toBe('2026-10-25T01:00:00.000Z');
    expect(read(2, 30)).toBe('2026-10-25T01:30:00.000Z');
    expect(read(2, 59)).toBe('2026-10-25T01:59:00.000Z');
    expect(read(3, 0)).toBe('2026-10-25T02:00:00.000Z');
    // The first 02:30, in summer time, is an hour earlier.
    expect(amsterdamWallClock(Date.parse('2026-10-25T00:30:00Z'))).toEqual(
      wallAt(2026, 10, 25, 2, 30),
    );
  });

  it('finds any instant from 1996 to 2199 back from its wall clock, but the first of a doubled hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST / 1000, max: Math.floor(LAST / 1000) }), (seconds) => {
        const instant = seconds * 1000;
        const wall = intlWallClock(instant);
        // In October's doubled hour the clock shows the same time again an hour later.
        const isFirstOfTwo = JSON.stringify(intlWallClock(instant + HOUR)) === JSON.stringify(wall);
        expect(instantOfAmsterdamWallClock(wall)).toBe(isFirstOfTwo ? instant + HOUR : instant);
      }),
      { numRuns: 5_000, examples: [[Date.UTC(2026, 9, 25, 0, 30) / 1000]] },
    );
  });

  /** The wall clock `minutes` after Amsterdam's midnight before a turn, read back and shown. */
  function expectNightMinute(
    { instant: turn, month }: { instant: number; month: 3 | 10 },
    minutes: number,
  ) {
    const { year, day } = intlWallClock(turn);
    const wall = wallAt(year, month, day, Math.floor(minutes / 60), minutes % 60);
    const instant = instantOfAmsterdamWallClock(wall);
    const shown = intlWallClock(instant);
    if (wall.hour !== 2) {
      expect(shown).toEqual(wall);
    } else if (month === 3) {
      // Skipped: the instant the clock calls an hour later.
      expect(shown).toEqual({ ...wall, hour: 3 });
      expect(instant).toBe(turn + wall.minute * MINUTE);
    } else {
      // Doubled: the second time the clock shows it, an hour after the first.
      expect(shown).toEqual(wall);
      expect(intlWallClock(instant - HOUR)).toEqual(wall);
      expect(instant).toBe(turn + wall.minute * MINUTE);
    }
  }
  const NIGHT_MINUTES = 4 * 60;

  it('agrees with Intl at the edges of the skipped and doubled hour of every night the clock turns', () => {
    // Midnight, 01:00, 01:59–02:01, 02:30, 02:59–03:01 and 03:59.
    const edges = [0, 60, 119, 120, 121, 150, 179, 180, 181, NIGHT_MINUTES - 1];
    for (const turn of everyTurn()) {
      for (const minutes of edges) expectNightMinute(turn, minutes);
    }
  });

  it('agrees with Intl on every minute of some nights the clock turns, and of any sampled one', () => {
    const turns = everyTurn();
    // The first and last turn, 2026's, and turns on the earliest (25th) and latest (31st) day
    // the last Sunday can fall on: every minute from midnight to 04:00.
    const days = (turn: { instant: number }) => new Date(turn.instant).getUTCDate();
    const nights = new Set([
      turns[0]!,
      turns.at(-1)!,
      ...turns.filter((turn) => new Date(turn.instant).getUTCFullYear() === 2026),
      turns.find((turn) => turn.month === 3 && days(turn) === 25)!,
      turns.find((turn) => turn.month === 3 && days(turn) === 31)!,
      turns.find((turn) => turn.month === 10 && days(turn) === 25)!,
      turns.find((turn) => turn.month === 10 && days(turn) === 31)!,
    ]);
    for (const turn of nights) {
      for (let minutes = 0; minutes < NIGHT_MINUTES; minutes++) expectNightMinute(turn, minutes);
    }
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: turns.length - 1 }),
        fc.integer({ min: 0, max: NIGHT_MINUTES - 1 }),
        (index, minutes) => expectNightMinute(turns[index]!, minutes),
      ),
      { numRuns: 2_000 },
    );
  });
});
