/*
 * Seats from votes by the Kieswet, articles P 5–P 9 (docs/rules.md#seats-from-votes): the quota,
 * whole quotas, then the remaining seats by largest average — at the Tweede Kamer only among
 * lists that reached the quota (`remainderRequiresQuota`, chosen per category in seat-rules.ts)
 * — and the majority correction of P 9. Equal averages are reported in `tie`, since the law
 * draws lots. P 10 (no more seats than candidates) is not modelled: the files do not say how
 * many candidates a list had. Every quotient is compared by BigInt cross-multiplication, so a
 * near-tie is never decided by a rounding error.
 */

export interface ListVotes<K> {
  /** Whatever identifies the list to the caller (a list number, a party id). */
  key: K;
  /** Valid votes for the list: a non-negative safe integer. */
  votes: number;
}

export interface SeatTie<K> {
  /** The lists whose averages were equal when the seats below were handed out. */
  contenders: K[];
  /** How many of them get a seat: fewer than `contenders.length`. */
  seats: number;
  /** Who got them here: the first `seats` contenders in input order, NOT the law's lot. */
  givenTo: K[];
}

export interface Apportionment<K> {
  /** Seats per list, every list of the input (0 included), in input order. */
  seats: Map<K, number>;
  /** Full seats (P 6) per list, for display and tests. */
  fullSeats: Map<K, number>;
  /** The quota as a fraction: totalVotes / seatCount. */
  quota: { totalVotes: number; seatCount: number };
  /**
   * Seats nobody could take: when no list has a vote, or, with `remainderRequiresQuota`, when
   * no list reached the quota (more lists than seats with none large enough). Otherwise 0 and
   * the seats add up to seatCount.
   */
  unassignedSeats: number;
  /**
   * P 8: the law draws lots when equal averages compete for fewer seats than there are such
   * lists. A pure function cannot draw lots, so it gives those seats to the contenders in input
   * order and reports the tie here; the caller must tell a person that the real outcome was
   * decided by lot. null when no tie mattered.
   */
  tie: SeatTie<K> | null;
  /** P 9, when it applied: the list that got a seat more and the list that lost it. */
  majorityCorrection: { to: K; from: K } | null;
}

export interface ApportionOptions {
  /**
   * P 7 (2): only lists that reached the quota take part in the seats left over. True (the
   * default) for the Tweede Kamer; false for Provinciale Staten, where every list with a vote
   * takes part.
   */
  remainderRequiresQuota?: boolean;
}

/** Seats for `lists` out of `seatCount` by Kieswet P 5–P 9. Pure; throws on invalid input. */
export function apportionSeats<K>(
  lists: readonly ListVotes<K>[],
  seatCount: number,
  { remainderRequiresQuota = true }: ApportionOptions = {},
): Apportionment<K> {
  if (!Number.isSafeInteger(seatCount) || seatCount < 1) {
    throw new RangeError(`seatCount must be a positive integer, got ${seatCount}`);
  }
  const keys = new Set<K>();
  for (const list of lists) {
    if (!Number.isSafeInteger(list.votes) || list.votes < 0) {
      throw new RangeError(`votes must be a non-negative integer, got ${list.votes}`);
    }
    if (keys.has(list.key)) throw new RangeError(`list ${String(list.key)} appears twice`);
    keys.add(list.key);
  }

  const S = BigInt(seatCount);
  const votes = lists.map((list) => BigInt(list.votes));
  const total = votes.reduce((sum, v) => sum + v, 0n);
  const totalVotes = lists.reduce((sum, list) => sum + list.votes, 0);
  if (!Number.isSafeInteger(totalVotes)) throw new RangeError('the total of votes is too large');

  // P 6: ⌊votes / (total / S)⌋ = ⌊votes · S / total⌋. P 7 (2): votes ≥ total / S ⇔ votes · S ≥ total.
  // Without that rule a list with no vote still stays out: its average of 0 can never win.
  const full = votes.map((v) => (total === 0n ? 0n : (v * S) / total));
  const takesPart = votes.map((v) =>
    remainderRequiresQuota ? total > 0n && v * S >= total : v > 0n,
  );
  const seats = [...full];

  let left = S - full.reduce((sum, n) => sum + n, 0n);
  let tie: SeatTie<K> | null = null;
  let lastLeftoverTo = -1;
  const leftoverOrder: number[] = [];
  const anyEligible = takesPart.some(Boolean);

  while (left > 0n && anyEligible) {
    // The eligible lists with the largest average votes / (seats + 1), by cross-multiplication.
    let best: number[] = [];
    for (let i = 0; i < lists.length; i++) {
      if (!takesPart[i]) continue;
      if (best.length === 0) {
        best = [i];
        continue;
      }
      const b = best[0]!;
      const order = compareAverages(votes[i]!, seats[i]!, votes[b]!, seats[b]!);
      if (order > 0) best = [i];
      else if (order === 0) best.push(i);
    }
    // Equal averages only matter when there are fewer seats left than lists sharing them;
    // otherwise each of them gets one in the following rounds anyway.
    if (BigInt(best.length) > left && tie === null) {
      const given = best.slice(0, Number(left));
      tie = {
        contenders: best.map((i) => lists[i]!.key),
        seats: Number(left),
        givenTo: given.map((i) => lists[i]!.key),
      };
    }
    const winner = best[0]!;
    seats[winner]! += 1n;
    lastLeftoverTo = winner;
    leftoverOrder.push(winner);
    left -= 1n;
  }

  // P 9: more than half of the votes must mean more than half of the seats.
  let majorityCorrection: Apportionment<K>['majorityCorrection'] = null;
  const majority = votes.findIndex((v) => v * 2n > total);
  if (majority >= 0 && seats[majority]! * 2n <= S && lastLeftoverTo >= 0) {
    // The last leftover seat that went to another list: if the majority list itself took the
    // last one, taking it back from it would undo the correction.
    const from = [...leftoverOrder].reverse().find((i) => i !== majority);
    if (from !== undefined) {
      seats[from]! -= 1n;
      seats[majority]! += 1n;
      majorityCorrection = { to: lists[majority]!.key, from: lists[from]!.key };
    }
  }

  const assigned = seats.reduce((sum, n) => sum + n, 0n);
  return {
    seats: new Map(lists.map((list, i) => [list.key, Number(seats[i])])),
    fullSeats: new Map(lists.map((list, i) => [list.key, Number(full[i])])),
    quota: { totalVotes, seatCount },
    unassignedSeats: Number(S - assigned),
    tie,
    majorityCorrection,
  };
}

/** Sign of votesA / (seatsA + 1) − votesB / (seatsB + 1), exactly. */
function compareAverages(votesA: bigint, seatsA: bigint, votesB: bigint, seatsB: bigint): number {
  const left = votesA * (seatsB + 1n);
  const right = votesB * (seatsA + 1n);
  return left > right ? 1 : left < right ? -1 : 0;
}
