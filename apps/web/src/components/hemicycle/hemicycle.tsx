import { PAN_LIMIT_PX } from '@zetelpoule/shared';
import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cn } from '../../lib/cn';
import { SEAT_PITCH, hemicycleLayout, nearestSeat, type HemicycleLayout } from './hemicycle-layout';

/** How a seat was reached: a press (tap, click, Enter) or sweeping over it while dragging. */
export type SeatPaintSource = 'click' | 'drag';

export type HemicycleProps = {
  seatCount: number;
  /** The colour of every seat by seat number; null draws an empty seat. */
  seatColors: ReadonlyArray<string | null>;
  /** The chart's accessible name. */
  label: string;
  /**
   * Makes the chart interactive: called for the seat pressed, and for every further seat a
   * drag sweeps over. Without it the chart is a read-only picture (other players' predictions).
   */
  onSeatPaint?: (seatNumber: number, source: SeatPaintSource) => void;
  /** Accessible name per seat in interactive mode ("Zetel 12: VVD"); also the hover tooltip. */
  seatLabels?: ReadonlyArray<string>;
  /** Shown but not paintable (while locked, or while a reset runs). */
  disabled?: boolean;
  /** Big text in the well of the chart, with a caption under it. */
  summary?: { value: string; caption: string };
  className?: string;
};

const EMPTY_SEAT_FILL = '#e2e8f0';
const EMPTY_SEAT_STROKE = '#94a3b8';
const SEAT_STROKE = 'rgb(15 23 42 / 0.25)';
/**
 * Below 768 px (SPEC §9) the chart is drawn wider than the screen so a fingertip can hit one
 * seat, and the player pans sideways — by at most PAN_LIMIT_PX. 1.1 px per unit puts seats
 * 27.5 px apart, about a fingertip.
 */
const PHONE_PX_PER_UNIT = 1.1;
/** A drag samples the way between two pointer events this finely, so no seat is skipped. */
const DRAG_SAMPLE_STEP = SEAT_PITCH / 3;
/**
 * A finger's first seat is painted this long after it lands (or as soon as it moves or
 * lifts), so that the first finger of a two-finger pan does not paint the seat under it.
 */
const TOUCH_PAINT_GRACE_MS = 120;

type SeatProps = {
  number: number;
  cx: number;
  cy: number;
  r: number;
  color: string | null;
  label: string | undefined;
  isInteractive: boolean;
  isFocusable: boolean;
  isDisabled: boolean;
};

// Memoised: painting one seat re-renders that one circle, not the other 149.
const Seat = memo(function Seat({
  number,
  cx,
  cy,
  r,
  color,
  label,
  isInteractive,
  isFocusable,
  isDisabled,
}: SeatProps) {
  return (
    <circle
      cx={cx}
      cy={cy}
      r={color === null ? r - 0.75 : r}
      fill={color ?? EMPTY_SEAT_FILL}
      stroke={color === null ? EMPTY_SEAT_STROKE : SEAT_STROKE}
      strokeWidth={1.5}
      data-seat={number}
      data-color={color ?? undefined}
      {...(isInteractive
        ? {
            role: 'button',
            'aria-label': label,
            'aria-disabled': isDisabled || undefined,
            tabIndex: isFocusable ? 0 : -1,
            className: cn(
              'outline-none focus-visible:stroke-navy-950 focus-visible:stroke-[3]',
              !isDisabled && 'cursor-pointer hover:opacity-80',
            ),
          }
        : { 'aria-hidden': true })}
    >
      {label && <title>{label}</title>}
    </circle>
  );
});

type DragState = { pointerId: number; lastSeat: number | null; x: number; y: number };
type PanState = { x: number; y: number };

/**
 * The seat chart of DESIGN §5.1 as SVG, for any seat count of 50–250. Interactive: press or
 * drag across seats with mouse, pen or finger (pointer events); arrow keys move between seats
 * and Enter or Space paints the focused one. On a phone one finger paints (touch-action: none,
 * so a drag does not scroll) and two fingers move the view: sideways through the chart, up and
 * down through the page.
 */
export function Hemicycle({
  seatCount,
  seatColors,
  label,
  onSeatPaint,
  seatLabels,
  disabled = false,
  summary,
  className,
}: HemicycleProps) {
  const layout = useMemo(() => hemicycleLayout(seatCount), [seatCount]);
  const svgRef = useRef<SVGSVGElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const drag = useRef<DragState | null>(null);
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const pan = useRef<PanState | null>(null);
  const pendingTouch = useRef<{ seat: number | null; timer: ReturnType<typeof setTimeout> } | null>(
    null,
  );
  const [focusedSeat, setFocusedSeat] = useState(0);

  const isInteractive = onSeatPaint !== undefined;
  const canPaint = isInteractive && !disabled;

  useEffect(() => () => clearTimeout(pendingTouch.current?.timer), []);

  // Start a wider-than-the-screen chart in its middle, where the sections meet.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && scroller.scrollWidth > scroller.clientWidth) {
      scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
    }
  }, [layout]);

  function toSvgPoint(clientX: number, clientY: number): { x: number; y: number } | null {
    const matrix = svgRef.current?.getScreenCTM?.();
    if (!matrix) return null;
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  }

  function paint(seat: number | null, source: SeatPaintSource) {
    if (seat === null || !canPaint) return;
    onSeatPaint?.(seat, source);
  }

  function commitTouch() {
    const pending = pendingTouch.current;
    if (pending === null) return;
    clearTimeout(pending.timer);
    pendingTouch.current = null;
    paint(pending.seat, 'click');
  }

  function cancelTouch() {
    clearTimeout(pendingTouch.current?.timer);
    pendingTouch.current = null;
  }

  function handlePointerDown(event: PointerEvent<SVGSVGElement>) {
    if (!canPaint) return;
    const isTouch = event.pointerType === 'touch';
    if (isTouch) {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.current.size >= 2) {
        // A second finger: the first one was not painting after all; move the view instead.
        cancelTouch();
        drag.current = null;
        pan.current = midpoint(touches.current);
        return;
      }
    } else if (event.button !== 0) {
      return;
    }
    const target = event.target as Element;
    const hit = target.getAttribute('data-seat');
    const point = toSvgPoint(event.clientX, event.clientY);
    const seat = hit !== null ? Number(hit) : point ? nearestSeat(layout, point.x, point.y) : null;
    // Keep receiving the moves of this pointer when it leaves the chart mid-drag.
    svgRef.current?.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      lastSeat: seat,
      x: point?.x ?? 0,
      y: point?.y ?? 0,
    };
    if (seat !== null) setFocusedSeat(seat);
    if (isTouch) {
      pendingTouch.current = { seat, timer: setTimeout(commitTouch, TOUCH_PAINT_GRACE_MS) };
    } else {
      paint(seat, 'click');
    }
  }

  function handlePointerMove(event: PointerEvent<SVGSVGElement>) {
    if (event.pointerType === 'touch' && touches.current.has(event.pointerId)) {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pan.current && touches.current.size >= 2) {
        const next = midpoint(touches.current);
        // 'instant': the page's smooth scrolling would lag behind the fingers.
        scrollerRef.current?.scrollBy({ left: pan.current.x - next.x, behavior: 'instant' });
        window.scrollBy({ top: pan.current.y - next.y, behavior: 'instant' });
        pan.current = next;
        return;
      }
    }
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    commitTouch();
    // Coalesced events carry every position since the last frame, not just the latest.
    const native = event.nativeEvent;
    const samples = native.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length > 0 ? samples : [native]) {
      const point = toSvgPoint(sample.clientX, sample.clientY);
      if (!point) continue;
      // Walk the straight way from the previous position so a quick sweep skips no seat.
      const distance = Math.hypot(point.x - state.x, point.y - state.y);
      const steps = Math.max(1, Math.ceil(distance / DRAG_SAMPLE_STEP));
      for (let step = 1; step <= steps; step += 1) {
        const x = state.x + ((point.x - state.x) * step) / steps;
        const y = state.y + ((point.y - state.y) * step) / steps;
        const seat = nearestSeat(layout, x, y);
        if (seat !== null && seat !== state.lastSeat) {
          state.lastSeat = seat;
          paint(seat, 'drag');
        }
      }
      state.x = point.x;
      state.y = point.y;
    }
  }

  function handlePointerEnd(event: PointerEvent<SVGSVGElement>) {
    touches.current.delete(event.pointerId);
    if (touches.current.size < 2) pan.current = null;
    if (drag.current?.pointerId === event.pointerId) {
      // A quick tap lifts before the grace period is over: it paints now.
      if (event.type === 'pointerup') commitTouch();
      else cancelTouch();
      drag.current = null;
    }
  }

  function focusSeat(seat: number) {
    setFocusedSeat(seat);
    svgRef.current?.querySelector<SVGElement>(`[data-seat="${seat}"]`)?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    const hit = (event.target as Element).getAttribute('data-seat');
    if (hit === null) return;
    const seat = Number(hit);
    const keyMoves: Record<string, number> = {
      ArrowRight: seat + 1,
      ArrowDown: seat + 1,
      ArrowLeft: seat - 1,
      ArrowUp: seat - 1,
      Home: 0,
      End: seatCount - 1,
    };
    const next = keyMoves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusSeat(Math.min(seatCount - 1, Math.max(0, next)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      paint(seat, 'click');
    }
  }

  const widthStyle = {
    // Phones: wider than the screen by at most PAN_LIMIT_PX; from 768 px up: the card's width.
    '--chart-phone-width': `max(100%, min(calc(100% + ${PAN_LIMIT_PX}px), ${Math.round(layout.width * PHONE_PX_PER_UNIT)}px))`,
  } as CSSProperties;

  return (
    <div ref={scrollerRef} className={cn('overflow-x-auto overscroll-x-contain', className)}>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${layout.width.toFixed(1)} ${layout.height.toFixed(1)}`}
        role={isInteractive ? 'group' : 'img'}
        aria-label={label}
        aria-disabled={isInteractive && disabled ? true : undefined}
        data-seat-count={seatCount}
        className="block w-(--chart-phone-width) max-w-none select-none md:mx-auto md:w-full md:max-w-4xl"
        style={{ ...widthStyle, touchAction: canPaint ? 'none' : 'auto' }}
        onPointerDown={isInteractive ? handlePointerDown : undefined}
        onPointerMove={isInteractive ? handlePointerMove : undefined}
        onPointerUp={isInteractive ? handlePointerEnd : undefined}
        onPointerCancel={isInteractive ? handlePointerEnd : undefined}
        onKeyDown={isInteractive ? handleKeyDown : undefined}
      >
        <Seats
          layout={layout}
          seatColors={seatColors}
          seatLabels={seatLabels}
          isInteractive={isInteractive}
          isDisabled={disabled}
          focusedSeat={focusedSeat}
        />
        {summary && (
          <g aria-hidden="true" textAnchor="middle">
            <text
              x={layout.width / 2}
              y={layout.height - layout.seatRadius - 30}
              className="fill-navy-950 text-[44px] font-bold tabular-nums"
            >
              {summary.value}
            </text>
            <text
              x={layout.width / 2}
              y={layout.height - layout.seatRadius - 6}
              className="fill-slate-600 text-[17px] font-medium"
            >
              {summary.caption}
            </text>
          </g>
        )}
      </svg>
    </div>
  );
}

function Seats({
  layout,
  seatColors,
  seatLabels,
  isInteractive,
  isDisabled,
  focusedSeat,
}: {
  layout: HemicycleLayout;
  seatColors: ReadonlyArray<string | null>;
  seatLabels: ReadonlyArray<string> | undefined;
  isInteractive: boolean;
  isDisabled: boolean;
  focusedSeat: number;
}) {
  return (
    <g>
      {layout.seats.map((seat) => (
        <Seat
          key={seat.number}
          number={seat.number}
          cx={seat.x}
          cy={seat.y}
          r={layout.seatRadius}
          color={seatColors[seat.number] ?? null}
          label={seatLabels?.[seat.number]}
          isInteractive={isInteractive}
          isFocusable={seat.number === focusedSeat}
          isDisabled={isDisabled}
        />
      ))}
    </g>
  );
}

function midpoint(points: Map<number, { x: number; y: number }>): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (const point of points.values()) {
    x += point.x;
    y += point.y;
  }
  return { x: x / points.size, y: y / points.size };
}
