import { SEAT_CLICK_DEBOUNCE_MS } from '@zetelpoule/shared';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { SeatPaintSource } from '../../../components/hemicycle/hemicycle';
import { useDeadlineErrorHandler } from '../../../components/deadline/deadline-toast';
import { isApiError } from '../../../lib/api-client';
import { resetSeats } from '../api/reset-seats';
import { saveSeat } from '../api/save-seat';
import { setSeats } from '../api/set-seats';
import { SEATS_FIELD, isSeatField, pendingSaves, seatField } from '../lib/pending-saves';
import { isRetryableSaveError } from './use-serial-save';

/** A party id per seat number; null is an empty seat. */
export type SeatParties = ReadonlyArray<number | null>;

export type SeatAssignment = {
  /** What the chart shows: every confirmed seat plus the ones still being saved. */
  seats: SeatParties;
  /** The latest refusal's message (a 4xx: the server's; otherwise the default message). */
  errorMessage: string | null;
  /**
   * Seats shown that the server did not take because it was not reached (offline, 5xx). They
   * stay shown and are sent again by retry() or as soon as the browser is back online.
   */
  hasUnsaved: boolean;
  isResetting: boolean;
  /** Whether there is a last change to undo. */
  canUndo: boolean;
  /** Paint one seat in `partyId`: shown at once, saved in the background. */
  paint: (seatNumber: number, partyId: number, source: SeatPaintSource) => void;
  /** Give a party `seats` seats (the "Zetels per partij" steppers): one PUT for the whole chart. */
  setPartySeats: (partyId: number, seats: number) => void;
  /** Put back the chart as it was before the last change (a tap, a drag, a stepper). */
  undo: () => void;
  /** Send every unsaved seat again. */
  retry: () => void;
  /** Empty every seat, on the server first. Resolves to whether it worked. */
  reset: () => Promise<boolean>;
};

/** A drag paint this long after the previous paint starts a new change for undo. */
const NEW_CHANGE_AFTER_MS = 500;

function seatArray(
  seatCount: number,
  entries: ReadonlyArray<{ seat_number: number; party: number }>,
) {
  const seats: Array<number | null> = Array.from({ length: seatCount }, () => null);
  for (const { seat_number, party } of entries) {
    if (seat_number >= 0 && seat_number < seatCount) seats[seat_number] = party;
  }
  return seats;
}

/** Seats per party in `order`, parties without seats left out: the PUT body's rows. */
export function partySeatsInOrder(seats: SeatParties, order: readonly number[]) {
  const counts = new Map<number, number>();
  for (const partyId of seats) {
    if (partyId !== null) counts.set(partyId, (counts.get(partyId) ?? 0) + 1);
  }
  return order
    .map((partyId) => ({ party_id: partyId, seats: counts.get(partyId) ?? 0 }))
    .filter((row) => row.seats > 0);
}

/** What the server makes of a PUT: contiguous blocks in the order given, the rest empty. */
export function blocksInOrder(
  rows: ReadonlyArray<{ party_id: number; seats: number }>,
  seatCount: number,
): Array<number | null> {
  const seats = rows.flatMap((row) => Array<number>(row.seats).fill(row.party_id));
  return Array.from({ length: seatCount }, (_, seat) => seats[seat] ?? null);
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A kept PUT body's rows, or null when `body` is not one (storage can be edited by hand). */
function partySeatsBody(body: unknown): Array<{ party_id: number; seats: number }> | null {
  if (typeof body !== 'object' || body === null) return null;
  const rows = (body as { party_seats?: unknown }).party_seats;
  if (!Array.isArray(rows)) return null;
  const valid = rows.every((row: unknown) => {
    if (typeof row !== 'object' || row === null) return false;
    const { party_id, seats } = row as Record<string, unknown>;
    return isCount(party_id) && isCount(seats);
  });
  return valid ? (rows as Array<{ party_id: number; seats: number }>) : null;
}

/** A kept seat POST body, or null when `body` is not one. */
function seatBody(body: unknown, seatCount: number) {
  if (typeof body !== 'object' || body === null) return null;
  const { seat_number, party_id } = body as Record<string, unknown>;
  if (!isCount(seat_number) || seat_number >= seatCount || !isCount(party_id)) return null;
  return { seat_number, party_id };
}

/**
 * Seat assignment, optimistic, in two ways: a painted seat (one POST per seat), and a
 * number of seats per party (one PUT for the whole chart, blocks in list order).
 *
 * Saves of different seats run concurrently and never block painting; per seat at most one
 * request is in flight and a newer colour waits for it, so answers arriving out of order
 * cannot leave the server on an older colour. A PUT waits for the seat saves under way, and
 * seats painted while it runs are sent after it.
 *
 * Nothing is lost silently. A save refused by the server (a 4xx) goes back to what
 * the server holds, with its message; a save that did not reach it (offline, 5xx) stays
 * shown as unsaved and is sent again on retry() or when the browser comes back online.
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
  const [seats, setSeatsShown] = useState<SeatParties>(() => seatArray(seatCount, initial));
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [hasUnsaved, setHasUnsaved] = useState(false);
  const [isResetting, setIsResetting] = useState(false);
  const [canUndo, setCanUndo] = useState(false);

  // Bookkeeping shared by the callbacks; none of it is drawn.
  /** What the server holds, as confirmed by its answers. */
  const confirmed = useRef<Array<number | null>>(seatArray(seatCount, initial));
  /** What the chart shows, readable without waiting for a render. */
  const shown = useRef<Array<number | null>>(seatArray(seatCount, initial));
  const inFlight = useRef(new Map<number, Promise<void>>());
  const waiting = useRef(new Map<number, number>());
  /** Seats whose save did not reach the server, with the colour to send again. */
  const failedSeats = useRef(new Map<number, number>());
  /** The PUT: whether one runs, whether a newer one is wanted, whether the last one failed. */
  const batch = useRef({ running: null as Promise<void> | null, dirty: false, failed: false });
  /** Seats painted while a PUT runs, sent after it. */
  const afterBatch = useRef(new Map<number, number>());
  /** Bumped by every PUT and reset: older seat answers no longer change what is shown. */
  const generation = useRef(0);
  const lastClickAt = useRef(-Infinity);
  const lastPaintAt = useRef(-Infinity);
  const isResettingRef = useRef(false);
  const undoSnapshot = useRef<Array<number | null> | null>(null);
  const orderRef = useRef(partyOrder);
  useEffect(() => {
    orderRef.current = partyOrder;
  });

  const syncUnsaved = useCallback(() => {
    setHasUnsaved(failedSeats.current.size > 0 || batch.current.failed);
  }, []);

  const show = useCallback((seatNumber: number, partyId: number | null) => {
    shown.current[seatNumber] = partyId;
    setSeatsShown((current) => {
      if (current[seatNumber] === partyId) return current;
      const next = current.slice();
      next[seatNumber] = partyId;
      return next;
    });
  }, []);

  const showAll = useCallback((next: Array<number | null>) => {
    shown.current = next.slice();
    setSeatsShown(next.slice());
  }, []);

  const refuse = useCallback(
    (error: unknown) => {
      handleDeadlineError(error);
      setErrorMessage(isApiError(error) ? error.message : defaultErrorMessage);
    },
    [defaultErrorMessage, handleDeadlineError],
  );

  const send = useCallback(
    (firstSeat: number, firstParty: number) => {
      // Named, so that a colour waiting for this seat can be sent from inside the chain.
      function run(seatNumber: number, partyId: number) {
        const startedIn = generation.current;
        const request = saveSeat({ seat_number: seatNumber, party_id: partyId })
          .then(
            () => {
              confirmed.current[seatNumber] = partyId;
              return null;
            },
            (error: unknown) => error,
          )
          .then((error) => {
            inFlight.current.delete(seatNumber);
            const next = waiting.current.get(seatNumber);
            waiting.current.delete(seatNumber);
            // A PUT or a reset since this request was sent decides the seat now.
            if (startedIn !== generation.current) return;
            if (error === null) {
              setErrorMessage(null);
              pendingSaves.remove(userId, seatField(seatNumber));
            } else if (isRetryableSaveError(error)) {
              // Kept on screen, newest wish first; sent again on retry, when online, or after
              // a reload.
              const wish = next ?? partyId;
              failedSeats.current.set(seatNumber, wish);
              pendingSaves.put(userId, seatField(seatNumber), {
                seat_number: seatNumber,
                party_id: wish,
              });
              syncUnsaved();
              return;
            } else {
              pendingSaves.remove(userId, seatField(seatNumber));
              refuse(error);
            }
            if (next !== undefined && next !== confirmed.current[seatNumber]) {
              run(seatNumber, next);
            } else if (error !== null || next !== undefined) {
              // Refused, or the newest wish is what the server already holds: show the server.
              show(seatNumber, confirmed.current[seatNumber] ?? null);
            }
          });
        inFlight.current.set(seatNumber, request);
      }
      run(firstSeat, firstParty);
    },
    [refuse, show, syncUnsaved, userId],
  );

  /** Sends one seat now, or after the save of that seat or the PUT under way. */
  const queueSeat = useCallback(
    (seatNumber: number, partyId: number) => {
      failedSeats.current.delete(seatNumber);
      if (batch.current.running !== null) {
        afterBatch.current.set(seatNumber, partyId);
      } else if (inFlight.current.has(seatNumber)) {
        waiting.current.set(seatNumber, partyId);
      } else {
        send(seatNumber, partyId);
      }
    },
    [send],
  );

  /** PUTs the counts of what is shown; a PUT asked for while one runs is sent after it. */
  const flushBatch = useCallback(() => {
    const state = batch.current;
    if (state.running !== null) {
      state.dirty = true;
      return;
    }
    generation.current += 1;
    // Every seat shown is in the counts, so the single-seat wishes are settled by the PUT.
    waiting.current.clear();
    failedSeats.current.clear();
    state.failed = false;
    syncUnsaved();
    const run = async () => {
      // Seat saves still under way would land after the PUT and change its blocks.
      await Promise.all(inFlight.current.values());
      do {
        state.dirty = false;
        afterBatch.current.clear();
        const body = { party_seats: partySeatsInOrder(shown.current, orderRef.current) };
        try {
          const result = await setSeats(body);
          // The whole chart is decided: no older seat save is left to send.
          pendingSaves.remove(userId, isSeatField);
          confirmed.current = seatArray(seatCount, result.seat_predictions);
          setErrorMessage(null);
          if (!state.dirty) {
            const painted = new Map(afterBatch.current);
            showAll(confirmed.current);
            for (const [seatNumber, partyId] of painted) show(seatNumber, partyId);
          }
        } catch (error) {
          pendingSaves.remove(userId, isSeatField);
          if (isRetryableSaveError(error)) {
            state.failed = true;
            pendingSaves.put(userId, SEATS_FIELD, body);
          } else {
            refuse(error);
            showAll(confirmed.current);
          }
          afterBatch.current.clear();
          break;
        }
      } while (state.dirty);
      state.running = null;
      generation.current += 1;
      syncUnsaved();
      const painted = [...afterBatch.current];
      afterBatch.current.clear();
      for (const [seatNumber, partyId] of painted) {
        if (partyId !== confirmed.current[seatNumber]) send(seatNumber, partyId);
      }
    };
    state.running = run();
  }, [refuse, seatCount, send, show, showAll, syncUnsaved, userId]);

  const remember = useCallback(() => {
    undoSnapshot.current = shown.current.slice();
    setCanUndo(true);
  }, []);

  const paint = useCallback(
    (seatNumber: number, partyId: number, source: SeatPaintSource) => {
      if (isResettingRef.current) return;
      const now = performance.now();
      if (source === 'click') {
        // A click within 100 ms of the previous one is ignored. Seats swept over by
        // a drag are not clicks: a quick drag crosses several seats within 100 ms.
        if (now - lastClickAt.current < SEAT_CLICK_DEBOUNCE_MS) return;
        lastClickAt.current = now;
      }
      // A seat already holding the selected party is not saved again.
      if (shown.current[seatNumber] === partyId) return;
      if (source === 'click' || now - lastPaintAt.current > NEW_CHANGE_AFTER_MS) remember();
      lastPaintAt.current = now;
      show(seatNumber, partyId);
      queueSeat(seatNumber, partyId);
    },
    [queueSeat, remember, show],
  );

  const setPartySeats = useCallback(
    (partyId: number, count: number) => {
      if (isResettingRef.current) return;
      const rows = partySeatsInOrder(shown.current, orderRef.current);
      const others = rows.reduce(
        (sum, row) => (row.party_id === partyId ? sum : sum + row.seats),
        0,
      );
      const wanted = Math.max(0, Math.min(Math.floor(count), seatCount - others));
      const current = rows.find((row) => row.party_id === partyId)?.seats ?? 0;
      if (wanted === current) return;
      remember();
      const next = orderRef.current
        .map((id) => ({
          party_id: id,
          seats: id === partyId ? wanted : (rows.find((row) => row.party_id === id)?.seats ?? 0),
        }))
        .filter((row) => row.seats > 0);
      showAll(blocksInOrder(next, seatCount));
      flushBatch();
    },
    [flushBatch, remember, seatCount, showAll],
  );

  const undo = useCallback(() => {
    const target = undoSnapshot.current;
    if (target === null || isResettingRef.current) return;
    undoSnapshot.current = null;
    setCanUndo(false);
    const changed = target.flatMap((partyId, seat) =>
      partyId === shown.current[seat] ? [] : [seat],
    );
    if (changed.every((seat) => target[seat] !== null)) {
      // Every seat goes back to a party: seat saves restore the chart exactly.
      for (const seat of changed) {
        const partyId = target[seat]!;
        show(seat, partyId);
        queueSeat(seat, partyId);
      }
      return;
    }
    // A seat must become empty again, which only a PUT can do: the counts come back exactly,
    // in blocks (exactly the old chart when it was blocks already, as after a stepper).
    showAll(blocksInOrder(partySeatsInOrder(target, orderRef.current), seatCount));
    flushBatch();
  }, [flushBatch, queueSeat, seatCount, show, showAll]);

  const retry = useCallback(() => {
    if (isResettingRef.current) return;
    if (batch.current.failed) {
      flushBatch();
      return;
    }
    const failed = [...failedSeats.current];
    failedSeats.current.clear();
    syncUnsaved();
    for (const [seatNumber, partyId] of failed) queueSeat(seatNumber, partyId);
  }, [flushBatch, queueSeat, syncUnsaved]);

  // Back online: send what did not arrive, without waiting for the player to ask.
  // Always listening, deciding when the event comes (as in use-serial-save.ts): no gap between
  // a failure shown and a listener attached.
  const retryIfUnsaved = useEffectEvent(() => {
    if (hasUnsaved) retry();
  });
  useEffect(() => {
    const onOnline = () => retryIfUnsaved();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  const reset = useCallback(async () => {
    isResettingRef.current = true;
    setIsResetting(true);
    // Saves still under way would land after the reset and refill their seats: let them
    // finish first, and drop the colours that were still waiting.
    generation.current += 1;
    waiting.current.clear();
    afterBatch.current.clear();
    await batch.current.running;
    await Promise.all(inFlight.current.values());
    try {
      await resetSeats();
      const empty = Array.from({ length: seatCount }, () => null);
      confirmed.current = empty.slice();
      showAll(empty);
      failedSeats.current.clear();
      batch.current.failed = false;
      pendingSaves.remove(userId, isSeatField);
      syncUnsaved();
      undoSnapshot.current = null;
      setCanUndo(false);
      setErrorMessage(null);
      return true;
    } catch (error) {
      refuse(error);
      return false;
    } finally {
      isResettingRef.current = false;
      setIsResetting(false);
    }
  }, [refuse, seatCount, showAll, syncUnsaved, userId]);

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
          showAll(blocksInOrder(rows, seatCount));
          flushBatch();
          // Seats painted after the PUT go on top of its blocks.
          await batch.current.running;
          continue;
        }
        const seat = seatBody(body, seatCount);
        if (seat === null) continue;
        show(seat.seat_number, seat.party_id);
        queueSeat(seat.seat_number, seat.party_id);
      }
    })();
  }, [flushBatch, outbox.isLocked, queueSeat, seatCount, show, showAll, userId]);

  return {
    seats,
    errorMessage,
    hasUnsaved,
    isResetting,
    canUndo,
    paint,
    setPartySeats,
    undo,
    retry,
    reset,
  };
}
