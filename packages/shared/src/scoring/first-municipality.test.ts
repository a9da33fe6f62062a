import { describe, expect, it } from 'vitest';
import { firstMunicipalityPoints } from './first-municipality';

describe('firstMunicipalityPoints (docs/rules.md#points)', () => {
  it.each([
    ['the municipality that counted first', 7, 7, 2],
    ['another municipality', 8, 7, 0],
    ['nothing', null, 7, 0],
    ['a municipality before any result', 7, null, 0],
    ['nothing before any result', null, null, 0],
  ])('gives a player who picked %s the right points', (_case, predicted, actual, points) => {
    expect(firstMunicipalityPoints(predicted, actual)).toBe(points);
  });
});
