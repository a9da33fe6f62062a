import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coalitionSeats,
  formatCoalitionParam,
  hasMajority,
  majorityThreshold,
  minimalWinningCoalitions,
  parseCoalitionParam,
} from './coalition';

describe('majorityThreshold', () => {
  it('is more than half of the seats', () => {
    expect(majorityThreshold(150)).toBe(76);
    expect(majorityThreshold(151)).toBe(76);
    expect(majorityThreshold(50)).toBe(26);
    expect(majorityThreshold(250)).toBe(126);
  });

  it('marks 76 of 150 as a majority and 75 as not', () => {
    expect(hasMajority(76, 150)).toBe(true);
    expect(hasMajority(75, 150)).toBe(false);
  });
});

describe('coalitionSeats', () => {
  const seats = new Map([
    [1, 30],
    [2, 25],
    [3, 0],
  ]);
  it('adds the seats of the chosen parties, unknown ones as 0, each party once', () => {
    expect(coalitionSeats(seats, [1, 2])).toBe(55);
    expect(coalitionSeats(seats, [1, 1, 3, 99])).toBe(30);
    expect(coalitionSeats(seats, [])).toBe(0);
  });
});

describe('minimalWinningCoalitions', () => {
  // A house of 150 seats: 37, 25, 24, 20, 9, 7, 5, 5 and 18.
  const tk2023 = [
    { id: 1, seats: 37 },
    { id: 2, seats: 25 },
    { id: 3, seats: 24 },
    { id: 4, seats: 20 },
    { id: 5, seats: 9 },
    { id: 6, seats: 7 },
    { id: 7, seats: 5 },
    { id: 8, seats: 5 },
    { id: 9, seats: 18 },
  ];

  it('lists fewest parties first, then fewest seats', () => {
    const result = minimalWinningCoalitions(tk2023, 150, { limit: 3 });
    // No pair reaches 76 (37 + 25 = 62). Three-party majorities, smallest first:
    // 37+24+18 = 79, 37+25+18 = 80, 37+24+20 = 81 (37+20+18 = 75 falls short).
    expect(result).toEqual([
      { partyIds: [1, 3, 9], seats: 79 },
      { partyIds: [1, 2, 9], seats: 80 },
      { partyIds: [1, 3, 4], seats: 81 },
    ]);
  });

  it('never lists a coalition that keeps its majority without one of its parties', () => {
    const result = minimalWinningCoalitions(tk2023, 150, { limit: 50 });
    expect(result.length).toBeGreaterThan(3);
    for (const c of result) {
      const seats = new Map(tk2023.map((p) => [p.id, p.seats]));
      expect(coalitionSeats(seats, c.partyIds)).toBe(c.seats);
      expect(c.seats).toBeGreaterThanOrEqual(76);
      for (const id of c.partyIds) expect(c.seats - seats.get(id)!).toBeLessThan(76);
    }
  });

  it('finds a single party with a majority alone, and nothing when nobody has seats', () => {
    // 80 + 70 is no minimal majority: without the 70 the 80 still has one.
    expect(
      minimalWinningCoalitions(
        [
          { id: 7, seats: 80 },
          { id: 8, seats: 70 },
        ],
        150,
      ),
    ).toEqual([{ partyIds: [7], seats: 80 }]);
    expect(minimalWinningCoalitions([{ id: 1, seats: 0 }], 150)).toEqual([]);
  });

  it('keeps to the limit and orders by size, then seats (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 1, max: 12 }),
        (seatList, limit) => {
          const parties = seatList.map((seats, i) => ({ id: i + 1, seats }));
          const total = seatList.reduce((a, s) => a + s, 0);
          const result = minimalWinningCoalitions(parties, Math.max(total, 1), { limit });
          expect(result.length).toBeLessThanOrEqual(limit);
          for (let i = 1; i < result.length; i++) {
            const [a, b] = [result[i - 1]!, result[i]!];
            expect(
              a.partyIds.length < b.partyIds.length ||
                (a.partyIds.length === b.partyIds.length && a.seats <= b.seats),
            ).toBe(true);
          }
        },
      ),
    );
  });
});

describe('the coalition in the address', () => {
  const parties = [
    { id: 1, name: 'VVD' },
    { id: 2, name: 'D66' },
    { id: 3, name: 'CDA' },
  ];
  it('reads names case-insensitively, drops unknown ones and repeats', () => {
    expect(parseCoalitionParam('VVD,d66, CDA,XYZ,vvd', parties)).toEqual([1, 2, 3]);
    expect(parseCoalitionParam(null, parties)).toEqual([]);
    expect(parseCoalitionParam('', parties)).toEqual([]);
  });
  it('writes names back in the chosen order', () => {
    expect(formatCoalitionParam([3, 1], parties)).toBe('CDA,VVD');
    expect(parseCoalitionParam(formatCoalitionParam([2, 3], parties), parties)).toEqual([2, 3]);
  });
});
