import { DEADLINE_TIME_ZONE } from '@zetelpoule/shared/constants';

/** The polls close at this hour of election day, Dutch time. */
export const POLLS_CLOSE_HOUR = 21;

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: DEADLINE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function amsterdamParts(instant: number) {
  const parts: Record<string, number> = {};
  for (const part of PARTS.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far Amsterdam's clock runs ahead of UTC at this instant (1 h in winter, 2 h in summer). */
function offsetAt(instant: number): number {
  const p = amsterdamParts(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * 21:00 in Amsterdam on the (Amsterdam) calendar day of `electionDate`, as an instant (ms).
 * The offset comes from the time zone database for that very day, so it holds on either side
 * of a change to or from summer time.
 */
export function pollsCloseAt(electionDate: string): number | null {
  const instant = Date.parse(electionDate);
  if (Number.isNaN(instant)) return null;
  const day = amsterdamParts(instant);
  const wall = Date.UTC(day.year, day.month - 1, day.day, POLLS_CLOSE_HOUR, 0, 0);
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
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
