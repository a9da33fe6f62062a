import { describe, expect, it } from 'vitest';
import { shareTenths, turnoutTenthsFromCounts } from './turnout-from-counts';

describe('turnoutTenthsFromCounts', () => {
  it.each([
    // votes, eligible, tenths
    [783, 1000, 783],
    [7834, 10000, 783], // 78.34 → 78.3
    [7835, 10000, 784], // 78.35 → 78.4: half up
    [7836, 10000, 784],
    [1, 3, 333], // 33.33…% → 33.3
    [1, 3000, 0], // 0.033…% → 0.0
    [2, 3, 667], // 66.66…% → 66.7
    [0, 5, 0],
    [5, 5, 1000],
    // TK2021 national (510d): 10,422,852 + 22,652 + 17,173 of 13,187,770 = 79.336…% → 79.3
    [10462677, 13187770, 793],
  ])('turns %i votes of %i eligible voters into %i tenths', (votes, eligible, tenths) => {
    expect(turnoutTenthsFromCounts(votes, eligible)).toEqual({
      tenths,
      uncappedTenths: tenths,
      isCapped: false,
    });
  });

  it('caps a turnout above 100% at 100.0% and says so', () => {
    expect(turnoutTenthsFromCounts(1012, 1000)).toEqual({
      tenths: 1000,
      uncappedTenths: 1012,
      isCapped: true,
    });
    // 100.04% rounds to 100.0 and is not above the cap.
    expect(turnoutTenthsFromCounts(10004, 10000)).toEqual({
      tenths: 1000,
      uncappedTenths: 1000,
      isCapped: false,
    });
  });

  it('has no turnout without eligible voters', () => {
    expect(turnoutTenthsFromCounts(1234, 0)).toBeNull();
  });

  it.each([
    [-1, 10],
    [1.5, 10],
    [1, Number.NaN],
  ])('refuses %d votes of %d eligible voters', (votes, eligible) => {
    expect(() => turnoutTenthsFromCounts(votes, eligible)).toThrow(RangeError);
  });
});

describe('shareTenths', () => {
  it('rounds a share half up in tenths, and has none of nothing', () => {
    expect(shareTenths(1, 8)).toBe(125); // 12.5%
    expect(shareTenths(1, 16)).toBe(63); // 6.25% → 6.3
    expect(shareTenths(0, 0)).toBeNull();
  });
});
