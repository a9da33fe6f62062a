import { SEAT_CLICK_DEBOUNCE_MS } from '@zetelpoule/shared';
import { useCallback, useRef, useState } from 'react';
import type { SeatPaintSource } from '../../../components/hemicycle/hemicycle';
import { useDeadlineErrorHandler } from '../../../components/deadline/deadline-toast';
import { isApiError } from '../../../lib/api-client';
import { resetSeats } from '../api/reset-seats';
import { saveSeat } from '../api/save-seat';

/** A party id per seat number; null is an empty seat. */
export type SeatParties = ReadonlyArray<number | null>;

export type SeatAssignment = {
  /** What the chart shows: every confirmed seat plus the ones still being saved. */
  seats: SeatParties;
  /** The latest failure's message (SPEC §8: the server's, or 'An error occurred'). */
  errorMessage: string | null;
  isResetting: boolean;
  /** Paint one seat in `partyId`: shown at once, saved in the background. */
  paint: (seatNumber: number, partyId: number, source: SeatPaintSource) => void;
  /** Empty every seat, on the server first. Resolves to whether it worked. */
  reset: () => Promise<boolean>;
};

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

/**
 * SPEC §4 seat assignment, optimistic: a painted seat shows at once and goes back to what the
 * server holds if its save fails. Saves of different seats run concurrently and never block
 * painting (a 150-seat drag sends 150 requests side by side, which the server takes safely).
 * Per seat at most one request is in flight; a newer colour for that seat waits and is sent
 * after it, so answers arriving out of order cannot leave the server on an older colour.
 */
export function useSeatAssignment(
  seatCount: number,
  initial: ReadonlyArray<{ seat_number: number; party: number }>,
  defaultErrorMessage: string,
): SeatAssignment {
  const handleDeadlineError = useDeadlineErrorHandler();
  const [seats, setSeats] = useState<SeatParties>(() => seatArray(seatCount, initial));
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [isResetting, setIsResetting] = useState(false);

  // Bookkeeping shared by the callbacks; none of it is drawn.
  /** What the server holds, as confirmed by its answers. */
  const confirmed = useRef<Array<number | null>>(seatArray(seatCount, initial));
  /** What the chart shows, readable without waiting for a render. */
  const shown = useRef<Array<number | null>>(seatArray(seatCount, initial));
  const inFlight = useRef(new Map<number, Promise<void>>());
  const waiting = useRef(new Map<number, number>());
  const lastClickAt = useRef(-Infinity);
  const isResettingRef = useRef(false);

  const show = useCallback((seatNumber: number, partyId: number | null) => {
    shown.current[seatNumber] = partyId;
    setSeats((current) => {
      if (current[seatNumber] === partyId) return current;
      const next = current.slice();
      next[seatNumber] = partyId;
      return next;
    });
  }, []);

  const send = useCallback(
    (firstSeat: number, firstParty: number) => {
      // Named, so that a colour waiting for this seat can be sent from inside the chain.
      function run(seatNumber: number, partyId: number) {
        const request = saveSeat({ seat_number: seatNumber, party_id: partyId })
          .then(
            () => {
              confirmed.current[seatNumber] = partyId;
              setErrorMessage(null);
              return true;
            },
            (error: unknown) => {
              handleDeadlineError(error);
              setErrorMessage(isApiError(error) ? error.message : defaultErrorMessage);
              return false;
            },
          )
          .then((isSaved) => {
            inFlight.current.delete(seatNumber);
            const next = waiting.current.get(seatNumber);
            waiting.current.delete(seatNumber);
            if (next !== undefined && next !== confirmed.current[seatNumber]) {
              run(seatNumber, next);
            } else if (!isSaved || next !== undefined) {
              // Failed, or the newest wish is what the server already holds: show the server.
              show(seatNumber, confirmed.current[seatNumber] ?? null);
            }
          });
        inFlight.current.set(seatNumber, request);
      }
      run(firstSeat, firstParty);
    },
    [defaultErrorMessage, handleDeadlineError, show],
  );

  const paint = useCallback(
    (seatNumber: number, partyId: number, source: SeatPaintSource) => {
      if (isResettingRef.current) return;
      if (source === 'click') {
        // SPEC §4: a click within 100 ms of the previous one is ignored. Seats swept over by
        // a drag are not clicks: a quick drag crosses several seats within 100 ms.
        const now = performance.now();
        if (now - lastClickAt.current < SEAT_CLICK_DEBOUNCE_MS) return;
        lastClickAt.current = now;
      }
      // SPEC §4: a seat already holding the selected party is not saved again.
      if (shown.current[seatNumber] === partyId) return;
      show(seatNumber, partyId);
      if (inFlight.current.has(seatNumber)) {
        waiting.current.set(seatNumber, partyId);
      } else {
        send(seatNumber, partyId);
      }
    },
    [send, show],
  );

  const reset = useCallback(async () => {
    isResettingRef.current = true;
    setIsResetting(true);
    // Seat saves still under way would land after the reset and refill their seats: let
    // them finish first, and drop the colours that were still waiting.
    waiting.current.clear();
    await Promise.all(inFlight.current.values());
    try {
      await resetSeats();
      const empty = Array.from({ length: seatCount }, () => null);
      confirmed.current = empty.slice();
      shown.current = empty.slice();
      setSeats(empty);
      setErrorMessage(null);
      return true;
    } catch (error) {
      handleDeadlineError(error);
      setErrorMessage(isApiError(error) ? error.message : defaultErrorMessage);
      return false;
    } finally {
      isResettingRef.current = false;
      setIsResetting(false);
    }
  }, [defaultErrorMessage, handleDeadlineError, seatCount]);

  return { seats, errorMessage, isResetting, paint, reset };
}
