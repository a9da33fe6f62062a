import {
  DRAG_PICK_RADIUS_SQ,
  DRAG_PICK_RADIUS_SQ_FIRST_TWO,
  SEAT_COUNT_MAX,
  SEAT_COUNT_MIN,
  SEAT_SECTIONS,
} from '../constants';

// The seat chart is a hemicycle generated for any seat_count from 50 to 250.
// Seats sit on concentric arcs (rows) in SVG user units; rows further out hold more seats; the
// half circle is cut into SEAT_SECTIONS wedges by radial aisles; seats are numbered by angle,
// left to right, so a party given consecutive seats fills a wedge through every row.

/** Centre-to-centre distance between neighbouring seats, at the least (SVG units). */
export const SEAT_PITCH = 25;
/** Seats are drawn with this radius: a gap of at least 5 units stays between two seats. */
export const SEAT_RADIUS = 10;
/** Extra width of an aisle between two sections, on top of the seat pitch. */
const AISLE_WIDTH = 0.6 * SEAT_PITCH;
/** Free space around the chart. */
const MARGIN = 6;
/**
 * The innermost row must hold at least this many seats per section (the original grid starts its
 * sections with a row of 2), which fixes the smallest inner radius.
 */
const MIN_SEATS_PER_SECTION_ROW = 2;
/** Inner radius as a share of the outer one, as in a real chamber: a well in the middle. */
const INNER_TO_OUTER = 0.42;

/**
 * Dragging picks the nearest seat within a squared distance of 600 (the innermost,
 * most crowded row) or 800 (every other row). Those numbers are squared SVG units of a chart
 * whose seats sit about 25 units apart; this chart keeps that pitch, so the factor is 1 today
 * and follows SEAT_PITCH if it ever changes (a radius scales linearly, its square squared).
 */
const REFERENCE_PITCH = 25;
const PICK_SCALE = (SEAT_PITCH / REFERENCE_PITCH) ** 2;
export const PICK_RADIUS_SQ_INNER_ROW = DRAG_PICK_RADIUS_SQ_FIRST_TWO * PICK_SCALE;
export const PICK_RADIUS_SQ = DRAG_PICK_RADIUS_SQ * PICK_SCALE;

export type HemicycleSeat = {
  /** seat_number, 0..seatCount−1, increasing from left to right by angle. */
  number: number;
  x: number;
  y: number;
  /** 0 is the innermost row. */
  row: number;
  /** 0..SEAT_SECTIONS−1, left to right. */
  section: number;
  /** Radians: π at the far left, 0 at the far right. */
  angle: number;
  /** The squared distance within which a drag picks this seat. */
  pickRadiusSq: number;
};

export type HemicycleLayout = {
  seatCount: number;
  rows: number;
  width: number;
  height: number;
  seatRadius: number;
  /** Indexed by seat number. */
  seats: HemicycleSeat[];
};

function rowRadii(rows: number): number[] {
  // The inner row must hold MIN_SEATS_PER_SECTION_ROW seats in each section besides the aisles.
  const minInner =
    (SEAT_SECTIONS * MIN_SEATS_PER_SECTION_ROW * SEAT_PITCH + (SEAT_SECTIONS - 1) * AISLE_WIDTH) /
    Math.PI;
  const proportionalInner = (INNER_TO_OUTER * (rows - 1) * SEAT_PITCH) / (1 - INNER_TO_OUTER);
  const inner = Math.max(minInner, proportionalInner);
  return Array.from({ length: rows }, (_, row) => inner + row * SEAT_PITCH);
}

/** The angle one section spans in a row of this radius (the aisles are of constant width). */
function sectionAngle(radius: number): number {
  return (Math.PI - ((SEAT_SECTIONS - 1) * AISLE_WIDTH) / radius) / SEAT_SECTIONS;
}

/** How many seats fit in one section of a row without coming closer than SEAT_PITCH. */
function sectionCapacity(radius: number): number {
  // Seats sit in the middle of equal slots, so n seats need n slots of at least one pitch;
  // the chord is a hair shorter than the arc (under 0.2 % here), which the seat gap absorbs.
  return Math.floor((sectionAngle(radius) * radius) / SEAT_PITCH);
}

/**
 * Splits `total` over the rows in proportion to their radius (rows grow outwards), never over a
 * row's capacity, by largest remainders.
 */
function splitOverRows(total: number, radii: number[], capacities: number[]): number[] {
  const radiusSum = radii.reduce((sum, radius) => sum + radius, 0);
  const ideal = radii.map((radius) => (total * radius) / radiusSum);
  const counts = ideal.map((share, row) => Math.min(Math.floor(share), capacities[row] ?? 0));
  let left = total - counts.reduce((sum, n) => sum + n, 0);
  while (left > 0) {
    // The row furthest below its ideal share that still has room; outer rows win ties.
    let best = -1;
    for (let row = radii.length - 1; row >= 0; row -= 1) {
      if ((counts[row] ?? 0) >= (capacities[row] ?? 0)) continue;
      if (
        best === -1 ||
        (ideal[row] ?? 0) - (counts[row] ?? 0) > (ideal[best] ?? 0) - (counts[best] ?? 0)
      ) {
        best = row;
      }
    }
    if (best === -1) throw new Error('A hemicycle row split was asked for more seats than fit.');
    counts[best] = (counts[best] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}

/** Seats per section: as equal as possible, the extra ones in the middle sections. */
function splitOverSections(seatCount: number): number[] {
  const base = Math.floor(seatCount / SEAT_SECTIONS);
  const extra = seatCount - base * SEAT_SECTIONS;
  // Middle-out order (2, 3, 1, 4, 0, 5 for six sections) keeps the chart symmetric-looking.
  const middleOut = Array.from({ length: SEAT_SECTIONS }, (_, i) => i).sort(
    (a, b) =>
      Math.abs(a - (SEAT_SECTIONS - 1) / 2) - Math.abs(b - (SEAT_SECTIONS - 1) / 2) || a - b,
  );
  const counts = Array.from({ length: SEAT_SECTIONS }, () => base);
  for (const section of middleOut.slice(0, extra)) counts[section] = base + 1;
  return counts;
}

/**
 * The layout of a hemicycle of `seatCount` seats (SEAT_COUNT_MIN..SEAT_COUNT_MAX): as few rows
 * as hold every section's seats. Pure and deterministic, so callers may memoise it per count.
 */
export function hemicycleLayout(seatCount: number): HemicycleLayout {
  if (!Number.isInteger(seatCount) || seatCount < SEAT_COUNT_MIN || seatCount > SEAT_COUNT_MAX) {
    throw new RangeError(
      `A hemicycle holds ${SEAT_COUNT_MIN} to ${SEAT_COUNT_MAX} seats, got ${seatCount}`,
    );
  }
  const perSection = splitOverSections(seatCount);
  const largestSection = Math.max(...perSection);

  let rows = 1;
  let radii = rowRadii(rows);
  let capacities = radii.map(sectionCapacity);
  while (capacities.reduce((sum, n) => sum + n, 0) < largestSection) {
    rows += 1;
    radii = rowRadii(rows);
    capacities = radii.map(sectionCapacity);
  }

  const outer = radii[radii.length - 1] ?? 0;
  const centreX = outer + SEAT_RADIUS + MARGIN;
  const centreY = outer + SEAT_RADIUS + MARGIN;

  const placed: Omit<HemicycleSeat, 'number'>[] = [];
  perSection.forEach((sectionSeats, section) => {
    const rowCounts = splitOverRows(sectionSeats, radii, capacities);
    radii.forEach((radius, row) => {
      const count = rowCounts[row] ?? 0;
      const span = sectionAngle(radius);
      const aisle = AISLE_WIDTH / radius;
      // The section's left edge, measured from the far left (angle π) clockwise.
      const start = Math.PI - section * (span + aisle);
      for (let i = 0; i < count; i += 1) {
        const angle = start - ((i + 0.5) * span) / count;
        placed.push({
          x: centreX + radius * Math.cos(angle),
          y: centreY - radius * Math.sin(angle),
          row,
          section,
          angle,
          pickRadiusSq: row === 0 ? PICK_RADIUS_SQ_INNER_ROW : PICK_RADIUS_SQ,
        });
      }
    });
  });

  // Numbered by angle from the left; at an equal angle the inner seat comes first.
  placed.sort((a, b) => b.angle - a.angle || a.row - b.row);

  return {
    seatCount,
    rows,
    width: 2 * centreX,
    height: centreY + SEAT_RADIUS + MARGIN,
    seatRadius: SEAT_RADIUS,
    seats: placed.map((seat, number) => ({ ...seat, number })),
  };
}

/**
 * The seat a pointer at (x, y) (SVG units) picks — the nearest one, if the pointer is
 * within that seat's pick radius; null otherwise. A scan of at most 250 seats per pointer move
 * costs microseconds, so no spatial index.
 */
export function nearestSeat(layout: HemicycleLayout, x: number, y: number): number | null {
  let best: HemicycleSeat | null = null;
  let bestDistanceSq = Infinity;
  for (const seat of layout.seats) {
    const distanceSq = (seat.x - x) ** 2 + (seat.y - y) ** 2;
    if (distanceSq < bestDistanceSq) {
      best = seat;
      bestDistanceSq = distanceSq;
    }
  }
  return best !== null && bestDistanceSq <= best.pickRadiusSq ? best.number : null;
}
