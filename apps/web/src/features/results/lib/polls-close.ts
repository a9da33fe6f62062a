import {
  amsterdamWallClock,
  instantOfAmsterdamWallClock,
} from '@zetelpoule/shared/rules/amsterdam-time';

/** The polls close at this hour of election day, Dutch time. */
export const POLLS_CLOSE_HOUR = 21;

/**
 * 21:00 in Amsterdam on the (Amsterdam) calendar day of `electionDate`, as an instant (ms).
 * The offset is the one of 21:00 on that very day, so it holds on either side of a change to or
 * from summer time.
 */
export function pollsCloseAt(electionDate: string): number | null {
  const instant = Date.parse(electionDate);
  if (Number.isNaN(instant)) return null;
  const day = amsterdamWallClock(instant);
  return instantOfAmsterdamWallClock({ ...day, hour: POLLS_CLOSE_HOUR, minute: 0, second: 0 });
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** What is left until `target`, in whole units; null once it has passed. */
export function countdown(target: number, now: number): Countdown | null {
  const left = Math.floor((target - now) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
