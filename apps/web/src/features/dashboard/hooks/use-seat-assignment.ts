import type { QuickStartResult, QuickStartSource } from '@zetelpoule/shared';
import type { SeatRange } from '@zetelpoule/shared/hemicycle/drag';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { SeatDragPhase } from '../../../components/hemicycle/hemicycle';
import { useDeadlineErrorHandler } from '../../../components/deadline/deadline-toast';
import { isApiError } from '../../../lib/api-client';
import { quickStart } from '../api/quick-start';
import { isSeatField, pendingSaves } from '../lib/pending-saves';
import {
  blocksInOrder,
  initialSeatChart,
  reduceSeatChart,
  seatArray,
  type SeatChartAction,
  type SeatParties,
} from '../lib/seat-chart';
import { partySeatsBody, seatBody } from '../lib/seat-outbox';
import { SeatSaveQueue } from '../lib/seat-save-queue';

export type { SeatParties } from '../lib/seat-chart';

export type SeatAssignment = {
  /** What the chart shows: every confirmed seat plus the ones still being saved. */
  seats: SeatParties;
  /** The latest refusal's message (a 4xx: the server's; otherwise the default message). */
  errorMessage: string | null;
  /** Seats shown that did not reach the server (offline, 5xx), sent again by retry(). */
  hasUnsaved: boolean;
  isResetting: boolean;
  /** A quick start is being saved: the chart and the steppers wait for it. */
  isFilling: boolean;
  /** Whether there is a last change to undo. */
  canUndo: boolean;
  /** Whether that change is a quick start's fill. */
  canUndoFill: boolean;
  /** A tap (or click, or Enter) on a seat with `partyId`: shown at once, saved behind. */
  paint: (seatNumber: number, partyId: number) => void;
  /** A drag with `partyId` over `range`: shown as it moves, saved when it ends. */
  drag: (range: SeatRange, partyId: number, phase: SeatDragPhase) => void;
  /** Give a party `seats` seats (the "Zetels per partij" steppers): one PUT for the whole chart. */
  setPartySeats: (partyId: number, seats: number) => void;
  /** Fill the whole chart from a source (the quick start); null when it did not work. */
  fill: (source: QuickStartSource) => Promise<QuickStartResult | null>;
  /** Put back the chart as it was before the last change. */
  undo: () => void;
  /** Send every unsaved seat again. */
  retry: () => void;
  /** Empty every seat, on the server first. Resolves to whether it worked. */
  reset: () => Promise<boolean>;
};

/**
 * The seat chart of the dashboard: the pure reducer of lib/seat-chart.ts decides what each
 * change shows and asks to save, lib/seat-save-queue.ts sends it (nothing is lost
 * silently), and this hook connects the two to React.
 */
export function useSeatAssignment(
  seatCount: number,
  initial: ReadonlyArray<{ seat_number: number; party: number }>,
  /** Party ids in list order: the order of a PUT's blocks. */
  partyOrder: readonly number[],
  defaultErrorMessage: string,
  /**
   * Whose outbox keeps the saves that did not arrive, so that a reload sends them again
   *; and whether predictions are locked, when the outbox is dropped unsent.
   */
  outbox: { userId: number | null; isLocked: boolean } = { userId: null, isLocked: false },
): SeatAssignment {
  const { userId } = outbox;
  const handleDeadlineError = useDeadlineErrorHandler();
  const [initialSeats] = useState(() => seatArray(seatCount, initial));
  const [chart, setChart] = useState(() => initialSeatChart(initialSeats));
  const chartRef = useRef(chart);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [hasUnsaved, setHasUnsaved] = useState(false);
  const [busy, setBusy] = useState<'reset' | 'fill' | null>(null);
  const busyRef = useRef(busy);
  const orderRef = useRef(partyOrder);
  useEffect(() => {
    orderRef.current = partyOrder;
  });

  // Refusals arrive from the save queue, long after the render that made it: it calls the
  // latest handler through a ref.
  const refuseRef = useRef((error: unknown) => void error);
  useLayoutEffect(() => {
    refuseRef.current = (error: unknown) => {
      handleDeadlineError(error);
      setErrorMessage(isApiError(error) ? error.message : defaultErrorMessage);
    };
  });
  const refuse = useCallback((error: unknown) => refuseRef.current(error), []);

  /** Runs an action through the reducer; returns the save it asks for. */
  const apply = useCallback((action: SeatChartAction) => {
    const step = reduceSeatChart(chartRef.current, action);
    chartRef.current = step.chart;
    setChart(step.chart);
    return step.save;
  }, []);

  const [queue] = useState(() => new SeatSaveQueue(seatCount, initialSeats, userId));
  // Connected in an effect: its callbacks read the chart's ref, which a render must not.
  useLayoutEffect(() => {
    queue.connect({
      shown: () => chartRef.current.seats,
      order: () => orderRef.current,
      onServerSeat: (seat, partyId) => apply({ type: 'showSeat', seat, partyId }),
      onServerChart: (seats, paintedSince) => {
        apply({ type: 'showChart', seats });
        for (const [seat, partyId] of paintedSince) apply({ type: 'showSeat', seat, partyId });
      },
      onSaved: () => setErrorMessage(null),
      onRefused: refuse,
      onUnsavedChange: setHasUnsaved,
    });
  }, [apply, queue, refuse]);

  /** A change of the player's: shown by the reducer, then sent as it asks. */
  const change = useCallback(
    (action: SeatChartAction) => {
      if (busyRef.current !== null) return;
      const save = apply(action);
      if (save?.kind === 'seats') {
        for (const [seat, partyId] of save.seats) queue.saveSeat(seat, partyId);
      } else if (save?.kind === 'chart') {
        queue.saveChart();
      }
    },
    [apply, queue],
  );

  const paint = useCallback(
    (seat: number, partyId: number) =>
      change({ type: 'tap', seat, partyId, at: performance.now() }),
    [change],
  );
  const drag = useCallback(
    (range: SeatRange, partyId: number, phase: SeatDragPhase) => {
      change({ type: 'drag', range, partyId });
      if (phase === 'end') change({ type: 'dragEnd' });
    },
    [change],
  );
  const setPartySeats = useCallback(
    (partyId: number, count: number) =>
      change({ type: 'partySeats', partyId, count, order: orderRef.current }),
    [change],
  );
  const undo = useCallback(() => change({ type: 'undo', order: orderRef.current }), [change]);
  const retry = useCallback(() => {
    if (busyRef.current === null) queue.retry();
  }, [queue]);

  const runBusy = useCallback(async <T>(kind: 'reset' | 'fill', task: () => Promise<T>) => {
    busyRef.current = kind;
    setBusy(kind);
    try {
      return await task();
    } finally {
      busyRef.current = null;
      setBusy(null);
    }
  }, []);

  const fill = useCallback(
    (source: QuickStartSource) =>
      runBusy('fill', async () => {
        let result: QuickStartResult | null = null;
        const seats = await queue.writeChart(async () => {
          result = await quickStart(source);
          return result;
        });
        if (seats === null) return null;
        apply({ type: 'filled', seats });
        return result;
      }),
    [apply, queue, runBusy],
  );

  const reset = useCallback(
    () =>
      runBusy('reset', async () => {
        try {
          await queue.reset();
          const empty = Array.from({ length: seatCount }, () => null);
          apply({ type: 'showChart', seats: empty, forgetUndo: true });
          setErrorMessage(null);
          return true;
        } catch (error) {
          refuse(error);
          return false;
        }
      }),
    [apply, queue, refuse, runBusy, seatCount],
  );

  // Back online: send what did not arrive, without waiting for the player to ask. Always
  // listening, deciding when the event comes (as in use-serial-save.ts).
  const retryIfUnsaved = useEffectEvent(() => {
    if (hasUnsaved) retry();
  });
  useEffect(() => {
    const onOnline = () => retryIfUnsaved();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // Seat saves that did not arrive before the last reload are shown and sent again,
  // in the order they were made, once; after the deadline they are dropped unsent. A layout
  // effect, so the chart's first paint already shows them, not the server's older seats first.
  const hasReplayed = useRef(false);
  useLayoutEffect(() => {
    if (hasReplayed.current) return;
    hasReplayed.current = true;
    const entries = pendingSaves.list(userId).filter((entry) => isSeatField(entry.field));
    if (entries.length === 0) return;
    if (outbox.isLocked) {
      pendingSaves.remove(userId, isSeatField);
      return;
    }
    void (async () => {
      for (const { body } of entries) {
        const rows = partySeatsBody(body);
        if (rows !== null) {
          apply({ type: 'showChart', seats: blocksInOrder(rows, seatCount) });
          queue.saveChart();
          // Seats painted after the PUT go on top of its blocks.
          await queue.settled();
          continue;
        }
        const seat = seatBody(body, seatCount);
        if (seat === null) continue;
        apply({ type: 'showSeat', seat: seat.seat_number, partyId: seat.party_id });
        queue.saveSeat(seat.seat_number, seat.party_id);
      }
    })();
  }, [apply, outbox.isLocked, queue, seatCount, userId]);

  return {
    seats: chart.seats,
    errorMessage,
    hasUnsaved,
    isResetting: busy === 'reset',
    isFilling: busy === 'fill',
    canUndo: chart.undo !== null,
    canUndoFill: chart.undo !== null && chart.undoesFill,
    paint,
    drag,
    setPartySeats,
    fill,
    undo,
    retry,
    reset,
  };
}
