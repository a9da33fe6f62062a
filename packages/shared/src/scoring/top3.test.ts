import { describe, expect, it } from 'vitest';
import { TOP3_POSITIONS } from '../constants';
import { byId, partiesNumbered } from './test-helpers';
import {
  TOP3_POINTS_BY_CORRECT,
  actualTop3Set,
  top3CorrectCount,
  top3Parties,
  top3Points,
  top3SectionPoints,
} from './top3';

const sorted = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b);

describe("top3Parties (the player's top 3)", () => {
  it('takes the three parties with the most predicted seats, most first', () => {
    const parties = partiesNumbered(5);
    expect(top3Parties(byId({ 1: 5, 2: 40, 3: 10, 4: 30, 5: 20 }), parties)).toEqual([2, 4, 5]);
  });

  it('breaks a tie by list number, not by id or input order', () => {
    // Party 1 has list number 9, party 3 list number 2: 3 wins the tie for the third place.
    const parties = partiesNumbered(4, [9, 1, 2, 3]);
    expect(top3Parties(byId({ 1: 10, 2: 40, 3: 10, 4: 30 }), parties)).toEqual([2, 4, 3]);
  });

  it('holds fewer than three parties when the player gave seats to fewer', () => {
    const parties = partiesNumbered(4);
    expect(top3Parties(byId({ 1: 0, 2: 100, 3: 50 }), parties)).toEqual([2, 3]);
  });

  it('is empty for an untouched seat grid', () => {
    expect(top3Parties(new Map(), partiesNumbered(4))).toEqual([]);
  });
});

describe('actualTop3Set', () => {
  it.each([
    ['30, 20, 10, 5', { 1: 30, 2: 20, 3: 10, 4: 5 }, [1, 2, 3]],
    ['30, 20, 10, 10 (tie at the boundary)', { 1: 30, 2: 20, 3: 10, 4: 10 }, [1, 2, 3, 4]],
    ['30, 20, 20, 10 (tie above the boundary)', { 1: 30, 2: 20, 3: 20, 4: 10 }, [1, 2, 3]],
    ['30, 30, 30, 30', { 1: 30, 2: 30, 3: 30, 4: 30 }, [1, 2, 3, 4]],
    ['100, 50, 0, 0 (fewer than three with seats)', { 1: 100, 2: 50, 3: 0, 4: 0 }, [1, 2]],
    ['150, 0, 0, 0', { 1: 150 }, [1]],
    ['no seats at all', {}, []],
  ])('for actual seats %s holds the right parties', (_case, seats, expected) => {
    expect(sorted(actualTop3Set(byId(seats), partiesNumbered(4)))).toEqual(expected);
  });

  it('never lets a party without seats in, even with fewer than three parties', () => {
    expect(sorted(actualTop3Set(byId({ 1: 100, 2: 50 }), partiesNumbered(2)))).toEqual([1, 2]);
  });
});

describe('top3Points', () => {
  it.each([
    [3, 8],
    [2, 5],
    [1, 3],
    [0, 0],
  ])('gives %i correct parties %i points', (correct, points) => {
    expect(top3Points(correct)).toBe(points);
  });

  it('has one entry per possible count of correct parties', () => {
    expect(TOP3_POINTS_BY_CORRECT).toHaveLength(TOP3_POSITIONS + 1);
  });

  it.each([-1, 4, 1.5])('refuses an impossible correct count of %f', (correct) => {
    expect(() => top3Points(correct)).toThrow(RangeError);
  });
});

describe('top3CorrectCount and top3SectionPoints', () => {
  const parties = partiesNumbered(5);

  it('counts membership of the set, not the position', () => {
    expect(top3CorrectCount([3, 1, 2], new Set([1, 2, 3]))).toBe(3);
  });

  it('counts a player pick tied at the actual boundary as correct', () => {
    const actual = byId({ 1: 30, 2: 20, 3: 10, 4: 10, 5: 2 });
    const predicted = byId({ 1: 30, 2: 20, 4: 12, 3: 5 });
    expect(top3SectionPoints(predicted, actual, parties)).toBe(8);
  });

  it('scores a player with only two parties predicted for at most two correct', () => {
    const actual = byId({ 1: 30, 2: 20, 3: 10 });
    expect(top3SectionPoints(byId({ 1: 100, 2: 50 }), actual, parties)).toBe(5);
  });

  it('scores one correct party with 3 points', () => {
    const actual = byId({ 1: 30, 2: 20, 3: 10, 4: 5, 5: 1 });
    expect(top3SectionPoints(byId({ 3: 40, 4: 30, 5: 20 }), actual, parties)).toBe(3);
  });

  it('scores no correct party with 0 points', () => {
    const actual = byId({ 1: 30, 2: 20, 3: 10, 4: 5, 5: 1 });
    expect(top3SectionPoints(byId({ 4: 40, 5: 30 }), actual, parties)).toBe(0);
  });
});
