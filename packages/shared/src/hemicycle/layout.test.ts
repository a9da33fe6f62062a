import fc from 'fast-check';
import { SEAT_COUNT_MAX, SEAT_COUNT_MIN, SEAT_SECTIONS } from '../constants';
import { describe, expect, it } from 'vitest';
import {
  PICK_RADIUS_SQ,
  PICK_RADIUS_SQ_INNER_ROW,
  hemicycleLayout,
  nearestSeat,
  type HemicycleLayout,
} from './layout';

const ALL_COUNTS = Array.from(
  { length: SEAT_COUNT_MAX - SEAT_COUNT_MIN + 1 },
  (_, i) => SEAT_COUNT_MIN + i,
);
const layouts = new Map<number, HemicycleLayout>(ALL_COUNTS.map((n) => [n, hemicycleLayout(n)]));
const layoutOf = (n: number) => layouts.get(n)!;
const seatCountArb = fc.integer({ min: SEAT_COUNT_MIN, max: SEAT_COUNT_MAX });

function minimumDistance(layout: HemicycleLayout): number {
  let min = Infinity;
  const { seats } = layout;
  for (let i = 0; i < seats.length; i += 1) {
    for (let j = i + 1; j < seats.length; j += 1) {
      min = Math.min(min, Math.hypot(seats[i]!.x - seats[j]!.x, seats[i]!.y - seats[j]!.y));
    }
  }
  return min;
}

// The domain is small enough to check every seat count, not just a sample of them.
describe('a hemicycle of every seat count from 50 to 250', () => {
  it('has exactly that many seats, numbered 0..n−1, at distinct positions', () => {
    for (const seatCount of ALL_COUNTS) {
      const { seats } = layoutOf(seatCount);
      expect(
        seats.map((seat) => seat.number),
        `${seatCount} seats`,
      ).toEqual([...Array(seatCount).keys()]);
      const positions = new Set(seats.map((seat) => `${seat.x},${seat.y}`));
      expect(positions.size, `${seatCount} seats`).toBe(seatCount);
    }
  });

  it('never lets two seats overlap', () => {
    for (const seatCount of ALL_COUNTS) {
      const layout = layoutOf(seatCount);
      expect(minimumDistance(layout), `${seatCount} seats`).toBeGreaterThanOrEqual(
        2 * layout.seatRadius,
      );
    }
  });

  it('numbers the seats by angle, from left to right', () => {
    for (const seatCount of ALL_COUNTS) {
      const { seats } = layoutOf(seatCount);
      for (let i = 1; i < seatCount; i += 1) {
        expect(seats[i]!.angle, `${seatCount} seats, seat ${i}`).toBeLessThanOrEqual(
          seats[i - 1]!.angle,
        );
      }
    }
  });
});

describe('hemicycle layout', () => {
  it('keeps every seat inside the drawing, above the floor line', () => {
    fc.assert(
      fc.property(seatCountArb, (seatCount) => {
        const layout = layoutOf(seatCount);
        for (const seat of layout.seats) {
          expect(seat.x - layout.seatRadius).toBeGreaterThanOrEqual(0);
          expect(seat.x + layout.seatRadius).toBeLessThanOrEqual(layout.width);
          expect(seat.y - layout.seatRadius).toBeGreaterThanOrEqual(0);
          expect(seat.y + layout.seatRadius).toBeLessThanOrEqual(layout.height);
          expect(seat.angle).toBeGreaterThan(0);
          expect(seat.angle).toBeLessThan(Math.PI);
        }
      }),
    );
  });

  it('gives outer rows at least as many seats as inner ones', () => {
    fc.assert(
      fc.property(seatCountArb, (seatCount) => {
        const layout = layoutOf(seatCount);
        const perRow = Array.from(
          { length: layout.rows },
          (_, row) => layout.seats.filter((seat) => seat.row === row).length,
        );
        for (let row = 1; row < perRow.length; row += 1) {
          expect(perRow[row]).toBeGreaterThanOrEqual(perRow[row - 1]!);
        }
      }),
    );
  });

  it('splits the seats into six sections of nearly equal size, each a run of seat numbers', () => {
    fc.assert(
      fc.property(seatCountArb, (seatCount) => {
        const sections = layoutOf(seatCount).seats.map((seat) => seat.section);
        // Consecutive numbers never go back to an earlier section: each section is one run.
        for (let i = 1; i < sections.length; i += 1) {
          expect(sections[i]).toBeGreaterThanOrEqual(sections[i - 1]!);
        }
        const sizes = Array.from(
          { length: SEAT_SECTIONS },
          (_, s) => sections.filter((section) => section === s).length,
        );
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('grows with the seat count', () => {
    expect(layoutOf(SEAT_COUNT_MAX).rows).toBeGreaterThan(layoutOf(SEAT_COUNT_MIN).rows);
    expect(layoutOf(150).rows).toBe(8);
  });

  it('refuses seat counts outside 50..250', () => {
    for (const bad of [SEAT_COUNT_MIN - 1, SEAT_COUNT_MAX + 1, 150.5, Number.NaN]) {
      expect(() => hemicycleLayout(bad)).toThrow(RangeError);
    }
  });
});

describe('nearest seat', () => {
  it('picks a seat when the pointer is on it', () => {
    fc.assert(
      fc.property(seatCountArb, fc.nat(), (seatCount, pick) => {
        const layout = layoutOf(seatCount);
        const seat = layout.seats[pick % seatCount]!;
        expect(nearestSeat(layout, seat.x, seat.y)).toBe(seat.number);
      }),
    );
  });

  it('picks the nearest seat within its radius, and nothing further away', () => {
    fc.assert(
      fc.property(
        seatCountArb,
        fc.double({ min: -50, max: 850, noNaN: true }),
        fc.double({ min: -50, max: 450, noNaN: true }),
        (seatCount, x, y) => {
          const layout = layoutOf(seatCount);
          const distances = layout.seats.map((seat) => (seat.x - x) ** 2 + (seat.y - y) ** 2);
          const nearest = distances.indexOf(Math.min(...distances));
          const picked = nearestSeat(layout, x, y);
          const radiusSq =
            layout.seats[nearest]!.row === 0 ? PICK_RADIUS_SQ_INNER_ROW : PICK_RADIUS_SQ;
          expect(picked).toBe(distances[nearest]! <= radiusSq ? nearest : null);
        },
      ),
    );
  });

  it('uses the tighter radius for the innermost row (600 against 800)', () => {
    const layout = layoutOf(150);
    const inner = layout.seats.find((seat) => seat.row === 0)!;
    const outer = layout.seats.find((seat) => seat.row === layout.rows - 1)!;
    // Step straight towards the centre (away from every other seat) by √700.
    const step = Math.sqrt(700);
    const a = {
      x: inner.x - step * Math.cos(inner.angle),
      y: inner.y + step * Math.sin(inner.angle),
    };
    expect(nearestSeat(layout, a.x, a.y)).toBeNull();
    // Outwards from the outermost row, √700 is within the 800 radius.
    const b = {
      x: outer.x + step * Math.cos(outer.angle),
      y: outer.y - step * Math.sin(outer.angle),
    };
    expect(nearestSeat(layout, b.x, b.y)).toBe(outer.number);
  });
});
