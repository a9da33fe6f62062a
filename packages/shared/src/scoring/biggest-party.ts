import type { MunicipalityId, PartyId } from './types';

/** Points for the right biggest party in one municipality. */
export const BIGGEST_PARTY_POINTS = 2;

/** +2 if the predicted party is the biggest in the municipality, else 0. */
export function biggestPartyPoints(
  predictedPartyId: PartyId | null,
  actualPartyId: PartyId,
): number {
  return predictedPartyId === actualPartyId ? BIGGEST_PARTY_POINTS : 0;
}

/** The biggest-party section: every municipality with an official result, summed. */
export function biggestPartySectionPoints(
  predicted: ReadonlyMap<MunicipalityId, PartyId>,
  actual: ReadonlyMap<MunicipalityId, PartyId>,
): number {
  let total = 0;
  for (const [municipalityId, actualPartyId] of actual) {
    total += biggestPartyPoints(predicted.get(municipalityId) ?? null, actualPartyId);
  }
  return total;
}
