import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromTenths, roundedPointDifference, toTenths } from './tenths';

describe('toTenths and fromTenths', () => {
  it.each([
    [78.3, 783],
    [0, 0],
    [100, 1000],
    [0.1 + 0.2, 3],
    [55.5, 555],
  ])('turns %f percent into %i tenths', (percent, tenths) => {
    expect(toTenths(percent)).toBe(tenths);
  });

  it('turns 783 tenths back into 78.3 percent', () => {
    expect(fromTenths(783)).toBe(78.3);
  });

  it('round-trips every one-decimal percentage from 0 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (tenths) => {
        const percent = Number((tenths / 10).toFixed(1));
        expect(toTenths(percent)).toBe(tenths);
        expect(fromTenths(toTenths(percent))).toBe(percent);
      }),
    );
  });
});

describe('roundedPointDifference', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [14, 1],
    [15, 2],
    [24, 2],
    [25, 3],
    [30, 3],
  ])('rounds a difference of %i tenths half up to %i points', (differenceTenths, points) => {
    expect(roundedPointDifference(500 + differenceTenths, 500)).toBe(points);
    expect(roundedPointDifference(500, 500 + differenceTenths)).toBe(points);
  });

  it('lets the decimal digit decide where floating point would not (64.1 vs 63.6)', () => {
    expect(64.1 - 63.6).toBeLessThan(0.5);
    expect(roundedPointDifference(toTenths(64.1), toTenths(63.6))).toBe(1);
  });

  it('refuses a percentage passed where tenths are expected', () => {
    expect(() => roundedPointDifference(78.3, 780)).toThrow(RangeError);
  });
});
