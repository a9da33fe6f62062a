import { largestRemainder } from '../apportionment/largest-remainder';

/*
 * The quick start's arithmetic (docs/decisions/063-quick-start.md): a source's seats — a poll, the mean of
 * several, a previous chamber of another size — turned into a chamber of exactly `total` seats.
 */

export interface PartySeatsRow {
  party_id: number;
  seats: number;
}

/**
 * Every poll's share per party averaged, each poll counting once whatever its total (a poll
 * entered before the election's seat count changed still weighs the same). Polls without a
 * single seat are left out; none left: an empty map.
 */
export function meanShares(polls: ReadonlyArray<ReadonlyMap<number, number>>): Map<number, number> {
  const counted = polls
    .map((poll) => ({ poll, total: [...poll.values()].reduce((sum, seats) => sum + seats, 0) }))
    .filter(({ total }) => total > 0);
  const shares = new Map<number, number>();
  for (const { poll, total } of counted) {
    for (const [partyId, seats] of poll) {
      shares.set(partyId, (shares.get(partyId) ?? 0) + seats / total / counted.length);
    }
  }
  return shares;
}

/**
 * `source`'s numbers for `partyIds` (in that order) rounded by largest remainder so that they
 * sum to exactly `total`; a party the source does not name gets 0, and the source's parties
 * that are not in `partyIds` are left out before scaling (their seats go to the others in
 * proportion). Null when no party of `partyIds` has anything in the source: there are no
 * proportions to follow, and an even split would be a made-up prediction.
 */
export function scaleSeatsToTotal(
  source: ReadonlyMap<number, number>,
  partyIds: readonly number[],
  total: number,
): PartySeatsRow[] | null {
  const values = partyIds.map((partyId) => Math.max(0, source.get(partyId) ?? 0));
  if (values.every((value) => value === 0)) return null;
  const seats = largestRemainder(values, total);
  return partyIds.map((partyId, i) => ({ party_id: partyId, seats: seats[i]! }));
}
