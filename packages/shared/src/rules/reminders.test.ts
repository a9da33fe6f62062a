import { describe, expect, it } from 'vitest';
import { amsterdamDay } from './amsterdam-time';
import { dueDeadlineReminder, reminderDueTimes } from './reminders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSETS = [7 * DAY, DAY, 2 * HOUR] as const;
const deadline = new Date('2026-03-18T06:30:00Z');
const before = (ms: number) => new Date(deadline.getTime() - ms);

describe('dueDeadlineReminder', () => {
  it('is nothing before the first reminder is due', () => {
    expect(dueDeadlineReminder(deadline, before(8 * DAY), OFFSETS)).toBeUndefined();
    expect(dueDeadlineReminder(deadline, before(7 * DAY + 1), OFFSETS)).toBeUndefined();
  });

  it('is each kind from its own time on, until the next one is due', () => {
    expect(dueDeadlineReminder(deadline, before(7 * DAY), OFFSETS)).toBe('7d');
    expect(dueDeadlineReminder(deadline, before(2 * DAY), OFFSETS)).toBe('7d');
    expect(dueDeadlineReminder(deadline, before(DAY), OFFSETS)).toBe('24h');
    expect(dueDeadlineReminder(deadline, before(3 * HOUR), OFFSETS)).toBe('24h');
    expect(dueDeadlineReminder(deadline, before(2 * HOUR), OFFSETS)).toBe('2h');
    expect(dueDeadlineReminder(deadline, before(1), OFFSETS)).toBe('2h');
  });

  it('skips reminders that were missed: only the latest due one is sent', () => {
    // An election created 5 hours before its deadline gets the 24-hour reminder only.
    expect(dueDeadlineReminder(deadline, before(5 * HOUR), OFFSETS)).toBe('24h');
  });

  it('is nothing once the deadline has passed', () => {
    expect(dueDeadlineReminder(deadline, deadline, OFFSETS)).toBeUndefined();
    expect(
      dueDeadlineReminder(deadline, new Date(deadline.getTime() + DAY), OFFSETS),
    ).toBeUndefined();
  });

  it('follows a moved deadline and configured offsets', () => {
    const later = new Date(deadline.getTime() + 3 * DAY);
    expect(dueDeadlineReminder(later, before(DAY), OFFSETS)).toBe('7d');
    const short = [3 * HOUR, 2 * HOUR, HOUR] as const;
    expect(dueDeadlineReminder(deadline, before(150 * 60_000), short)).toBe('7d');
    expect(reminderDueTimes(deadline, short)['2h'].toISOString()).toBe('2026-03-18T05:30:00.000Z');
  });
});

describe('amsterdamDay', () => {
  it('is the calendar day in Amsterdam, not in UTC', () => {
    expect(amsterdamDay(new Date('2026-03-17T22:59:00Z'))).toBe('2026-03-17');
    // 23:00 UTC is midnight in Amsterdam in winter (UTC+1).
    expect(amsterdamDay(new Date('2026-03-17T23:00:00Z'))).toBe('2026-03-18');
    // Summer time (UTC+2).
    expect(amsterdamDay(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(amsterdamDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
