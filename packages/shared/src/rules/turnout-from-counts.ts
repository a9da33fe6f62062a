import { TURNOUT_MAX } from '../constants';
import type { Tenths } from '../scoring/types';

export interface CountedTurnout {
  /** Tenths of a percent (docs/decisions/002-turnout-in-tenths.md), at most 100.0%. */
  tenths: Tenths;
  /** Before the cap, for telling the admin what the files said (1012 = 101.2%). */
  uncappedTenths: Tenths;
  /** More votes than eligible voters (kiezerspassen on the Wadden islands): cut to 100.0%. */
  isCapped: boolean;
}

/**
 * Turnout = votes cast (valid + blank + invalid) / eligible voters, in tenths of a
 * percent rounded half up, capped at 100.0%. Integer arithmetic only: 1000 · votes / eligible
 * rounded half up is ⌊(2000 · votes + eligible) / (2 · eligible)⌋, done in BigInt so no
 * quotient is ever a float. null when there are no eligible voters to divide by.
 */
export function turnoutTenthsFromCounts(
  votesCast: number,
  eligible: number,
): CountedTurnout | null {
  for (const value of [votesCast, eligible]) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`a count must be a non-negative integer, got ${value}`);
    }
  }
  if (eligible === 0) return null;
  const votes = BigInt(votesCast);
  const voters = BigInt(eligible);
  const tenths = Number((2000n * votes + voters) / (2n * voters));
  const max = TURNOUT_MAX * 10;
  return tenths > max
    ? { tenths: max, uncappedTenths: tenths, isCapped: true }
    : { tenths, uncappedTenths: tenths, isCapped: false };
}

/**
 * A share in tenths of a percent, rounded half up (the biggest party's share of the valid
 * votes); null when the whole is 0.
 */
export function shareTenths(part: number, whole: number): Tenths | null {
  if (whole === 0) return null;
  return Number((2000n * BigInt(part) + BigInt(whole)) / (2n * BigInt(whole)));
}
