import type { SetSeatsResult } from '@zetelpoule/shared';
import { saveSeat } from '../api/save-seat';
import { resetSeats } from '../api/reset-seats';
import { setSeats } from '../api/set-seats';
import { isRetryableSaveError } from '../hooks/use-serial-save';
import { SEATS_FIELD, isSeatField, pendingSaves, seatField } from './pending-saves';
import { partySeatsInOrder, seatArray, type SeatParties } from './seat-chart';

/** What the queue tells the chart. */
export type SeatSaveEvents = {
  /** The chart as shown now: a PUT sends its counts. */
  shown: () => SeatParties;
  /** Party ids in list order: the order of a PUT's blocks. */
  order: () => readonly number[];
  /** The server decided this seat: show what it holds. */
  onServerSeat: (seat: number, partyId: number | null) => void;
  /** The server holds this chart now; `paintedSince` were painted while it was being saved. */
  onServerChart: (seats: SeatParties, paintedSince: ReadonlyMap<number, number>) => void;
  onSaved: () => void;
  onRefused: (error: unknown) => void;
  onUnsavedChange: (hasUnsaved: boolean) => void;
};

/**
 * The seat saves behind the chart, outside React. Saves of different seats
 * run concurrently; per seat at most one request is in flight and a newer colour waits for it,
 * so answers arriving out of order cannot leave the server on an older colour. A PUT of the
 * whole chart (steppers, undo, quick start) waits for the seat saves under way, and seats
 * painted while it runs are sent after it. A save refused by the server (a 4xx) goes back to
 * what the server holds; one that did not reach it (offline, 5xx) stays shown as unsaved, is
 * kept in the player's outbox and is sent again by retry().
 */
export class SeatSaveQueue {
  /** What the server holds, as confirmed by its answers. */
  private confirmed: Array<number | null>;
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly waiting = new Map<number, number>();
  /** Seats whose save did not reach the server, with the colour to send again. */
  private readonly failedSeats = new Map<number, number>();
  /** The PUT: whether one runs, whether a newer one is wanted, whether the last one failed. */
  private readonly batch = { running: null as Promise<void> | null, dirty: false, failed: false };
  /** Seats painted while a PUT runs, sent after it. */
  private readonly afterBatch = new Map<number, number>();
  /** Bumped by every PUT and reset: older seat answers no longer change what is shown. */
  private generation = 0;

  /** Until connect(): nothing is shown or sent, as nothing has been asked yet. */
  private events: SeatSaveEvents = {
    shown: () => this.confirmed,
    order: () => [],
    onServerSeat: () => {},
    onServerChart: () => {},
    onSaved: () => {},
    onRefused: () => {},
    onUnsavedChange: () => {},
  };

  constructor(
    private readonly seatCount: number,
    initial: SeatParties,
    private readonly userId: number | null,
  ) {
    this.confirmed = initial.slice();
  }

  /** Where the queue reports to: the chart of the component that owns it. */
  connect(events: SeatSaveEvents): void {
    this.events = events;
  }

  get hasUnsaved(): boolean {
    return this.failedSeats.size > 0 || this.batch.failed;
  }

  private syncUnsaved() {
    this.events.onUnsavedChange(this.hasUnsaved);
  }

  /** Sends one seat now, or after the save of that seat or the PUT under way. */
  saveSeat(seatNumber: number, partyId: number): void {
    this.failedSeats.delete(seatNumber);
    if (this.batch.running !== null) this.afterBatch.set(seatNumber, partyId);
    else if (this.inFlight.has(seatNumber)) this.waiting.set(seatNumber, partyId);
    else this.send(seatNumber, partyId);
  }

  private send(seatNumber: number, partyId: number): void {
    const startedIn = this.generation;
    const request = saveSeat({ seat_number: seatNumber, party_id: partyId })
      .then(
        () => {
          this.confirmed[seatNumber] = partyId;
          return null;
        },
        (error: unknown) => error,
      )
      .then((error) => {
        this.inFlight.delete(seatNumber);
        const next = this.waiting.get(seatNumber);
        this.waiting.delete(seatNumber);
        // A PUT or a reset since this request was sent decides the seat now.
        if (startedIn !== this.generation) return;
        if (error === null) {
          this.events.onSaved();
          pendingSaves.remove(this.userId, seatField(seatNumber));
        } else if (isRetryableSaveError(error)) {
          // Kept on screen, newest wish first; sent again on retry, when online, or after a
          // reload.
          const wish = next ?? partyId;
          this.failedSeats.set(seatNumber, wish);
          pendingSaves.put(this.userId, seatField(seatNumber), {
            seat_number: seatNumber,
            party_id: wish,
          });
          this.syncUnsaved();
          return;
        } else {
          pendingSaves.remove(this.userId, seatField(seatNumber));
          this.events.onRefused(error);
        }
        if (next !== undefined && next !== this.confirmed[seatNumber]) {
          this.send(seatNumber, next);
        } else if (error !== null || next !== undefined) {
          // Refused, or the newest wish is what the server already holds: show the server.
          this.events.onServerSeat(seatNumber, this.confirmed[seatNumber] ?? null);
        }
      });
    this.inFlight.set(seatNumber, request);
  }

  /** Forgets every single-seat wish: the whole chart is about to be decided at once. */
  private settleSeats() {
    this.generation += 1;
    this.waiting.clear();
    this.failedSeats.clear();
    this.batch.failed = false;
    this.syncUnsaved();
  }

  /** PUTs the counts of what is shown; a PUT asked for while one runs is sent after it. */
  saveChart(): void {
    const state = this.batch;
    if (state.running !== null) {
      state.dirty = true;
      return;
    }
    this.settleSeats();
    const run = async () => {
      // Seat saves still under way would land after the PUT and change its blocks.
      await Promise.all(this.inFlight.values());
      do {
        state.dirty = false;
        this.afterBatch.clear();
        const body = { party_seats: partySeatsInOrder(this.events.shown(), this.events.order()) };
        try {
          const result = await setSeats(body);
          // The whole chart is decided: no older seat save is left to send.
          pendingSaves.remove(this.userId, isSeatField);
          this.confirmed = seatArray(this.seatCount, result.seat_predictions);
          this.events.onSaved();
          if (!state.dirty) this.events.onServerChart(this.confirmed, new Map(this.afterBatch));
        } catch (error) {
          pendingSaves.remove(this.userId, isSeatField);
          if (isRetryableSaveError(error)) {
            state.failed = true;
            pendingSaves.put(this.userId, SEATS_FIELD, body);
          } else {
            this.events.onRefused(error);
            this.events.onServerChart(this.confirmed, new Map());
          }
          this.afterBatch.clear();
          break;
        }
      } while (state.dirty);
      state.running = null;
      this.generation += 1;
      this.syncUnsaved();
      const painted = [...this.afterBatch];
      this.afterBatch.clear();
      for (const [seatNumber, partyId] of painted) {
        if (partyId !== this.confirmed[seatNumber]) this.send(seatNumber, partyId);
      }
    };
    state.running = run();
  }

  /** Resolves once the PUT under way (if any) is done. */
  settled(): Promise<void> {
    return this.batch.running ?? Promise.resolve();
  }

  /**
   * A write of the whole chart by another call (the quick start), after every save under
   * way. Resolves to the seats the server holds then, or null when it was refused or failed
   * (the chart stays as the server had it).
   */
  async writeChart(write: () => Promise<SetSeatsResult>): Promise<SeatParties | null> {
    this.settleSeats();
    this.afterBatch.clear();
    await this.batch.running;
    await Promise.all(this.inFlight.values());
    try {
      const result = await write();
      pendingSaves.remove(this.userId, isSeatField);
      this.confirmed = seatArray(this.seatCount, result.seat_predictions);
      this.events.onSaved();
      return this.confirmed.slice();
    } catch (error) {
      this.events.onRefused(error);
      return null;
    } finally {
      this.generation += 1;
    }
  }

  /** Sends every unsaved seat, or the failed PUT, again. */
  retry(): void {
    if (this.batch.failed) {
      this.saveChart();
      return;
    }
    const failed = [...this.failedSeats];
    this.failedSeats.clear();
    this.syncUnsaved();
    for (const [seatNumber, partyId] of failed) this.saveSeat(seatNumber, partyId);
  }

  /** Empties every seat on the server, after the saves under way. Throws when refused. */
  async reset(): Promise<void> {
    // Saves still under way would land after the reset and refill their seats: let them
    // finish first, and drop the colours that were still waiting.
    this.generation += 1;
    this.waiting.clear();
    this.afterBatch.clear();
    await this.batch.running;
    await Promise.all(this.inFlight.values());
    await resetSeats();
    this.confirmed = Array.from({ length: this.seatCount }, () => null);
    this.failedSeats.clear();
    this.batch.failed = false;
    pendingSaves.remove(this.userId, isSeatField);
    this.syncUnsaved();
  }
}
