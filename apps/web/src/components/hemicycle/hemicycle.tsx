import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../../lib/cn';
import {
  SEAT_PITCH,
  hemicycleLayout,
  nearestSeat,
  type HemicycleLayout,
} from '@zetelpoule/shared/hemicycle/layout';
import { colourPatterns, patternOf, type SeatPattern } from './party-patterns';
import { SeatPatternDefs, patternFill } from './seat-patterns';

/** How a seat was reached: a press (tap, click, Enter) or sweeping over it while dragging. */
export type SeatPaintSource = 'click' | 'drag';

export type HemicycleProps = {
  seatCount: number;
  /** The colour of every seat by seat number; null draws an empty seat. */
  seatColors: ReadonlyArray<string | null>;
  /**
   * The overlay pattern per colour (from colourPatterns, in the parties' list order), so the
   * chart matches its legend. Without it the chart derives one from the colours it shows.
   */
  colorPatterns?: ReadonlyMap<string, SeatPattern>;
  /** The chart's accessible name. */
  label: string;
  /**
   * Makes the chart interactive: called for the seat pressed, and for every further seat a
   * drag sweeps over. Without it the chart is a read-only picture (other players' predictions).
   */
  onSeatPaint?: (seatNumber: number, source: SeatPaintSource) => void;
  /** Called once when a touch press-and-hold starts painting (for a hint or a haptic tick). */
  onPaintStart?: () => void;
  /** Accessible name per seat in interactive mode ("Zetel 12: VVD"); also the hover tooltip. */
  seatLabels?: ReadonlyArray<string>;
  /** Shown but not paintable (while locked, or while a reset runs). */
  disabled?: boolean;
  /** Big text in the well of the chart, with a caption under it. */
  summary?: { value: string; caption: string };
  /**
   * False draws the chart's frame at its full size without the seats, so a page can add them
   * in a later task without anything moving (the dashboard's first screen). Default true.
   */
  drawSeats?: boolean;
  className?: string;
};

const EMPTY_SEAT_FILL = '#e2e8f0';
const EMPTY_SEAT_STROKE = '#94a3b8';
const SEAT_STROKE = 'rgb(15 23 42 / 0.35)';
/** The smallest target WCAG 2.5.8 allows, in CSS px: seats are centred at least this far apart. */
export const MIN_TARGET_PX = 24;
/**
 * An interactive chart lying on its side is drawn at most this many px per SVG unit (seats
 * 30 px apart), so a tablet-wide card does not grow a chart taller than the screen.
 */
const MAX_LYING_PX_PER_UNIT = 1.2;
/** A drag samples the way between two pointer events this finely, so no seat is skipped. */
const DRAG_SAMPLE_STEP = SEAT_PITCH / 3;
/**
 * Decision 018: one finger paints only after it has rested this long on the chart; before
 * that it is a tap (lifted) or a scroll (moved).
 */
export const HOLD_TO_PAINT_MS = 300;
/** A finger that moves further than this (CSS px) before the hold is over is scrolling. */
const TAP_SLOP_PX = 10;

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

type MouseDrag = { pointerId: number; lastSeat: number | null; x: number; y: number };
/** One finger on the chart: a tap, a scroll, or (after the hold) a painting drag. */
type FingerGesture = MouseDrag & {
  clientX: number;
  clientY: number;
  timer: ReturnType<typeof setTimeout>;
  isPainting: boolean;
};

/** Whether the chart must lie on its side for seats to be MIN_TARGET_PX apart. */
function shouldLie(layout: HemicycleLayout, containerWidth: number): boolean {
  return containerWidth > 0 && (containerWidth / layout.width) * SEAT_PITCH < MIN_TARGET_PX;
}

/** The window's width without a layout (0 where there is no window). */
function viewportWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

/**
 * The seat chart (docs/rules.md#seats-and-regions) as SVG, for any seat count of 50–250, always as
 * wide as its container (never panned). Interactive (decision 018): a mouse or pen presses or drags
 * across seats; a finger taps a seat, scrolls the page when it moves, and paints by dragging only
 * after resting HOLD_TO_PAINT_MS on the chart; arrow keys move between seats and Enter or Space
 * paints. Too narrow for seats MIN_TARGET_PX apart (a phone), the interactive chart lies on its
 * side — flat edge left, seat 1 at the top — and uses the screen's height instead of its width.
 */
export function Hemicycle({
  seatCount,
  seatColors,
  colorPatterns: givenPatterns,
  label,
  onSeatPaint,
  onPaintStart,
  seatLabels,
  disabled = false,
  summary,
  drawSeats = true,
  className,
}: HemicycleProps) {
  const layout = useMemo(() => hemicycleLayout(seatCount), [seatCount]);
  const patternPrefix = `seat-pattern-${useId().replace(/:/g, '')}`;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const seatsRef = useRef<SVGGElement>(null);
  const mouse = useRef<MouseDrag | null>(null);
  const finger = useRef<FingerGesture | null>(null);
  const fingers = useRef(new Set<number>());
  const [focusedSeat, setFocusedSeat] = useState(0);
  // Until the chart is laid out, the viewport's width stands in for its container's: the
  // container is never wider, so a chart that must lie in the viewport lies in it too, and a
  // phone's first render is already the right way round.
  const [containerWidth, setContainerWidth] = useState(viewportWidth);
  const widthRef = useRef(containerWidth);

  const isInteractive = onSeatPaint !== undefined;
  const canPaint = isInteractive && !disabled;
  const isLying = isInteractive && shouldLie(layout, containerWidth);

  // Handlers read the latest props through refs: the native touchmove listener is long-lived.
  const paintRef = useRef(onSeatPaint);
  const paintStartRef = useRef(onPaintStart);
  useLayoutEffect(() => {
    paintRef.current = canPaint ? onSeatPaint : undefined;
    paintStartRef.current = onPaintStart;
  });

  // The width is read where the browser has just laid the page out anyway: in the observer's
  // first callback, in the frame's own rendering step. Reading it in the commit instead forced
  // the whole page's style and layout into the commit's task (a 52–66 ms task on /dashboard at
  // full speed, four times that on a slow phone). A change of orientation is rendered at once
  // (flushSync), before that frame is painted, so the chart never shows the wrong way round;
  // a new width that leaves the orientation as it is renders nothing.
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || !isInteractive || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = wrapper.clientWidth;
      if (shouldLie(layout, width) === shouldLie(layout, widthRef.current)) return;
      widthRef.current = width;
      flushSync(() => setContainerWidth(width));
    });
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, [isInteractive, layout]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || !isInteractive) return;
    // touch-action pan-y hands vertical moves to the browser before any script sees them; a
    // finger that held still long enough to paint keeps the page still by cancelling its
    // touchmoves (only a non-passive native listener can).
    const holdPage = (event: TouchEvent) => {
      if (finger.current?.isPainting && event.cancelable) event.preventDefault();
    };
    svg.addEventListener('touchmove', holdPage, { passive: false });
    return () => {
      svg.removeEventListener('touchmove', holdPage);
      clearTimeout(finger.current?.timer);
    };
  }, [isInteractive]);

  function toLayoutPoint(clientX: number, clientY: number): { x: number; y: number } | null {
    // The seats' group carries the rotation when the chart lies, so its matrix maps straight
    // back to layout units.
    const matrix = seatsRef.current?.getScreenCTM?.();
    if (!matrix) return null;
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  }

  function seatAt(event: PointerEvent<SVGSVGElement>) {
    const hit = (event.target as Element).closest?.('[data-seat]')?.getAttribute('data-seat');
    const point = toLayoutPoint(event.clientX, event.clientY);
    const seat =
      hit !== null && hit !== undefined
        ? Number(hit)
        : point
          ? nearestSeat(layout, point.x, point.y)
          : null;
    return { seat, point };
  }

  function paint(seat: number | null, source: SeatPaintSource) {
    if (seat === null) return;
    paintRef.current?.(seat, source);
  }

  /** Paints every seat on the straight way from the drag's last position to this event. */
  function paintAlong(state: MouseDrag, event: PointerEvent<SVGSVGElement>) {
    // Coalesced events carry every position since the last frame, not just the latest.
    const native = event.nativeEvent;
    const samples = native.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length > 0 ? samples : [native]) {
      const point = toLayoutPoint(sample.clientX, sample.clientY);
      if (!point) continue;
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

  function endFinger() {
    clearTimeout(finger.current?.timer);
    finger.current = null;
  }

  function handlePointerDown(event: PointerEvent<SVGSVGElement>) {
    if (!canPaint) return;
    if (event.pointerType === 'touch') {
      fingers.current.add(event.pointerId);
      if (fingers.current.size > 1) {
        // A second finger: a pinch or a two-finger scroll, never a tap.
        endFinger();
        return;
      }
      const { seat, point } = seatAt(event);
      if (seat !== null) setFocusedSeat(seat);
      const gesture: FingerGesture = {
        pointerId: event.pointerId,
        lastSeat: seat,
        x: point?.x ?? 0,
        y: point?.y ?? 0,
        clientX: event.clientX,
        clientY: event.clientY,
        isPainting: false,
        timer: setTimeout(() => {
          if (finger.current !== gesture) return;
          gesture.isPainting = true;
          paintStartRef.current?.();
          navigator.vibrate?.(10);
          paint(gesture.lastSeat, 'click');
        }, HOLD_TO_PAINT_MS),
      };
      finger.current = gesture;
      return;
    }
    if (event.button !== 0) return;
    const { seat, point } = seatAt(event);
    // Keep receiving the moves of this pointer when it leaves the chart mid-drag.
    svgRef.current?.setPointerCapture?.(event.pointerId);
    mouse.current = {
      pointerId: event.pointerId,
      lastSeat: seat,
      x: point?.x ?? 0,
      y: point?.y ?? 0,
    };
    if (seat !== null) setFocusedSeat(seat);
    paint(seat, 'click');
  }

  function handlePointerMove(event: PointerEvent<SVGSVGElement>) {
    const gesture = finger.current;
    if (gesture && gesture.pointerId === event.pointerId) {
      if (gesture.isPainting) {
        paintAlong(gesture, event);
      } else if (
        Math.hypot(event.clientX - gesture.clientX, event.clientY - gesture.clientY) > TAP_SLOP_PX
      ) {
        // Moved before the hold was over: a scroll or a swipe, which paints nothing.
        endFinger();
      }
      return;
    }
    const state = mouse.current;
    if (state && state.pointerId === event.pointerId) paintAlong(state, event);
  }

  function handlePointerEnd(event: PointerEvent<SVGSVGElement>) {
    fingers.current.delete(event.pointerId);
    const gesture = finger.current;
    if (gesture && gesture.pointerId === event.pointerId) {
      // A finger lifted before the hold was over, without moving: a tap.
      if (event.type === 'pointerup' && !gesture.isPainting) paint(gesture.lastSeat, 'click');
      endFinger();
    }
    if (mouse.current?.pointerId === event.pointerId) mouse.current = null;
  }

  function handleContextMenu(event: MouseEvent<SVGSVGElement>) {
    // A long press opens the context menu on some phones; here it is the start of painting.
    if (finger.current !== null) event.preventDefault();
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

  const patterns = useMemo(
    () => givenPatterns ?? colourPatterns(seatColors.filter((colour) => colour !== null)),
    [givenPatterns, seatColors],
  );
  const overlays = useMemo(
    () =>
      seatColors.map((colour) =>
        colour === null ? null : patternFill(patternPrefix, patternOf(patterns, colour)),
      ),
    [seatColors, patterns, patternPrefix],
  );

  // Lying: x' = height − y, y' = x, so the flat edge is on the left and seat 1 at the top.
  const viewWidth = isLying ? layout.height : layout.width;
  const viewHeight = isLying ? layout.width : layout.height;
  const summaryAnchor = isLying
    ? { x: layout.height - layout.width / 2 + wellRadius(layout) / 2, y: layout.width / 2 + 8 }
    : { x: layout.width / 2, y: layout.height - layout.seatRadius - 30 };

  return (
    <div ref={wrapperRef} className={className}>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${viewWidth.toFixed(1)} ${viewHeight.toFixed(1)}`}
        role={isInteractive ? 'group' : 'img'}
        aria-label={label}
        aria-disabled={isInteractive && disabled ? true : undefined}
        data-seat-count={seatCount}
        data-orientation={isLying ? 'lying' : 'upright'}
        className={cn(
          'mx-auto block w-full select-none [-webkit-tap-highlight-color:transparent] [-webkit-touch-callout:none]',
          !isLying && 'md:max-w-4xl',
        )}
        style={{
          // A vertical swipe always scrolls the page; pinching still zooms.
          touchAction: canPaint ? 'pan-y pinch-zoom' : 'auto',
          maxWidth: isLying ? `${Math.round(viewWidth * MAX_LYING_PX_PER_UNIT)}px` : undefined,
        }}
        onPointerDown={isInteractive ? handlePointerDown : undefined}
        onPointerMove={isInteractive ? handlePointerMove : undefined}
        onPointerUp={isInteractive ? handlePointerEnd : undefined}
        onPointerCancel={isInteractive ? handlePointerEnd : undefined}
        onContextMenu={isInteractive ? handleContextMenu : undefined}
        onKeyDown={isInteractive ? handleKeyDown : undefined}
      >
        <SeatPatternDefs prefix={patternPrefix} />
        <g
          ref={seatsRef}
          transform={isLying ? `matrix(0 1 -1 0 ${layout.height.toFixed(1)} 0)` : undefined}
        >
          {drawSeats && (
            <Seats
              layout={layout}
              seatColors={seatColors}
              overlays={overlays}
              seatLabels={seatLabels}
              isInteractive={isInteractive}
              isDisabled={disabled}
              focusedSeat={focusedSeat}
            />
          )}
        </g>
        {summary && (
          <g aria-hidden="true" textAnchor="middle" pointerEvents="none">
            <text
              x={summaryAnchor.x}
              y={summaryAnchor.y}
              className="fill-navy-950 text-[44px] font-bold tabular-nums"
            >
              {summary.value}
            </text>
            <text
              x={summaryAnchor.x}
              y={summaryAnchor.y + 24}
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

/** The radius of the empty well inside the innermost row (SVG units). */
function wellRadius(layout: HemicycleLayout): number {
  // The layout's centre sits at (width / 2, width / 2): as far from the top as from the sides.
  const centre = layout.width / 2;
  let inner = Infinity;
  for (const seat of layout.seats) {
    inner = Math.min(inner, Math.hypot(seat.x - centre, seat.y - centre));
  }
  return inner - layout.seatRadius;
}

function Seats({
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
