import { describe, expect, it } from 'vitest';
import { ACCURACY_THRESHOLDS } from '../constants';
import { seatAccuracy, turnoutAccuracy } from './accuracy';
import { seatPointsForDifference } from './seats';
import { toTenths } from './tenths';

describe('seatAccuracy', () => {
  it.each([
    [0, 100],
    [1, 80],
    [-1, 80],
    [2, 60],
    [3, 40],
    [4, 20],
    [5, 0],
    [-20, 0],
  ])('rates a party %i seats off at %i', (difference, accuracy) => {
    expect(seatAccuracy(difference)).toBe(accuracy);
  });

  it('colours green exactly the seat differences that earn at least +2', () => {
    for (let difference = 0; difference <= 10; difference++) {
      expect(seatAccuracy(difference) >= ACCURACY_THRESHOLDS.green).toBe(
        seatPointsForDifference(difference) >= 2,
      );
    }
  });
});

describe('turnoutAccuracy', () => {
  it.each([
    [0, 100],
    [0.4, 92],
    [1, 80],
    [1.5, 70],
    [2, 60],
    [3, 40],
    [5, 0],
    [30, 0],
  ])('rates a turnout %f points off at %i', (difference, accuracy) => {
    const actual = toTenths(65);
    expect(turnoutAccuracy(actual + toTenths(difference), actual)).toBe(accuracy);
    expect(turnoutAccuracy(actual - toTenths(difference), actual)).toBe(accuracy);
  });
});
