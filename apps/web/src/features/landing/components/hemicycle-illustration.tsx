import { SEAT_COUNT_DEFAULT } from '@zetelpoule/shared/constants';
import { landing as landingTexts } from '../../../i18n/nl-landing';

// A decorative hemicycle: seats on concentric arcs, coloured in wedges like a real chamber.
// The shares are invented; no real party or result is implied.
const WEDGE_SHARES = [0.2, 0.17, 0.15, 0.13, 0.1, 0.08, 0.06, 0.05, 0.04, 0.02];
const WEDGE_COLOURS = [
  '#ff7a00',
  '#7391de',
  '#ffb066',
  '#3152b4',
  '#38bdf8',
  '#e2e8fa',
  '#ff9433',
  '#9fb3ea',
  '#c7d3f4',
  '#ffd0a1',
];
const ROWS = 8;
const INNER_RADIUS = 0.38;
const SEAT_RADIUS = 0.028;

type Seat = { x: number; y: number; colour: string };

function layoutSeats(total: number): Seat[] {
  const radii = Array.from(
    { length: ROWS },
    (_, row) => INNER_RADIUS + ((1 - INNER_RADIUS) * row) / (ROWS - 1),
  );
  const radiusSum = radii.reduce((sum, radius) => sum + radius, 0);
  const perRow = radii.map((radius) => Math.round((total * radius) / radiusSum));
  // Rounding may leave a few seats over or short: settle it on the outer, longest row.
  perRow[ROWS - 1] = (perRow[ROWS - 1] ?? 0) + total - perRow.reduce((sum, n) => sum + n, 0);

  const seats = radii.flatMap((radius, row) => {
    const count = perRow[row] ?? 0;
    return Array.from({ length: count }, (_, index) => {
      const angle = Math.PI * (1 - index / Math.max(count - 1, 1));
      return { angle, x: radius * Math.cos(angle), y: -radius * Math.sin(angle) };
    });
  });
  // Numbered by angle, left to right, so consecutive seats form a wedge.
  seats.sort((a, b) => b.angle - a.angle);

  let wedge = 0;
  let wedgeEnd = Math.round((WEDGE_SHARES[0] ?? 1) * total);
  return seats.map((seat, index) => {
    while (index >= wedgeEnd && wedge < WEDGE_SHARES.length - 1) {
      wedge += 1;
      wedgeEnd += Math.round((WEDGE_SHARES[wedge] ?? 0) * total);
    }
    return { x: seat.x, y: seat.y, colour: WEDGE_COLOURS[wedge] ?? '#e2e8fa' };
  });
}

const SEATS = layoutSeats(SEAT_COUNT_DEFAULT);

export function HemicycleIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="-1.05 -1.05 2.1 1.12"
      role="img"
      aria-label={landingTexts.hero.chartLabel}
      className={className}
    >
      {SEATS.map((seat, index) => (
        <circle key={index} cx={seat.x} cy={seat.y} r={SEAT_RADIUS} fill={seat.colour} />
      ))}
    </svg>
  );
}
