import { DEADLINE_TIME_ZONE, DISPLAY_LOCALE } from '@zetelpoule/shared';

/*
 * The admin enters and reads election times as Dutch wall-clock time (SPEC §9: Europe/Amsterdam),
 * whatever time zone the admin's computer is in. A datetime-local input has no zone, so these
 * helpers convert between its 'YYYY-MM-DDTHH:mm' and the UTC instants the API speaks.
 */

const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: DEADLINE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const DATE_TIME = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: DEADLINE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
});

const DATE_ONLY = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: DEADLINE_TIME_ZONE,
  dateStyle: 'long',
});

type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

function wallClockAt(instant: number): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of WALL_CLOCK.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far Amsterdam's clock runs ahead of UTC at this instant, in milliseconds. */
function amsterdamOffsetAt(instant: number): number {
  const wall = wallClockAt(instant);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An API timestamp as the value of a datetime-local input, in Dutch time. */
export function toAmsterdamInput(iso: string): string {
  const wall = wallClockAt(Date.parse(iso));
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A datetime-local value read as Dutch time, as an ISO timestamp in UTC; null when it is not a
 * date-time. In the hour skipped when summer time starts, the clock has no such time: the
 * result is then the same instant an hour's offset earlier, which is what a person means.
 */
export function fromAmsterdamInput(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const wallAsUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second || 0);
  if (Number.isNaN(wallAsUtc)) return null;
  // The offset depends on the instant we are looking for: guess, then correct once (DST).
  const guess = wallAsUtc - amsterdamOffsetAt(wallAsUtc);
  const instant = wallAsUtc - amsterdamOffsetAt(guess);
  return new Date(instant).toISOString();
}

/** '3 nov 2025, 21:00' in Dutch time (SPEC §9 deadline display: nl-NL, 24-hour). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** '1 september 2025' (member since, updated). */
export function formatDate(iso: string): string {
  return DATE_ONLY.format(new Date(iso));
}
