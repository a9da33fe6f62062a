import { nearestSeat, type HemicycleLayout } from './layout';

/*
 * Where a drag ends (docs/decisions/064-drag-to-where-the-finger-stops.md). Seats are numbered by angle, so a party's seats are a
 * wedge through every row; a drag fills the wedge from the seat it started on to the seat the
 * finger is at now — by number, not by the seats the finger happened to sweep over. A straight
 * finger along a curved row used to pick up seats of the rows beside it and skip others, so
 * aiming at 21 seats gave 24 and aiming at 17 gave 14.
 */

/** The chart's centre, on its flat edge (layout.ts puts it as far from the top as the sides). */
function centreOf(layout: HemicycleLayout) {
  return { x: layout.width / 2, y: layout.width / 2 };
}

/**
 * The seat whose angle from the centre is nearest the point's, whatever row the point is in or
 * beyond: the seat a finger off the seats (in an aisle, in the well, past the outer row) points
 * at. Below the flat edge the point counts as on it. Equal angles: the lower number.
 */
export function seatAtAngle(layout: HemicycleLayout, x: number, y: number): number {
  const centre = centreOf(layout);
  const raw = Math.atan2(centre.y - y, x - centre.x);
  const angle = raw >= 0 ? raw : x >= centre.x ? 0 : Math.PI;
  // Seats are sorted by angle, largest (far left) first: a binary search for the first seat at
  // or right of the point, then the nearer of it and the one before.
  const seats = layout.seats;
  let low = 0;
  let high = seats.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (seats[mid]!.angle > angle) low = mid + 1;
    else high = mid;
  }
  if (low === 0) return 0;
  if (low === seats.length) return seats.length - 1;
  const before = seats[low - 1]!;
  const after = seats[low]!;
  return before.angle - angle <= angle - after.angle ? before.number : after.number;
}

/** The seat a drag has reached: the seat under the finger, else the seat at its angle. */
export function dragEndSeat(layout: HemicycleLayout, x: number, y: number): number {
  return nearestSeat(layout, x, y) ?? seatAtAngle(layout, x, y);
}

export interface SeatRange {
  /** The seat the drag started on. */
  from: number;
  /** The seat it has reached; below `from` when dragged back past it. */
  to: number;
}

/** Every seat number a range covers, lowest first. */
export function seatsInRange(range: SeatRange): number[] {
  const low = Math.min(range.from, range.to);
  const high = Math.max(range.from, range.to);
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}
