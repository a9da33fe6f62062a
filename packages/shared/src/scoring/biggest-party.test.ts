import { describe, expect, it } from 'vitest';
import { biggestPartyPoints, biggestPartySectionPoints } from './biggest-party';
import { byId } from './test-helpers';

describe('biggestPartyPoints (docs/rules.md#points)', () => {
  it.each([
    ['the biggest party', 3, 2],
    ['another party', 4, 0],
    ['no party', null, 0],
  ])('gives a player who picked %s the right points', (_case, predicted, points) => {
    expect(biggestPartyPoints(predicted, 3)).toBe(points);
  });
});

describe('biggestPartySectionPoints', () => {
  it('adds +2 for every municipality whose official biggest party the player picked', () => {
    const predicted = byId({ 1: 3, 2: 4, 3: 5, 9: 1 });
    const actual = byId({ 1: 3, 2: 3, 3: 5, 4: 1 });
    expect(biggestPartySectionPoints(predicted, actual)).toBe(4);
  });

  it('is 0 while no municipality has a result', () => {
    expect(biggestPartySectionPoints(byId({ 1: 3 }), new Map())).toBe(0);
  });
});
