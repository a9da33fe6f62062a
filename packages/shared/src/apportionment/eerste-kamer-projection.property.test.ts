import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectEersteKamer, type ElectingBody } from './eerste-kamer-projection';

/**
 * Electing bodies as they come: 0–14 bodies (twelve Staten and two kiescolleges, some not in
 * yet), stemwaarden 1–700, parties 1–8 with 0–40 seats each (small seat counts so that ties
 * and parties below the quota happen), chambers of 1–100 seats (75 among them).
 */
const bodyArb = fc.record({
  stemwaarde: fc.oneof(fc.integer({ min: 1, max: 700 }), fc.integer({ min: 1, max: 5 })),
  seats: fc.dictionary(
    fc.integer({ min: 1, max: 8 }).map(String),
    fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 3 })),
    { maxKeys: 8 },
  ),
});
const bodiesArb = fc.array(bodyArb, { maxLength: 14 }).map((bodies) =>
  bodies.map((b, i): ElectingBody<string> => ({
    key: `body-${i}`,
    stemwaarde: b.stemwaarde,
    seats: new Map(Object.entries(b.seats)),
  })),
);
const seatCountArb = fc.oneof(fc.constant(75), fc.integer({ min: 1, max: 100 }));
const seedArb = fc.string({ maxLength: 12 });

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

describe('projectEersteKamer properties', () => {
  it('hands out exactly the chamber whenever some party has a value, else nothing', () => {
    fc.assert(
      fc.property(bodiesArb, seatCountArb, seedArb, (bodies, seatCount, seed) => {
        const result = projectEersteKamer(bodies, seatCount, seed);
        const anyValue = [...result.values.values()].some((v) => v > 0);
        expect(sum(result.seats.values())).toBe(anyValue ? seatCount : 0);
        expect(result.unassignedSeats).toBe(anyValue ? 0 : seatCount);
      }),
    );
  });

  it('gives each party its whole seats, ⌊value / quota⌋, and never fewer seats', () => {
    fc.assert(
      fc.property(bodiesArb, seatCountArb, seedArb, (bodies, seatCount, seed) => {
        const result = projectEersteKamer(bodies, seatCount, seed);
        const { totalValue } = result.quota;
        for (const [party, value] of result.values) {
          const floor = totalValue === 0 ? 0 : Math.floor((value * seatCount) / totalValue);
          expect(result.wholeSeats.get(party)).toBe(floor);
          expect(result.seats.get(party)!).toBeGreaterThanOrEqual(floor);
        }
      }),
    );
  });

  it('values each party at Σ seats × stemwaarde', () => {
    fc.assert(
      fc.property(bodiesArb, seatCountArb, (bodies, seatCount) => {
        const result = projectEersteKamer(bodies, seatCount, 's');
        const expected = new Map<string, number>();
        for (const b of bodies) {
          for (const [party, seats] of b.seats) {
            expected.set(party, (expected.get(party) ?? 0) + seats * b.stemwaarde);
          }
        }
        expect(result.values).toEqual(expected);
        expect(result.quota.totalValue).toBe(sum(expected.values()));
      }),
    );
  });

  it('never gives a party fewer seats when only its seats in one body grow', () => {
    fc.assert(
      fc.property(
        bodiesArb.filter((bodies) => bodies.length > 0),
        seatCountArb,
        seedArb,
        fc.nat(),
        fc.integer({ min: 1, max: 8 }).map(String),
        fc.integer({ min: 1, max: 20 }),
        (bodies, seatCount, seed, pick, party, extra) => {
          const index = pick % bodies.length;
          const before = projectEersteKamer(bodies, seatCount, seed);
          const grown = bodies.map((b, i) => {
            if (i !== index) return b;
            const seats = new Map(b.seats);
            seats.set(party, (seats.get(party) ?? 0) + extra);
            return { ...b, seats };
          });
          const after = projectEersteKamer(grown, seatCount, seed);
          expect(after.seats.get(party)!).toBeGreaterThanOrEqual(before.seats.get(party) ?? 0);
        },
      ),
    );
  });

  it('gives the same result, ties included, whatever order the bodies and parties come in', () => {
    fc.assert(
      fc.property(
        bodiesArb,
        seatCountArb,
        seedArb,
        fc.array(fc.nat(), { minLength: 14, maxLength: 14 }),
        (bodies, seatCount, seed, order) => {
          const shuffled = bodies
            .map((b, i) => ({ b, rank: order[i]! }))
            .sort((x, y) => x.rank - y.rank)
            .map(({ b }) => ({ ...b, seats: new Map([...b.seats].reverse()) }));
          const original = projectEersteKamer(bodies, seatCount, seed);
          const permuted = projectEersteKamer(shuffled, seatCount, seed);
          expect([...permuted.seats]).toEqual([...original.seats]);
          expect([...permuted.values]).toEqual([...original.values]);
          expect(permuted.tie).toEqual(original.tie);
        },
      ),
    );
  });

  it('only reports a tie among equal averages for fewer seats than contenders', () => {
    // Small stemwaarden and seat counts make ties happen in about 4 cases in 100, so run more.
    fc.assert(
      fc.property(bodiesArb, seatCountArb, seedArb, (bodies, seatCount, seed) => {
        const { tie, seats, values } = projectEersteKamer(bodies, seatCount, seed);
        if (tie === null) return;
        expect(tie.seats).toBeLessThan(tie.contenders.length);
        expect(tie.givenTo).toHaveLength(tie.seats);
        // Before the draw the contenders' averages value / (seats + 1) were all equal:
        // value_a · (s_b + 1) = value_b · (s_a + 1), with s the seats before the draw.
        const before = (party: string) => seats.get(party)! - (tie.givenTo.includes(party) ? 1 : 0);
        const [first, ...rest] = tie.contenders;
        for (const other of rest) {
          expect(values.get(first!)! * (before(other) + 1)).toBe(
            values.get(other)! * (before(first!) + 1),
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});
