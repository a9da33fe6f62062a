import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crowdParliament } from './crowd.service';

/**
 * Random crowds as the seat table holds them: per player a list of seats (each a party index),
 * from a single seat to a full house, over 1–30 parties and seat counts 50–250.
 */
const crowdArb = fc
  .record({
    seatCount: fc.integer({ min: 50, max: 250 }),
    partyCount: fc.integer({ min: 1, max: 30 }),
  })
  .chain(({ seatCount, partyCount }) =>
    fc.record({
      seatCount: fc.constant(seatCount),
      partyCount: fc.constant(partyCount),
      players: fc.array(
        fc.array(fc.integer({ min: 0, max: partyCount - 1 }), {
          minLength: 1,
          maxLength: seatCount,
        }),
        { minLength: 1, maxLength: 40 },
      ),
    }),
  );

/** What selectPartyStats sums: every party's seats over the crowd. */
function totalsOf(partyCount: number, players: number[][]): number[] {
  const totals = new Array<number>(partyCount).fill(0);
  for (const seats of players) for (const party of seats) totals[party]! += 1;
  return totals;
}

describe('the crowd parliament', () => {
  it('always sums to exactly the seat count, each party within one seat of its mean scaled up', () => {
    fc.assert(
      fc.property(crowdArb, ({ seatCount, partyCount, players }) => {
        const totals = totalsOf(partyCount, players);
        const parliament = crowdParliament(totals, seatCount);
        expect(parliament.reduce((sum, n) => sum + n, 0)).toBe(seatCount);
        const assigned = totals.reduce((sum, n) => sum + n, 0);
        parliament.forEach((seats, i) => {
          const means = totals[i]! / players.length;
          const scaled = (means / (assigned / players.length)) * seatCount;
          expect(Math.abs(seats - scaled)).toBeLessThan(1);
        });
      }),
    );
  });

  it('gives a party nobody gave a seat no seat', () => {
    fc.assert(
      fc.property(crowdArb, ({ seatCount, partyCount, players }) => {
        const totals = totalsOf(partyCount, players);
        crowdParliament(totals, seatCount).forEach((seats, i) => {
          if (totals[i] === 0) expect(seats).toBe(0);
        });
      }),
    );
  });

  it('is empty for an empty crowd', () => {
    expect(crowdParliament([0, 0, 0], 150)).toEqual([0, 0, 0]);
  });
});
