import { JOKER_MIN_SEATS_EXCLUSIVE } from '../constants';
import type { ElectionParty, PartyId, SeatCounts } from './types';

/** DESIGN §6: points for a seat difference of |predicted − actual| = index 0, 1, 2, 3, 4. */
export const SEAT_POINTS_BY_DIFFERENCE = [5, 2, 1, -1, -2] as const;
/** DESIGN §6: a party more than 4 seats off scores this. */
export const SEAT_POINTS_FAR_OFF = -3;

/** A party's seats in a count; a party that is missing has 0 (DESIGN §6). */
export function seatsOf(counts: SeatCounts, partyId: PartyId): number {
  return counts.get(partyId) ?? 0;
}

/** DESIGN §6: points for one party whose prediction is `difference` seats off, either way. */
export function seatPointsForDifference(difference: number): number {
  // A fraction would fall through the table to −3 without a word; seats are whole.
  if (!Number.isSafeInteger(difference)) {
    throw new RangeError(`A seat difference must be a whole number, got ${difference}`);
  }
  return SEAT_POINTS_BY_DIFFERENCE[Math.abs(difference)] ?? SEAT_POINTS_FAR_OFF;
}

/**
 * DESIGN §6: the seat points of every party of the election, summed. A party the player gave
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
 * DESIGN §6: the joker adds its party's seat points once more, negative ones too. It is void
 * when the party wins JOKER_MIN_SEATS_EXCLUSIVE seats or fewer, and there is no bonus without
 * a joker.
 */
export function captainBonusPoints(
  captainPartyId: PartyId | null,
  predicted: SeatCounts,
  actual: SeatCounts,
): number {
  if (captainPartyId === null) return 0;
  const actualSeats = seatsOf(actual, captainPartyId);
  if (actualSeats <= JOKER_MIN_SEATS_EXCLUSIVE) return 0;
  return seatPointsForDifference(seatsOf(predicted, captainPartyId) - actualSeats);
}
