import { roundedPointDifference } from './tenths';
import type { MunicipalityId, Tenths } from './types';

/** Municipality turnout points for a rounded difference r = 0, 1, 2; r ≥ 3 → 0. */
export const MUNICIPALITY_TURNOUT_POINTS_BY_ROUNDED_DIFFERENCE = [3, 2, 1] as const;
/** National turnout scores this minus the rounded difference. */
export const COUNTRY_TURNOUT_MAX_POINTS = 5;

/**
 * Turnout in one municipality. r = |predicted − actual| rounded half up; r = 0 → +3,
 * 1 → +2, 2 → +1, ≥ 3 → 0. A municipality without a prediction scores 0.
 */
export function municipalityTurnoutPoints(
  predictedTenths: Tenths | null,
  actualTenths: Tenths,
): number {
  if (predictedTenths === null) return 0;
  const rounded = roundedPointDifference(predictedTenths, actualTenths);
  return MUNICIPALITY_TURNOUT_POINTS_BY_ROUNDED_DIFFERENCE[rounded] ?? 0;
}

/** The turnout section: every municipality with an official turnout, summed. */
export function turnoutSectionPoints(
  predicted: ReadonlyMap<MunicipalityId, Tenths>,
  actual: ReadonlyMap<MunicipalityId, Tenths>,
): number {
  let total = 0;
  for (const [municipalityId, actualTenths] of actual) {
    total += municipalityTurnoutPoints(predicted.get(municipalityId) ?? null, actualTenths);
  }
  return total;
}

/**
 * National turnout scores 5 − r with r = |predicted − actual| rounded half up. There
 * is no floor (8 off → −3), so a wild guess costs points. No prediction → 0.
 */
export function countryTurnoutPoints(predictedTenths: Tenths | null, actualTenths: Tenths): number {
  if (predictedTenths === null) return 0;
  return COUNTRY_TURNOUT_MAX_POINTS - roundedPointDifference(predictedTenths, actualTenths);
}
