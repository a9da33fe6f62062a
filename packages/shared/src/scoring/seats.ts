import { JOKER_MIN_SEATS_EXCLUSIVE, SEAT_COUNT_DEFAULT } from '../constants';
import type { ElectionParty, PartyId, SeatCounts } from './types';

/** Points for a seat difference of |predicted − actual| = index 0, 1, 2, 3, 4. */
export const SEAT_POINTS_BY_DIFFERENCE = [5, 2, 1, -1, -2] as const;
/** A party more than 4 seats off scores this. */
export const SEAT_POINTS_FAR_OFF = -3;

/** A party's seats in a count; a party that is missing has 0 (docs/rules.md#points). */
export function seatsOf(counts: SeatCounts, partyId: PartyId): number {
  return counts.get(partyId) ?? 0;
}

/** Points for one party whose prediction is `difference` seats off, either way. */
export function seatPointsForDifference(difference: number): number {
  // A fraction would fall through the table to −3 without a word; seats are whole.
  if (!Number.isSafeInteger(difference)) {
    throw new RangeError(`A seat difference must be a whole number, got ${difference}`);
  }
  return SEAT_POINTS_BY_DIFFERENCE[Math.abs(difference)] ?? SEAT_POINTS_FAR_OFF;
}

/**
 * The seat points of every party of the election, summed. A party the player gave
 * no seats counts as predicted 0, so an untouched seat grid still scores.
 */
export function seatPoints(
  predicted: SeatCounts,
  actual: SeatCounts,
  parties: readonly ElectionParty[],
): number {
  let total = 0;
  for (const party of parties) {
    total += seatPointsForDifference(seatsOf(predicted, party.id) - seatsOf(actual, party.id));
  }
  return total;
}

/**
 * The joker is void when its party wins this many seats or fewer: 5 of 150 scaled to the
 * chamber and rounded down, ⌊5 × seatCount / 150⌋, so 2 of 75 and 1 of 31. A small party
 * should be as small a share of an Eerste Kamer or a Staten as of the Tweede Kamer.
 */
export function jokerVoidAtOrBelow(seatCount: number): number {
  if (!Number.isSafeInteger(seatCount) || seatCount < 1) {
    throw new RangeError(`A chamber's seat count must be a positive integer, got ${seatCount}`);
  }
  // Whole numbers throughout: 5 × seatCount is exact, and Math.floor of an exact quotient of
  // integers cannot land on the wrong side of a whole number.
  return Math.floor((JOKER_MIN_SEATS_EXCLUSIVE * seatCount) / SEAT_COUNT_DEFAULT);
}

/**
 * The joker adds its party's seat points once more, negative ones too. It is void
 * when the party wins jokerVoidAtOrBelow(chamberSeatCount) seats or fewer, and there is no
 * bonus without a joker.
 */
export function captainBonusPoints(
  captainPartyId: PartyId | null,
  predicted: SeatCounts,
  actual: SeatCounts,
  chamberSeatCount: number,
): number {
  if (captainPartyId === null) return 0;
  const actualSeats = seatsOf(actual, captainPartyId);
  if (actualSeats <= jokerVoidAtOrBelow(chamberSeatCount)) return 0;
  return seatPointsForDifference(seatsOf(predicted, captainPartyId) - actualSeats);
}
