import type { MunicipalityId } from './types';

/** Points for naming the municipality that finished counting first. */
export const FIRST_MUNICIPALITY_POINTS = 2;

/** +2 if the player's pick finished counting first, else 0 (also with no pick). */
export function firstMunicipalityPoints(
  predictedId: MunicipalityId | null,
  firstCountedId: MunicipalityId | null,
): number {
  return predictedId !== null && predictedId === firstCountedId ? FIRST_MUNICIPALITY_POINTS : 0;
}
