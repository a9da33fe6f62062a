import { describe, expect, it } from 'vitest';
import {
  captainBonusPoints,
  jokerVoidAtOrBelow,
  seatPoints,
  seatPointsForDifference,
} from './seats';
import { byId, partiesNumbered } from './test-helpers';

describe('seatPointsForDifference (docs/rules.md#points)', () => {
  it.each([
    [0, 5],
    [1, 2],
    [2, 1],
    [3, -1],
    [4, -2],
    [5, -3],
    [6, -3],
    [20, -3],
    [150, -3],
  ])('gives a party %i seats off %i points', (difference, points) => {
    expect(seatPointsForDifference(difference)).toBe(points);
  });

  it.each([-1, -2, -3, -4, -5, -6, -20])(
    'scores a party predicted %i seats under its result the same as the same amount over',
    (difference) => {
      expect(seatPointsForDifference(difference)).toBe(seatPointsForDifference(-difference));
    },
  );

  it('refuses a fractional seat difference', () => {
    expect(() => seatPointsForDifference(0.5)).toThrow(RangeError);
  });
});

describe('seatPoints', () => {
  const parties = partiesNumbered(4);

  it('adds the points of every party of the election', () => {
    // off by 0, 1, 4 and 7: 5 + 2 − 2 − 3
    const predicted = byId({ 1: 30, 2: 21, 3: 6, 4: 0 });
    const actual = byId({ 1: 30, 2: 20, 3: 10, 4: 7 });
    expect(seatPoints(predicted, actual, parties)).toBe(2);
  });

  it('counts a party the player gave no seats as predicted 0', () => {
    const actual = byId({ 1: 0, 2: 1, 3: 2, 4: 10 });
    expect(seatPoints(new Map(), actual, parties)).toBe(5 + 2 + 1 - 3);
  });

  it('ignores seats given to a party that is not in the election', () => {
    const actual = byId({ 1: 10, 2: 10, 3: 10, 4: 10 });
    const predicted = byId({ 1: 10, 2: 10, 3: 10, 4: 10, 99: 50 });
    expect(seatPoints(predicted, actual, parties)).toBe(20);
  });
});

describe('captainBonusPoints (the joker)', () => {
  const JOKER = 1;

  it.each([
    ['exact on a party with 6 seats', 6, 6, 5],
    ['1 off on a party with 6 seats', 7, 6, 2],
    ['4 off on a party with 6 seats', 2, 6, -2],
    ['10 off on a party with 30 seats', 20, 30, -3],
    ['exact on a party with 5 seats', 5, 5, 0],
    ['10 off on a party with 5 seats', 15, 5, 0],
    ['exact on a party with 0 seats', 0, 0, 0],
  ])('doubles the seat points when the joker is %s (of 150)', (_case, predicted, actual, bonus) => {
    expect(
      captainBonusPoints(JOKER, byId({ [JOKER]: predicted }), byId({ [JOKER]: actual }), 150),
    ).toBe(bonus);
  });

  it.each([
    ['2 of 75 seats, predicted exactly', 75, 2, 2, 0],
    ['3 of 75 seats, predicted exactly', 75, 3, 3, 5],
    ['3 of 75 seats, predicted 1 off', 75, 4, 3, 2],
    ['1 of 31 seats, predicted exactly', 31, 1, 1, 0],
    ['2 of 31 seats, predicted exactly', 31, 2, 2, 5],
    ['5 of 150 seats, predicted exactly', 150, 5, 5, 0],
    ['6 of 150 seats, predicted exactly', 150, 6, 6, 5],
    ['3 of 150 seats, predicted exactly', 150, 3, 3, 0],
  ])(
    'scales the void threshold with the chamber: %s',
    (_case, chamber, predicted, actual, bonus) => {
      expect(
        captainBonusPoints(JOKER, byId({ [JOKER]: predicted }), byId({ [JOKER]: actual }), chamber),
      ).toBe(bonus);
    },
  );

  it('gives nothing without a joker', () => {
    expect(captainBonusPoints(null, byId({ 1: 6 }), byId({ 1: 6 }), 150)).toBe(0);
  });

  it('gives nothing for a joker on a party without a result', () => {
    expect(captainBonusPoints(42, byId({ 42: 6 }), byId({ 1: 6 }), 150)).toBe(0);
  });
});

describe('jokerVoidAtOrBelow', () => {
  it.each([
    [150, 5],
    [75, 2],
    [31, 1],
    [30, 1],
    [29, 0],
    [1, 0],
    [43, 1],
    [55, 1],
    [60, 2],
    [89, 2],
    [90, 3],
    [250, 8],
  ])('voids the joker at ⌊5 × %i / 150⌋ = %i seats or fewer', (seatCount, threshold) => {
    expect(jokerVoidAtOrBelow(seatCount)).toBe(threshold);
  });

  it.each([0, -150, 75.5, Number.NaN])('refuses a seat count of %d', (seatCount) => {
    expect(() => jokerVoidAtOrBelow(seatCount)).toThrow(RangeError);
  });
});
