import type { Tenths } from './types';

// The rules (docs/rules.md#points) round turnout differences half up, and "the decimal digit
// decides at the boundary" (d = 0.4 → r = 0, d = 0.5 → r = 1). In floating point 64.1 − 63.6 is
// 0.4999999999999929, so the engine never subtracts percentages: every turnout is an integer number
// of tenths and every rounding is integer arithmetic.

/** A percentage with one decimal (78.3) as tenths (783). Call at the edge, once. */
export function toTenths(percent: number): Tenths {
  return Math.round(percent * 10);
}

/** Tenths (783) back to a percentage (78.3), for display and the API. */
export function fromTenths(tenths: Tenths): number {
  return tenths / 10;
}

/**
 * |a − b| in whole percentage points, rounded half up: 0.4 → 0, 0.5 → 1, 1.5 → 2.
 * With d in tenths, d / 10 rounded half up is ⌊(d + 5) / 10⌋.
 */
export function roundedPointDifference(aTenths: Tenths, bTenths: Tenths): number {
  assertTenths(aTenths);
  assertTenths(bTenths);
  return Math.floor((Math.abs(aTenths - bTenths) + 5) / 10);
}

// A fraction here means a caller passed a percentage instead of tenths; rounding it would
// silently score the wrong boundary, so refuse it.
function assertTenths(value: Tenths): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(
      `A turnout must be an integer number of tenths of a percent, got ${value}`,
    );
  }
}
