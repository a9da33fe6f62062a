import { describe, expect, it } from 'vitest';
import { byId } from './test-helpers';
import { toTenths } from './tenths';
import { countryTurnoutPoints, municipalityTurnoutPoints, turnoutSectionPoints } from './turnout';

describe('municipalityTurnoutPoints (docs/rules.md#points)', () => {
  it.each([
    [0, 3],
    [0.4, 3],
    [0.5, 2],
    [1.4, 2],
    [1.5, 1],
    [2.4, 1],
    [2.5, 0],
    [3.0, 0],
    [40, 0],
  ])('gives a turnout %f points off %i points', (difference, points) => {
    const actual = toTenths(70);
    expect(municipalityTurnoutPoints(actual + toTenths(difference), actual)).toBe(points);
    expect(municipalityTurnoutPoints(actual - toTenths(difference), actual)).toBe(points);
  });

  it('scores an exact one-decimal prediction with 3 points', () => {
    expect(municipalityTurnoutPoints(toTenths(78.3), toTenths(78.3))).toBe(3);
  });

  it('decides on the decimal digit where floating-point subtraction would not', () => {
    // 64.1 − 63.6 is 0.4999… in floating point, but the difference is 0.5: +2, not +3.
    expect(municipalityTurnoutPoints(toTenths(64.1), toTenths(63.6))).toBe(2);
  });

  it('gives a municipality without a prediction 0 points', () => {
    expect(municipalityTurnoutPoints(null, toTenths(70))).toBe(0);
  });
});

describe('turnoutSectionPoints', () => {
  it('adds the points of every municipality with an official turnout', () => {
    const predicted = byId({ 1: 700, 2: 715, 3: 900 });
    const actual = byId({ 1: 702, 2: 700, 4: 650 });
    // 1: 0.2 off → 3; 2: 1.5 off → 1; 4: no prediction → 0; 3: no result, not scored.
    expect(turnoutSectionPoints(predicted, actual)).toBe(4);
  });

  it('is 0 while no municipality has a result', () => {
    expect(turnoutSectionPoints(byId({ 1: 700 }), new Map())).toBe(0);
  });
});

describe('countryTurnoutPoints (docs/rules.md#points)', () => {
  it.each([
    [0, 5],
    [0.4, 5],
    [0.5, 4],
    [1, 4],
    [4.4, 1],
    [4.5, 0],
    [5, 0],
    [8, -3],
    [8.5, -4],
    [50, -45],
  ])('gives a national turnout %f points off %i points', (difference, points) => {
    const actual = toTenths(78.5);
    expect(countryTurnoutPoints(actual + toTenths(difference), actual)).toBe(points);
    expect(countryTurnoutPoints(actual - toTenths(difference), actual)).toBe(points);
  });

  it('gives no prediction 0 points, not a penalty', () => {
    expect(countryTurnoutPoints(null, toTenths(78.5))).toBe(0);
  });
});
