import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../../lib/cn';
import type { SeatRange } from '@zetelpoule/shared/hemicycle/drag';
import {
  SEAT_PITCH,
  hemicycleLayout,
  type HemicycleLayout,
} from '@zetelpoule/shared/hemicycle/layout';
import { colourPatterns, patternOf, type SeatPattern } from './party-patterns';
import { SeatPatternDefs, patternFill } from './seat-patterns';
import { ChartSummary, Seats } from './seats';
import { useSeatPointer, type SeatDragPhase, type SeatPaintSource } from './use-seat-pointer';

export { HOLD_TO_PAINT_MS } from './use-seat-pointer';
export type { SeatDragPhase, SeatPaintSource } from './use-seat-pointer';
export type { SeatRange } from '@zetelpoule/shared/hemicycle/drag';

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
   * Makes the chart interactive: called for the seat pressed (tap, click, Enter). Without it
   * the chart is a read-only picture (other players' predictions).
   */
  onSeatPaint?: (seatNumber: number, source: SeatPaintSource) => void;
  /**
   * A drag after the press: the seats from where it started to where the pointer is now
   * (docs/decisions/064-drag-to-where-the-finger-stops.md), on every change ('move') and once when it ends ('end').
   */
  onSeatDrag?: (range: SeatRange, phase: SeatDragPhase) => void;
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

/** The smallest target WCAG 2.5.8 allows, in CSS px: seats are centred at least this far apart. */
export const MIN_TARGET_PX = 24;
/**
 * An interactive chart lying on its side is drawn at most this many px per SVG unit (seats
 * 30 px apart), so a tablet-wide card does not grow a chart taller than the screen.
 */
const MAX_LYING_PX_PER_UNIT = 1.2;

/** Whether the chart must lie on its side for seats to be MIN_TARGET_PX apart. */
function shouldLie(layout: HemicycleLayout, containerWidth: number): boolean {
  return containerWidth > 0 && (containerWidth / layout.width) * SEAT_PITCH < MIN_TARGET_PX;
}

/** The window's width without a layout (0 where there is no window). */
function viewportWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

/**
 * The seat chart (docs/decisions/018-hemicycle-for-thumbs.md) as SVG, for any seat count of 50–250, always as wide as its
 * container (never panned). Interactive (decision 018, use-seat-pointer.ts): a press or a tap
 * paints a seat, a drag paints the seats up to the pointer, a finger scrolls unless it rests
 * first; arrow keys move between seats and Enter or Space paints. Too narrow for seats
 * MIN_TARGET_PX apart (a phone), the interactive chart lies on its side — flat edge left,
 * seat 1 at the top — and uses the screen's height instead of its width.
 */
export function Hemicycle({
  seatCount,
  seatColors,
  colorPatterns: givenPatterns,
  label,
  onSeatPaint,
  onSeatDrag,
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
  const [focusedSeat, setFocusedSeat] = useState(0);
  // Until the chart is laid out, the viewport's width stands in for its container's: the
  // container is never wider, so a chart that must lie in the viewport lies in it too, and a
  // phone's first render is already the right way round.
  const [containerWidth, setContainerWidth] = useState(viewportWidth);
  const widthRef = useRef(containerWidth);

  const isInteractive = onSeatPaint !== undefined;
  const canPaint = isInteractive && !disabled;
  const isLying = isInteractive && shouldLie(layout, containerWidth);

  const handlers = useSeatPointer({
    layout,
    seatCount,
    svgRef,
    seatsRef,
    isInteractive,
    canPaint,
    onSeatPaint,
    onSeatDrag,
    onPaintStart,
    onFocusSeat: setFocusedSeat,
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
        {...handlers}
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
        {summary && <ChartSummary layout={layout} isLying={isLying} {...summary} />}
      </svg>
    </div>
  );
}
