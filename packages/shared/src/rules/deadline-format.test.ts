import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEADLINE_TIME_ZONE, DISPLAY_LOCALE } from '../constants';
import { amsterdamOffsetHours } from './amsterdam-time';
import {
  formatAmsterdamDate,
  formatAmsterdamTime,
  formatCalendarDay,
  formatDeadline,
} from './deadline-format';

// What the browser's and Node's ICU say; formatDeadline must say the same without it.
const intl = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: DEADLINE_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
  hourCycle: 'h23',
});

describe('formatDeadline', () => {
  it('reads in Dutch, in Amsterdam time, on a 24-hour clock', () => {
    // 06:30 UTC is 07:30 in Amsterdam in winter, 08:30 in summer.
    expect(formatDeadline('2025-10-29T06:30:00Z')).toBe('woensdag 29 oktober 2025 om 07:30');
    expect(formatDeadline(new Date('2026-06-01T18:05:00Z'))).toBe('maandag 1 juni 2026 om 20:05');
  });

  it('turns to summer time and back at 01:00 UTC on the last Sundays of March and October', () => {
    expect(formatDeadline('2026-03-29T00:59:00Z')).toBe('zondag 29 maart 2026 om 01:59');
    expect(formatDeadline('2026-03-29T01:00:00Z')).toBe('zondag 29 maart 2026 om 03:00');
    expect(formatDeadline('2026-10-25T00:59:00Z')).toBe('zondag 25 oktober 2026 om 02:59');
    expect(formatDeadline('2026-10-25T01:00:00Z')).toBe('zondag 25 oktober 2026 om 02:00');
    expect(amsterdamOffsetHours(new Date('2027-03-28T01:00:00Z'))).toBe(2);
    expect(amsterdamOffsetHours(new Date('2027-10-31T01:00:00Z'))).toBe(1);
  });

  it('crosses midnight and the turn of the year in Amsterdam time', () => {
    expect(formatDeadline('2026-12-31T23:30:00Z')).toBe('vrijdag 1 januari 2027 om 00:30');
    expect(formatDeadline('2028-02-28T23:00:00Z')).toBe('dinsdag 29 februari 2028 om 00:00');
  });

  it('says what Intl says for any minute from 1996 to 2199', () => {
    const minute = 60_000;
    fc.assert(
      fc.property(
        fc.integer({
          min: Date.UTC(1996, 0, 1) / minute,
          max: Date.UTC(2199, 11, 31) / minute,
        }),
        (minutes) => {
          const at = new Date(minutes * minute);
          expect(formatDeadline(at)).toBe(intl.format(at));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('says what Intl says in the hours around every turn of the clock', () => {
    for (let year = 1996; year <= 2100; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
        const turn = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
        for (const minutes of [-61, -1, 0, 1, 59, 60, 61]) {
          const at = new Date(turn + minutes * 60_000);
          expect(formatDeadline(at)).toBe(intl.format(at));
        }
      }
    }
  });
});

describe('the shorter readings: a day, a time, a calendar day', () => {
  const dayIntl = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
    timeZone: DEADLINE_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const timeIntl = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
    timeZone: DEADLINE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  it('read the day and the time in Amsterdam', () => {
    // 23:30 UTC on New Year's Eve is already the new year in Amsterdam.
    expect(formatAmsterdamDate('2026-12-31T23:30:00Z')).toBe('1 januari 2027');
    expect(formatAmsterdamTime('2026-12-31T23:30:00Z')).toBe('00:30');
    expect(formatAmsterdamTime(new Date('2026-06-01T18:05:00Z'))).toBe('20:05');
    expect(formatCalendarDay('2026-11-24')).toBe('24 november 2026');
    expect(formatCalendarDay('2027-03-01')).toBe('1 maart 2027');
  });

  it('say what Intl says for any minute from 1996 to 2199', () => {
    const minute = 60_000;
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1996, 0, 1) / minute, max: Date.UTC(2199, 11, 31) / minute }),
        (minutes) => {
          const at = new Date(minutes * minute);
          expect(formatAmsterdamDate(at)).toBe(dayIntl.format(at));
          expect(formatAmsterdamTime(at)).toBe(timeIntl.format(at));
          const utcDay = at.toISOString().slice(0, 10);
          expect(formatCalendarDay(utcDay)).toBe(
            new Date(`${utcDay}T12:00:00Z`).toLocaleDateString(DISPLAY_LOCALE, {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            }),
          );
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
