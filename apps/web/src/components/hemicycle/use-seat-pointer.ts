import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { dragEndSeat, type SeatRange } from '@zetelpoule/shared/hemicycle/drag';
import { nearestSeat, type HemicycleLayout } from '@zetelpoule/shared/hemicycle/layout';

/** How a seat was reached: a press (tap, click, Enter). Drags report ranges instead. */
export type SeatPaintSource = 'click';

/** A drag's range as the finger moves ('move'), and once it lifts or is cancelled ('end'). */
export type SeatDragPhase = 'move' | 'end';

/**
 * Decision 018: one finger paints only after it has rested this long on the chart; before
 * that it is a tap (lifted) or a scroll (moved).
 */
export const HOLD_TO_PAINT_MS = 300;
/** A finger that moves further than this (CSS px) before the hold is over is scrolling. */
const TAP_SLOP_PX = 10;

type Drag = { pointerId: number; from: number | null; to: number | null };
/** One finger on the chart: a tap, a scroll, or (after the hold) a painting drag. */
type FingerGesture = Drag & {
  clientX: number;
  clientY: number;
  timer: ReturnType<typeof setTimeout>;
  isPainting: boolean;
};

export type SeatPointerOptions = {
  layout: HemicycleLayout;
  seatCount: number;
  svgRef: RefObject<SVGSVGElement | null>;
  /** The group the seats are drawn in: its matrix maps the screen back to layout units. */
  seatsRef: RefObject<SVGGElement | null>;
  isInteractive: boolean;
  canPaint: boolean;
  onSeatPaint?: (seatNumber: number, source: SeatPaintSource) => void;
  onSeatDrag?: (range: SeatRange, phase: SeatDragPhase) => void;
  onPaintStart?: () => void;
  onFocusSeat: (seatNumber: number) => void;
};

/**
 * The chart's pointer and keyboard handling (decision 018): a mouse or pen presses a seat and
 * drags; a finger taps, scrolls when it moves, and drags only after resting HOLD_TO_PAINT_MS.
 * A drag covers the seats from where it started to where the pointer is now, by seat number
 * (docs/decisions/064-drag-to-where-the-finger-stops.md): it grows and shrinks with the pointer and stops where it stops.
 */
export function useSeatPointer(options: SeatPointerOptions) {
  const { layout, seatCount, svgRef, seatsRef, isInteractive, canPaint } = options;
  const mouse = useRef<Drag | null>(null);
  const finger = useRef<FingerGesture | null>(null);
  const fingers = useRef(new Set<number>());

  // Handlers read the latest props through refs: the native touchmove listener is long-lived.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

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
  }, [isInteractive, svgRef]);

  function toLayoutPoint(clientX: number, clientY: number): { x: number; y: number } | null {
    // The seats' group carries the rotation when the chart lies, so its matrix maps straight
    // back to layout units.
    const matrix = seatsRef.current?.getScreenCTM?.();
    if (!matrix) return null;
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  }

  /** The seat pressed: the seat element hit, else the nearest within its pick radius. */
  function seatAt(event: PointerEvent<SVGSVGElement>): number | null {
    const hit = (event.target as Element).closest?.('[data-seat]')?.getAttribute('data-seat');
    if (hit !== null && hit !== undefined) return Number(hit);
    const point = toLayoutPoint(event.clientX, event.clientY);
    return point ? nearestSeat(layout, point.x, point.y) : null;
  }

  function paint(seat: number | null) {
    if (seat === null || !latest.current.canPaint) return;
    latest.current.onSeatPaint?.(seat, 'click');
  }

  /** Moves the drag's end to where the pointer is now (its latest position this frame). */
  function dragTo(state: Drag, event: PointerEvent<SVGSVGElement>) {
    const native = event.nativeEvent;
    const samples = native.getCoalescedEvents?.() ?? [];
    const last = samples.at(-1) ?? native;
    const point = toLayoutPoint(last.clientX, last.clientY);
    if (!point) return;
    const seat = dragEndSeat(layout, point.x, point.y);
    state.from ??= seat;
    if (seat === state.to) return;
    state.to = seat;
    if (latest.current.canPaint)
      latest.current.onSeatDrag?.({ from: state.from, to: seat }, 'move');
  }

  /** A drag that moved reports its final range once. */
  function endDrag(state: Drag) {
    if (state.from === null || state.to === null || !latest.current.canPaint) return;
    latest.current.onSeatDrag?.({ from: state.from, to: state.to }, 'end');
  }

  function endFinger() {
    const gesture = finger.current;
    clearTimeout(gesture?.timer);
    finger.current = null;
    if (gesture?.isPainting) endDrag(gesture);
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (!canPaint) return;
    if (event.pointerType === 'touch') {
      fingers.current.add(event.pointerId);
      if (fingers.current.size > 1) {
        // A second finger: a pinch or a two-finger scroll, never a tap.
        endFinger();
        return;
      }
      const seat = seatAt(event);
      if (seat !== null) options.onFocusSeat(seat);
      const gesture: FingerGesture = {
        pointerId: event.pointerId,
        from: seat,
        to: null,
        clientX: event.clientX,
        clientY: event.clientY,
        isPainting: false,
        timer: setTimeout(() => {
          if (finger.current !== gesture) return;
          gesture.isPainting = true;
          latest.current.onPaintStart?.();
          navigator.vibrate?.(10);
          paint(gesture.from);
        }, HOLD_TO_PAINT_MS),
      };
      finger.current = gesture;
      return;
    }
    if (event.button !== 0) return;
    const seat = seatAt(event);
    // Keep receiving the moves of this pointer when it leaves the chart mid-drag.
    svgRef.current?.setPointerCapture?.(event.pointerId);
    mouse.current = { pointerId: event.pointerId, from: seat, to: null };
    if (seat !== null) options.onFocusSeat(seat);
    paint(seat);
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const gesture = finger.current;
    if (gesture && gesture.pointerId === event.pointerId) {
      if (gesture.isPainting) {
        dragTo(gesture, event);
      } else if (
        Math.hypot(event.clientX - gesture.clientX, event.clientY - gesture.clientY) > TAP_SLOP_PX
      ) {
        // Moved before the hold was over: a scroll or a swipe, which paints nothing.
        endFinger();
      }
      return;
    }
    const state = mouse.current;
    if (state && state.pointerId === event.pointerId) dragTo(state, event);
  }

  function onPointerEnd(event: PointerEvent<SVGSVGElement>) {
    fingers.current.delete(event.pointerId);
    const gesture = finger.current;
    if (gesture && gesture.pointerId === event.pointerId) {
      // A finger lifted before the hold was over, without moving: a tap.
      if (event.type === 'pointerup' && !gesture.isPainting) paint(gesture.from);
      endFinger();
    }
    const state = mouse.current;
    if (state?.pointerId === event.pointerId) {
      mouse.current = null;
      endDrag(state);
    }
  }

  function onContextMenu(event: MouseEvent<SVGSVGElement>) {
    // A long press opens the context menu on some phones; here it is the start of painting.
    if (finger.current !== null) event.preventDefault();
  }

  function focusSeat(seat: number) {
    options.onFocusSeat(seat);
    svgRef.current?.querySelector<SVGElement>(`[data-seat="${seat}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
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
      paint(seat);
    }
  }

  return isInteractive
    ? {
        onPointerDown,
        onPointerMove,
        onPointerUp: onPointerEnd,
        onPointerCancel: onPointerEnd,
        onContextMenu,
        onKeyDown,
      }
    : {};
}
