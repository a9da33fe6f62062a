import { TOP3_POSITIONS } from '../constants';
import { seatsOf } from './seats';
import type { ElectionParty, PartyId, SeatCounts } from './types';

/** Points for 0, 1, 2 or 3 of the player's top-3 parties in the actual top 3. */
export const TOP3_POINTS_BY_CORRECT = [0, 3, 5, 8] as const;

export interface RankedParty {
  party: ElectionParty;
  seats: number;
}

/**
 * Parties with at least one seat, most seats first, equal seats by list number ascending.
 * The player's top 3 is the head of this list (docs/rules.md#points); the admin comparison shows
 * the head of the actual list beside it.
 */
export function rankPartiesBySeats(
  counts: SeatCounts,
  parties: readonly ElectionParty[],
): RankedParty[] {
  return parties
    .map((party) => ({ party, seats: seatsOf(counts, party.id) }))
    .filter((entry) => entry.seats >= 1)
    .sort((a, b) => b.seats - a.seats || a.party.listNumber - b.party.listNumber);
}

/**
 * The player's top 3 — the three parties with the most predicted seats (at least
 * one), ties broken by list number. Fewer than three when fewer parties have seats.
 */
export function top3Parties(predicted: SeatCounts, parties: readonly ElectionParty[]): PartyId[] {
  return rankPartiesBySeats(predicted, parties)
    .slice(0, TOP3_POSITIONS)
    .map((entry) => entry.party.id);
}

/**
 * Every party whose actual seats are ≥ the third-highest actual seat count, so
 * ties at the boundary all count (30, 20, 10, 10 → four parties).
 *
 * A party without seats never counts. When fewer than three parties have seats, the
 * third-highest count is 0; rather than letting every seatless party in, the set is then just
 * the parties that do have seats (the threshold never drops below 1). This mirrors the
 * player's side, where a party needs at least one predicted seat to be in the top 3.
 */
export function actualTop3Set(
  actual: SeatCounts,
  parties: readonly ElectionParty[],
): ReadonlySet<PartyId> {
  const countsDescending = parties.map((party) => seatsOf(actual, party.id)).sort((a, b) => b - a);
  const threshold = Math.max(1, countsDescending[TOP3_POSITIONS - 1] ?? 0);
  return new Set(
    parties.filter((party) => seatsOf(actual, party.id) >= threshold).map((party) => party.id),
  );
}

/** How many of the player's top-3 parties are in the actual top-3 set. */
export function top3CorrectCount(
  playerTop3: readonly PartyId[],
  actualSet: ReadonlySet<PartyId>,
): number {
  return playerTop3.filter((partyId) => actualSet.has(partyId)).length;
}

/** 3 correct → +8, 2 → +5, 1 → +3, 0 → 0. */
export function top3Points(correctCount: number): number {
  const points = TOP3_POINTS_BY_CORRECT[correctCount];
  if (points === undefined) {
    throw new RangeError(`A top-3 correct count is 0 to ${TOP3_POSITIONS}, got ${correctCount}`);
  }
  return points;
}

/** The top-3 section, from the predicted and the actual seats. */
export function top3SectionPoints(
  predicted: SeatCounts,
  actual: SeatCounts,
  parties: readonly ElectionParty[],
): number {
  return top3Points(
    top3CorrectCount(top3Parties(predicted, parties), actualTop3Set(actual, parties)),
  );
}
