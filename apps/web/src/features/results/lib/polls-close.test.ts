import { describe, expect, it } from 'vitest';
import { countdown, pollsCloseAt } from './polls-close';

describe('pollsCloseAt', () => {
  it('is 20:00 UTC in winter time (CET, UTC+1)', () => {
    expect(new Date(pollsCloseAt('2026-10-29T00:00:00Z')!).toISOString()).toBe(
      '2026-10-29T20:00:00.000Z',
    );
  });

  it('is 19:00 UTC in summer time (CEST, UTC+2)', () => {
    expect(new Date(pollsCloseAt('2027-06-09T07:30:00Z')!).toISOString()).toBe(
      '2027-06-09T19:00:00.000Z',
    );
  });

  it('takes the offset of election day itself around the change of the clocks', () => {
    // Summer time ends on Sunday 25 October 2026 at 03:00; the day before is still summer time.
    expect(new Date(pollsCloseAt('2026-10-24T12:00:00Z')!).toISOString()).toBe(
      '2026-10-24T19:00:00.000Z',
    );
    expect(new Date(pollsCloseAt('2026-10-25T12:00:00Z')!).toISOString()).toBe(
      '2026-10-25T20:00:00.000Z',
    );
    // Summer time starts on Sunday 28 March 2027.
    expect(new Date(pollsCloseAt('2027-03-28T12:00:00Z')!).toISOString()).toBe(
      '2027-03-28T19:00:00.000Z',
    );
  });

  it('reads the calendar day in Amsterdam, not in UTC', () => {
    // 23:30 UTC on the 28th is already the 29th in Amsterdam.
    expect(new Date(pollsCloseAt('2026-10-28T23:30:00Z')!).toISOString()).toBe(
      '2026-10-29T20:00:00.000Z',
    );
  });

  it('answers null for a date it cannot read', () => {
    expect(pollsCloseAt('gisteren')).toBeNull();
  });
});

describe('countdown', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    const target = Date.parse('2026-10-29T20:00:00Z');
    expect(countdown(target, Date.parse('2026-10-28T17:58:55Z'))).toEqual({
      days: 1,
      hours: 2,
      minutes: 1,
      seconds: 5,
    });
  });

  it('is null once the moment has passed', () => {
    expect(countdown(1000, 1000)).toBeNull();
    expect(countdown(1000, 5000)).toBeNull();
  });
});
