/*
 * The Eerste Kamer projected from the seats of the bodies that elect it (the twelve Provinciale
 * Staten and the kiescolleges), each member's vote weighted by the body's stemwaarde: the
 * quota, whole quotas, then largest averages, a seeded lot for equal averages (lot.ts), in
 * exact BigInt arithmetic. A body without seats adds nothing, so the projection grows as the
 * provinces come in. The method and its simplifications: docs/rules/eerste-kamer-projection.md.
 */
import type { ApportionOptions } from './apportion-seats';
import { drawLots } from './lot';

/** A party as the caller names it; its ordering (numbers, then strings) fixes output order. */
export type PartyKey = string | number;

export interface ElectingBody<K extends PartyKey> {
  /** Names the body to the caller and in errors (a province, a kiescollege). */
  key: string;
  /** The weight of each of its members' votes: a positive integer. */
  stemwaarde: number;
  /** Seats per party in the body; a missing party, or an empty map, has none. */
  seats: ReadonlyMap<K, number>;
}

export interface LotTie<K> {
  /** The parties whose averages were equal when the seats below were handed out. */
  contenders: K[];
  /** How many of them get a seat: fewer than `contenders.length`. */
  seats: number;
  /** Who got them, by the seeded lot. */
  givenTo: K[];
  byLot: true;
}

export interface EersteKamerProjection<K> {
  /** Seats per party: every party in any body (0 included), ordered by key. */
  seats: Map<K, number>;
  /** Each party's value: Σ its seats × the body's stemwaarde. */
  values: Map<K, number>;
  /** Whole seats per party: ⌊value / quota⌋. */
  wholeSeats: Map<K, number>;
  /** The quota as a fraction: totalValue / seatCount. */
  quota: { totalValue: number; seatCount: number };
  /**
   * Seats nobody could take: when no body has seats yet, or, with `remainderRequiresQuota`,
   * when no party reached the quota. Otherwise 0 and the seats add up to seatCount.
   */
  unassignedSeats: number;
  /** The tie the lot decided, or null when none mattered. */
  tie: LotTie<K> | null;
}

/**
 * The Eerste Kamer that the bodies' seats would elect. Pure; throws RangeError on invalid
 * input. Options default to every list taking part in the seats left over.
 */
export function projectEersteKamer<K extends PartyKey>(
  bodies: readonly ElectingBody<K>[],
  seatCount: number,
  lotSeed: string,
  { remainderRequiresQuota = false }: ApportionOptions = {},
): EersteKamerProjection<K> {
  if (!Number.isSafeInteger(seatCount) || seatCount < 1) {
    throw new RangeError(`seatCount must be a positive integer, got ${seatCount}`);
  }
  const valueByParty = new Map<K, bigint>();
  const bodyKeys = new Set<string>();
  for (const body of bodies) {
    if (bodyKeys.has(body.key)) throw new RangeError(`body ${body.key} appears twice`);
    bodyKeys.add(body.key);
    if (!Number.isSafeInteger(body.stemwaarde) || body.stemwaarde < 1) {
      throw new RangeError(`stemwaarde of ${body.key} must be a positive integer`);
    }
    for (const [party, seats] of body.seats) {
      if (!Number.isSafeInteger(seats) || seats < 0) {
        throw new RangeError(`seats of ${String(party)} in ${body.key} must be a whole number`);
      }
      const value = BigInt(seats) * BigInt(body.stemwaarde);
      valueByParty.set(party, (valueByParty.get(party) ?? 0n) + value);
    }
  }

  // A fixed order, whatever order the bodies or their maps came in: the output and the lot
  // must not depend on it.
  const parties = [...valueByParty.keys()].sort(comparePartyKeys);
  const values = parties.map((party) => valueByParty.get(party)!);
  const total = values.reduce((sum, v) => sum + v, 0n);
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('the total value is too large');

  const S = BigInt(seatCount);
  // ⌊value / (total / S)⌋ = ⌊value · S / total⌋; value ≥ total / S ⇔ value · S ≥ total.
  const whole = values.map((v) => (total === 0n ? 0n : (v * S) / total));
  const takesPart = values.map((v) =>
    remainderRequiresQuota ? total > 0n && v * S >= total : v > 0n,
  );
  const seats = [...whole];
  let left = S - whole.reduce((sum, n) => sum + n, 0n);
  let tie: LotTie<K> | null = null;

  while (left > 0n && takesPart.some(Boolean)) {
    const best = largestAverages(values, seats, takesPart);
    if (BigInt(best.length) <= left) {
      // Each of them would get one in the next rounds anyway, in any order.
      for (const i of best) seats[i]! += 1n;
      left -= BigInt(best.length);
      continue;
    }
    // Fewer seats than equal averages: the lot. After it no seat is left, so there is one tie.
    const drawn = drawLots(best, lotSeed).slice(0, Number(left));
    for (const i of drawn) seats[i]! += 1n;
    tie = {
      contenders: best.map((i) => parties[i]!),
      seats: Number(left),
      givenTo: drawn.map((i) => parties[i]!),
      byLot: true,
    };
    left = 0n;
  }

  return {
    seats: new Map(parties.map((party, i) => [party, Number(seats[i])])),
    values: new Map(parties.map((party, i) => [party, Number(values[i])])),
    wholeSeats: new Map(parties.map((party, i) => [party, Number(whole[i])])),
    quota: { totalValue: Number(total), seatCount },
    unassignedSeats: Number(left),
    tie,
  };
}

/** The indices, in order, of the parties taking part that share the largest value / (seats + 1). */
function largestAverages(
  values: readonly bigint[],
  seats: readonly bigint[],
  takesPart: readonly boolean[],
): number[] {
  let best: number[] = [];
  for (let i = 0; i < values.length; i++) {
    if (!takesPart[i]) continue;
    const b = best[0];
    if (b === undefined) {
      best = [i];
      continue;
    }
    // value_i / (seats_i + 1) against value_b / (seats_b + 1), by cross-multiplication.
    const left = values[i]! * (seats[b]! + 1n);
    const right = values[b]! * (seats[i]! + 1n);
    if (left > right) best = [i];
    else if (left === right) best.push(i);
  }
  return best;
}

/** Numbers before strings; numbers by value, strings by UTF-16 code units (locale-free). */
function comparePartyKeys(a: PartyKey, b: PartyKey): number {
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
