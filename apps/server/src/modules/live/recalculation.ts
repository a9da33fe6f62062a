import { RESULTS_RECALC_DEBOUNCE_MS, RESULTS_RECALC_MAX_WAIT_MS } from '@zetelpoule/shared';

/*
 * Scores follow results by themselves. A burst of results saves (an admin typing
 * municipality after municipality) is recalculated once, RESULTS_RECALC_DEBOUNCE_MS after the
 * last save, and never later than RESULTS_RECALC_MAX_WAIT_MS after the first. On this
 * instance one calculation per election runs at a time; a change during it runs another
 * after it. Across instances the calculation's advisory lock (scoring.repo lockScoring)
 * makes them take turns.
 */

interface Pending {
  cancel: () => void;
  firstAt: number;
}

/**
 * Runs `start` after `ms` and answers how to cancel it. Timers by default; a test that must
 * not see a calculation start on its own while it sets up (its machine may be slow) passes
 * one that holds them.
 */
export type RecalculationTimer = (start: () => void, ms: number) => () => void;

export const realTimer: RecalculationTimer = (start, ms) => {
  const timer = setTimeout(start, ms);
  return () => clearTimeout(timer);
};

export class RecalculationScheduler {
  private readonly pending = new Map<number, Pending>();
  private readonly running = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  private closed = false;

  constructor(
    private readonly recalculate: (electionId: number) => Promise<void>,
    private readonly onError: (err: unknown, electionId: number) => void,
    private readonly debounceMs = RESULTS_RECALC_DEBOUNCE_MS,
    private readonly maxWaitMs = RESULTS_RECALC_MAX_WAIT_MS,
    private readonly timer: RecalculationTimer = realTimer,
  ) {}

  /** A result of this election changed: recalculate soon. */
  schedule(electionId: number): void {
    if (this.closed) return;
    const now = Date.now();
    const previous = this.pending.get(electionId);
    const firstAt = previous?.firstAt ?? now;
    previous?.cancel();
    const wait = Math.max(0, Math.min(this.debounceMs, firstAt + this.maxWaitMs - now));
    const cancel = this.timer(() => this.start(electionId), wait);
    this.pending.set(electionId, { cancel, firstAt });
  }

  /** Resolves once nothing is pending or running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0 || this.running.size > 0) {
      await Promise.all([...this.running.values()]);
      if (this.running.size === 0 && this.pending.size > 0) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  /** No new calculations; waits for the one running. */
  async close(): Promise<void> {
    this.closed = true;
    for (const { cancel } of this.pending.values()) cancel();
    this.pending.clear();
    this.again.clear();
    await Promise.all([...this.running.values()]);
  }

  private start(electionId: number): void {
    this.pending.delete(electionId);
    if (this.running.has(electionId)) {
      this.again.add(electionId);
      return;
    }
    const run = this.recalculate(electionId)
      .catch((err: unknown) => this.onError(err, electionId))
      .finally(() => {
        this.running.delete(electionId);
        if (this.again.delete(electionId)) this.start(electionId);
      });
    this.running.set(electionId, run);
  }
}
