import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestRemainder } from './largest-remainder';

/** Integer values (summed seats), fractional values (mean seats) and all-zero corners. */
const valuesArb = fc.oneof(
  fc.array(fc.integer({ min: 0, max: 150_000 }), { minLength: 1, maxLength: 40 }),
  fc.array(fc.double({ min: 0, max: 250, noNaN: true, noDefaultInfinity: true }), {
    minLength: 1,
    maxLength: 40,
  }),
  fc.array(fc.constantFrom(0, 0, 1, 2), { minLength: 1, maxLength: 40 }),
);
const totalArb = fc.integer({ min: 50, max: 250 });

const quotas = (values: readonly number[], total: number) => {
  const sum = values.reduce((a, v) => a + v, 0);
  return sum === 0 ? values.map(() => total / values.length) : values.map((v) => (v / sum) * total);
};

describe('largestRemainder properties', () => {
  it('always sums to exactly the total', () => {
    fc.assert(
      fc.property(valuesArb, totalArb, (values, total) => {
        const result = largestRemainder(values, total);
        expect(result).toHaveLength(values.length);
        expect(result.reduce((a, s) => a + s, 0)).toBe(total);
      }),
    );
  });

  it('keeps each result within 1 of its exact quota, and never negative', () => {
    fc.assert(
      fc.property(valuesArb, totalArb, (values, total) => {
        const result = largestRemainder(values, total);
        const exact = quotas(values, total);
        result.forEach((seats, i) => {
          expect(Number.isInteger(seats)).toBe(true);
          expect(seats).toBeGreaterThanOrEqual(0);
          expect(Math.abs(seats - exact[i]!)).toBeLessThan(1 + 1e-9);
        });
      }),
    );
  });

  it('gives a larger value never fewer seats than a smaller one', () => {
    fc.assert(
      fc.property(valuesArb, totalArb, (values, total) => {
        const result = largestRemainder(values, total);
        for (let i = 0; i < values.length; i++) {
          for (let j = 0; j < values.length; j++) {
            if (values[i]! > values[j]!) expect(result[i]!).toBeGreaterThanOrEqual(result[j]!);
          }
        }
      }),
    );
  });
});
