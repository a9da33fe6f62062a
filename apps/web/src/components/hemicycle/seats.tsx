import { memo } from 'react';
import { cn } from '../../lib/cn';
import { SEAT_PITCH, type HemicycleLayout } from '@zetelpoule/shared/hemicycle/layout';

// The seats of the chart and the count in its well; hemicycle.tsx places and rotates them.

const EMPTY_SEAT_FILL = '#e2e8f0';
const EMPTY_SEAT_STROKE = '#94a3b8';
const SEAT_STROKE = 'rgb(15 23 42 / 0.35)';

type SeatProps = {
  number: number;
  cx: number;
  cy: number;
  r: number;
  color: string | null;
  overlay: string | null;
  label: string | undefined;
  isInteractive: boolean;
  isFocusable: boolean;
  isDisabled: boolean;
};

// Memoised: painting one seat re-renders that one seat, not the other 149.
const Seat = memo(function Seat({
  number,
  cx,
  cy,
  r,
  color,
  overlay,
  label,
  isInteractive,
  isFocusable,
  isDisabled,
}: SeatProps) {
  const seat = (
    <>
      {/* Inherits the group's fill, so the seat's element carries its colour. */}
      <circle
        cx={cx}
        cy={cy}
        r={color === null ? r - 0.75 : r}
        stroke={color === null ? EMPTY_SEAT_STROKE : SEAT_STROKE}
        strokeWidth={1.5}
      />
      {color !== null && overlay !== null && (
        <circle cx={cx} cy={cy} r={r - 0.75} fill={overlay} pointerEvents="none" />
      )}
    </>
  );
  if (!isInteractive) {
    return (
      <g
        data-seat={number}
        data-color={color ?? undefined}
        fill={color ?? EMPTY_SEAT_FILL}
        aria-hidden="true"
      >
        {seat}
      </g>
    );
  }
  return (
    <g
      data-seat={number}
      data-color={color ?? undefined}
      fill={color ?? EMPTY_SEAT_FILL}
      role="button"
      aria-label={label}
      aria-disabled={isDisabled || undefined}
      tabIndex={isFocusable ? 0 : -1}
      className={cn('group outline-none', !isDisabled && 'cursor-pointer')}
    >
      {label && <title>{label}</title>}
      {/* The hit area: a whole seat pitch across, so neighbouring targets touch but never overlap. */}
      <circle cx={cx} cy={cy} r={SEAT_PITCH / 2} fill="transparent" />
      {seat}
      {/* The focus ring, on the one seat that takes focus (a roving tabindex): 149 fewer
          elements for the browser to style when the chart first appears. */}
      {isFocusable && (
        <circle
          cx={cx}
          cy={cy}
          r={r + 2}
          fill="none"
          strokeWidth={3}
          pointerEvents="none"
          className="stroke-transparent group-focus-visible:stroke-navy-950"
        />
      )}
    </g>
  );
});

/** The radius of the empty well inside the innermost row (SVG units). */
export function wellRadius(layout: HemicycleLayout): number {
  // The layout's centre sits at (width / 2, width / 2): as far from the top as from the sides.
  const centre = layout.width / 2;
  let inner = Infinity;
  for (const seat of layout.seats) {
    inner = Math.min(inner, Math.hypot(seat.x - centre, seat.y - centre));
  }
  return inner - layout.seatRadius;
}

export function Seats({
  layout,
  seatColors,
  overlays,
  seatLabels,
  isInteractive,
  isDisabled,
  focusedSeat,
}: {
  layout: HemicycleLayout;
  seatColors: ReadonlyArray<string | null>;
  overlays: ReadonlyArray<string | null>;
  seatLabels: ReadonlyArray<string> | undefined;
  isInteractive: boolean;
  isDisabled: boolean;
  focusedSeat: number;
}) {
  return (
    <>
      {layout.seats.map((seat) => (
        <Seat
          key={seat.number}
          number={seat.number}
          cx={seat.x}
          cy={seat.y}
          r={layout.seatRadius}
          color={seatColors[seat.number] ?? null}
          overlay={overlays[seat.number] ?? null}
          label={seatLabels?.[seat.number]}
          isInteractive={isInteractive}
          isFocusable={seat.number === focusedSeat}
          isDisabled={isDisabled}
        />
      ))}
    </>
  );
}

/**
 * The big count in the well, kept inside it so it never covers a seat. Upright, the well is a
 * wide half disc: one line of caption. Lying on its side, the half disc stands on its flat
 * edge at the left, about 110 units across: the count is smaller and the caption takes two
 * lines ("van 150" / "zetels"), centred where the well is widest.
 */
export function ChartSummary({
  layout,
  isLying,
  value,
  caption,
}: {
  layout: HemicycleLayout;
  isLying: boolean;
  value: string;
  caption: string;
}) {
  if (!isLying) {
    const x = layout.width / 2;
    const y = layout.height - layout.seatRadius - 30;
    return (
      <g data-chart-summary aria-hidden="true" textAnchor="middle" pointerEvents="none">
        <text x={x} y={y} className="fill-navy-950 text-[44px] font-bold tabular-nums">
          {value}
        </text>
        <text x={x} y={y + 24} className="fill-slate-600 text-[17px] font-medium">
          {caption}
        </text>
      </g>
    );
  }
  // Lying: x' = height − y, so the flat edge (the layout's centre line) is at height − width/2.
  const edge = layout.height - layout.width / 2;
  const x = edge + wellRadius(layout) * 0.42;
  const y = layout.width / 2;
  const split = caption.lastIndexOf(' ');
  const lines = split > 0 ? [caption.slice(0, split), caption.slice(split + 1)] : [caption];
  return (
    <g data-chart-summary aria-hidden="true" textAnchor="middle" pointerEvents="none">
      <text x={x} y={y} className="fill-navy-950 text-[34px] font-bold tabular-nums">
        {value}
      </text>
      {lines.map((line, i) => (
        <text
          key={line}
          x={x}
          y={y + 20 + i * 17}
          className="fill-slate-600 text-[15px] font-medium"
        >
          {line}
        </text>
      ))}
    </g>
  );
}
