import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecalculationScheduler } from './recalculation';

describe('RecalculationScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function scheduler(run: (electionId: number) => Promise<void>) {
    const errors: unknown[] = [];
    return {
      errors,
      scheduler: new RecalculationScheduler(run, (err) => errors.push(err), 2_000, 10_000),
    };
  }

  it('recalculates a burst of changes once, two seconds after the last', async () => {
    const run = vi.fn(async () => {});
    const { scheduler: s } = scheduler(run);
    for (let i = 0; i < 5; i++) {
      s.schedule(7);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(7);
  });

  it('never waits longer than the maximum, however long the burst goes on', async () => {
    const run = vi.fn(async () => {});
    const { scheduler: s } = scheduler(run);
    const start = Date.now();
    for (let i = 0; i < 40; i++) {
      s.schedule(1);
      await vi.advanceTimersByTimeAsync(1_000);
      if (run.mock.calls.length > 0) break;
    }
    expect(run).toHaveBeenCalledTimes(1);
    expect(Date.now() - start).toBeLessThanOrEqual(10_000);
  });

  it('keeps elections apart', async () => {
    const run = vi.fn(async () => {});
    const { scheduler: s } = scheduler(run);
    s.schedule(1);
    s.schedule(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run.mock.calls.map((call: unknown[]) => call[0]).sort()).toEqual([1, 2]);
  });

  it('runs one at a time, and once more after a change that came in while it ran', async () => {
    let finish: () => void = () => {};
    let running = 0;
    let most = 0;
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          finish = () => {
            running -= 1;
            resolve();
          };
        }),
    );
    const { scheduler: s } = scheduler(run);
    s.schedule(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(1);
    // Two changes while the first calculation runs: one more calculation, after it.
    s.schedule(3);
    await vi.advanceTimersByTimeAsync(1_000);
    s.schedule(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('reports a failed calculation and keeps scheduling', async () => {
    const run = vi
      .fn()
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue(undefined);
    const { scheduler: s, errors } = scheduler(run);
    s.schedule(4);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(errors).toHaveLength(1);
    s.schedule(4);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('starts nothing after close', async () => {
    const run = vi.fn(async () => {});
    const { scheduler: s } = scheduler(run);
    s.schedule(5);
    await s.close();
    s.schedule(5);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run).not.toHaveBeenCalled();
  });
});
