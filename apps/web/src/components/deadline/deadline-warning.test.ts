import type { DeadlineInfo } from '@zetelpoule/shared';
import { describe, expect, it } from 'vitest';
import { isDeadlineNear } from './deadline-warning';

const OPEN: DeadlineInfo = {
  predictions_locked: false,
  deadline_passed: false,
  deadline_active: true,
  election_name: 'Tweede Kamer 2029',
  election_category: 'TK',
  election_date: '2029-03-21T06:30:00.000Z',
  predictions_deadline: '2029-03-20T18:59:00.000Z',
  status_message: 'Je kunt je voorspellingen nog wijzigen.',
  time_remaining: { days: 2, hours: 0, minutes: 0 },
};

describe('the last 48 hours before the deadline', () => {
  it.each([
    [{ days: 2, hours: 0, minutes: 0 }, false],
    [{ days: 1, hours: 23, minutes: 59 }, true],
    [{ days: 0, hours: 0, minutes: 1 }, true],
    [{ days: 3, hours: 5, minutes: 0 }, false],
  ])('with %o left is near: %s', (time_remaining, isNear) => {
    expect(isDeadlineNear({ ...OPEN, time_remaining })).toBe(isNear);
  });

  it('is over once predictions are locked', () => {
    expect(
      isDeadlineNear({
        ...OPEN,
        predictions_locked: true,
        deadline_passed: true,
        time_remaining: null,
      }),
    ).toBe(false);
  });
});
