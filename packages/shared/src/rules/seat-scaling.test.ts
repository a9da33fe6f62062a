import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanShares, scaleSeatsToTotal } from './seat-scaling';

const seatsOf = (rows: ReturnType<typeof scaleSeatsToTotal>) => rows?.map((row) => row.seats);

describe('scaling a source to the chamber', () => {
  it('keeps a source that already has the right total as it is', () => {
    const source = new Map([
      [1, 40],
      [2, 60],
      [3, 50],
    ]);
    expect(seatsOf(scaleSeatsToTotal(source, [1, 2, 3], 150))).toEqual([40, 60, 50]);
  });

  it('halves the Tweede Kamer into an Eerste Kamer of 75 by largest remainder', () => {
    // 150 → 75: every share halves; 74 whole seats, one seat left for two remainders of ½.
    const source = new Map([
      [1, 26],
      [2, 20],
      [3, 22],
      [4, 26],
      [5, 3],
      [6, 3],
      [7, 50],
    ]);
    const rows = scaleSeatsToTotal(source, [1, 2, 3, 4, 5, 6, 7], 75)!;
    expect(rows.reduce((sum, row) => sum + row.seats, 0)).toBe(75);
    // 1.5 and 1.5: the one seat left goes to the lower list position.
    expect(seatsOf(rows)).toEqual([13, 10, 11, 13, 2, 1, 25]);
  });

  it('gives a party the source does not name nothing, and spreads a missing party over the rest', () => {
    const source = new Map([
      [1, 50],
      [2, 50],
      // Party 9 is not in this election: its 50 seats go to the others in proportion.
      [9, 50],
    ]);
    expect(seatsOf(scaleSeatsToTotal(source, [1, 2, 3], 150))).toEqual([75, 75, 0]);
  });

  it('refuses to invent a chamber from a source without a single seat for these parties', () => {
    expect(scaleSeatsToTotal(new Map([[9, 20]]), [1, 2], 150)).toBeNull();
    expect(scaleSeatsToTotal(new Map(), [1, 2], 150)).toBeNull();
  });

  it('always sums to the total and moves no party a whole seat from its share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 250 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 25, max: 250 }),
        (counts, total) => {
          fc.pre(counts.some((count) => count > 0));
          const ids = counts.map((_, i) => i + 1);
          const rows = scaleSeatsToTotal(
            new Map(ids.map((id, i) => [id, counts[i]!])),
            ids,
            total,
          )!;
          const sum = counts.reduce((a, b) => a + b, 0);
          expect(rows.reduce((acc, row) => acc + row.seats, 0)).toBe(total);
          rows.forEach((row, i) => {
            expect(Math.abs(row.seats - (counts[i]! / sum) * total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('the mean of several polls', () => {
  it('weighs every poll once, also one entered for another seat count', () => {
    const shares = meanShares([
      new Map([
        [1, 75],
        [2, 75],
      ]),
      // A poll of 75 seats: the same weight as the poll of 150.
      new Map([
        [1, 75],
        [2, 0],
      ]),
    ]);
    expect(shares.get(1)).toBeCloseTo(0.75);
    expect(shares.get(2)).toBeCloseTo(0.25);
    expect(seatsOf(scaleSeatsToTotal(shares, [1, 2], 150))).toEqual([113, 37]);
  });

  it('leaves out a poll without seats and has nothing without polls', () => {
    expect(meanShares([new Map([[1, 0]]), new Map([[1, 10]])]).get(1)).toBe(1);
    expect(meanShares([]).size).toBe(0);
  });
});
