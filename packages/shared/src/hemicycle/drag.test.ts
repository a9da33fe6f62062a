import { describe, expect, it } from 'vitest';
import { dragEndSeat, seatAtAngle, seatsInRange } from './drag';
import { hemicycleLayout } from './layout';

describe('where a drag ends', () => {
  const layout = hemicycleLayout(150);
  const centre = layout.width / 2;

  it('ends on the seat under the finger, so a drag from seat 1 to seat N fills exactly N seats', () => {
    for (const target of layout.seats) {
      const to = dragEndSeat(layout, target.x, target.y);
      expect(seatsInRange({ from: 0, to })).toHaveLength(target.number + 1);
    }
  });

  it('gives 21 seats when the finger stops on the 21st, also two rows away from where it started', () => {
    const start = layout.seats.find((seat) => seat.row === layout.rows - 1)!;
    const aim = layout.seats[start.number + 20]!;
    // A finger a few units off the seat's centre, still on it.
    const to = dragEndSeat(layout, aim.x + 3, aim.y - 2);
    expect(seatsInRange({ from: start.number, to })).toHaveLength(21);
  });

  it('follows the angle when the finger is off the seats: past the outer row, or in the well', () => {
    const radii = layout.seats.map((seat) => Math.hypot(seat.x - centre, seat.y - centre));
    const beyond = Math.max(...radii) + 40;
    const well = Math.min(...radii) / 2;
    const at = (radius: number, angle: number) => ({
      x: centre + radius * Math.cos(angle),
      y: centre - radius * Math.sin(angle),
    });
    for (const seat of layout.seats) {
      const outside = at(beyond, seat.angle);
      const inWell = at(well, seat.angle);
      expect(dragEndSeat(layout, outside.x, outside.y)).toBe(seat.number);
      expect(dragEndSeat(layout, inWell.x, inWell.y)).toBe(seat.number);
    }
  });

  it('counts a finger below the flat edge as on it: the first seat on the left, the last on the right', () => {
    expect(seatAtAngle(layout, 0, layout.height + 50)).toBe(0);
    expect(seatAtAngle(layout, layout.width, layout.height + 50)).toBe(149);
  });

  it('shrinks when the finger goes back, and runs the other way past the start', () => {
    expect(seatsInRange({ from: 40, to: 44 })).toEqual([40, 41, 42, 43, 44]);
    expect(seatsInRange({ from: 40, to: 40 })).toEqual([40]);
    expect(seatsInRange({ from: 40, to: 37 })).toEqual([37, 38, 39, 40]);
  });
});
