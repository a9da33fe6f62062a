import { describe, expect, it } from 'vitest';
import { largestRemainder } from './largest-remainder';

describe('largestRemainder', () => {
  it('gives floors first, then the leftovers to the largest remainders', () => {
    // Quotas of 10 seats over 5:3:2 are exact.
    expect(largestRemainder([5, 3, 2], 10)).toEqual([5, 3, 2]);
    // 7 seats over 5:3:2 → quotas 3.5, 2.1, 1.4 → floors 3, 2, 1, one seat left for 0.5.
    expect(largestRemainder([5, 3, 2], 7)).toEqual([4, 2, 1]);
    // Means of a crowd: 2.6, 1.3, 1.1 over 5 seats → floors 2, 1, 1, the 0.6 wins.
    expect(largestRemainder([2.6, 1.3, 1.1], 5)).toEqual([3, 1, 1]);
  });

  it('breaks equal remainders by the lower index', () => {
    expect(largestRemainder([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(largestRemainder([1, 1, 1], 4)).toEqual([2, 1, 1]);
    expect(largestRemainder([0, 1, 1, 1], 1)).toEqual([0, 1, 0, 0]);
  });

  it('gives a near-tie to the larger value when floating point rounds both remainders alike', () => {
    // Found by the property test: two means a hair apart whose quotas' remainders came out
    // equal, where breaking the tie by index gave the smaller value 60 seats and the larger 59.
    const smaller = 249.99999999999966;
    const larger = 249.9999999999997;
    const [a, b] = largestRemainder([smaller, larger, 241.10940911515212, 0], 176);
    expect(b).toBeGreaterThanOrEqual(a!);
    expect(largestRemainder([larger, smaller, 241.10940911515212, 0], 176)[0]).toBe(b);
  });

  it('is exact for integer values where floating point would wobble', () => {
    // 1/3 · 3 in floating point is 1 exactly, but 0.1-style fractions are not: 10 parts of 1
    // over 3 seats gives remainders 0.3 each, the first three get them.
    expect(
      largestRemainder(
        Array.from({ length: 10 }, () => 1),
        3,
      ),
    ).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    // Summed seats instead of means: the same answer as the means.
    expect(largestRemainder([13, 13, 1], 10)).toEqual(largestRemainder([6.5, 6.5, 0.5], 10));
  });

  it('splits evenly when every value is 0, and returns [] for no values', () => {
    expect(largestRemainder([0, 0, 0], 7)).toEqual([3, 2, 2]);
    expect(largestRemainder([], 150)).toEqual([]);
    expect(largestRemainder([4, 2], 0)).toEqual([0, 0]);
  });

  it('rejects negative, NaN or infinite values and a bad total', () => {
    expect(() => largestRemainder([1, -1], 10)).toThrow(RangeError);
    expect(() => largestRemainder([1, Number.NaN], 10)).toThrow(RangeError);
    expect(() => largestRemainder([1, Number.POSITIVE_INFINITY], 10)).toThrow(RangeError);
    expect(() => largestRemainder([1, 2], 1.5)).toThrow(RangeError);
    expect(() => largestRemainder([1, 2], -1)).toThrow(RangeError);
  });
});
