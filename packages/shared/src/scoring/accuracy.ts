import type { Tenths } from './types';

// Prediction details: each comparison row carries an accuracy of 0–100, which the
// admin UI colours with ACCURACY_THRESHOLDS (≥ 80 green, ≥ 60 orange, ≥ 40 red, else grey)
// and TURNOUT_CLASS_THRESHOLDS (> 80 high, > 60 medium). The spec does not define it; both
// scales below cost 20 per unit off, chosen so that the colours follow the points
// (docs/rules.md#points).

const ACCURACY_MAX = 100;
/** One seat off costs this much accuracy. */
export const SEAT_ACCURACY_COST_PER_SEAT = 20;
/** One percentage point of turnout off costs this much accuracy. */
export const TURNOUT_ACCURACY_COST_PER_POINT = 20;

/**
 * max(0, 100 − 20·|difference|): exact 100, 1 off 80, 2 off 60, 3 off 40, 4 off 20, 5+ off 0.
 * Green is exactly the positive-but-not-small points (+5, +2), orange +1, red −1, grey −2/−3.
 */
export function seatAccuracy(difference: number): number {
  return Math.max(0, ACCURACY_MAX - SEAT_ACCURACY_COST_PER_SEAT * Math.abs(difference));
}

/**
 * max(0, 100 − 20·|d|) with d the unrounded difference in points (2 per tenth, so always an
 * integer). Green (d ≤ 1) always scores at least +2 in a municipality, orange (d ≤ 2) at least
 * +1; for national turnout it is 20 × the unrounded 5 − d, reaching 0 where the points do.
 */
export function turnoutAccuracy(predictedTenths: Tenths, actualTenths: Tenths): number {
  const differenceTenths = Math.abs(predictedTenths - actualTenths);
  return Math.max(0, ACCURACY_MAX - (TURNOUT_ACCURACY_COST_PER_POINT * differenceTenths) / 10);
}
