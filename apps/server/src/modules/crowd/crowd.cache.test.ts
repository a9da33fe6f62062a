import { describe, expect, it } from 'vitest';
import type { Crowd } from '@zetelpoule/shared';
import { CrowdCache } from './crowd.service';

const crowd = (players: number) => ({ players }) as Crowd;

/** A load the test resolves by hand, counting how often it was started. */
function loader() {
  const pending: ((value: Crowd) => void)[] = [];
  return {
    calls: () => pending.length,
    load: () => new Promise<Crowd>((resolve) => pending.push(resolve)),
    finish: (i: number, value: Crowd) => pending[i]!(value),
  };
}

const TTL = { national: 600_000, subleague: 60_000 };

describe('CrowdCache', () => {
  const scope = { electionId: 1 };

  it('computes a crowd once for many readers at the same time', async () => {
    const cache = new CrowdCache(TTL, () => 0);
    const l = loader();
    const a = cache.get(scope, l.load);
    const b = cache.get(scope, l.load);
    expect(l.calls()).toBe(1);
    l.finish(0, crowd(7));
    expect(await a).toEqual(crowd(7));
    expect(await b).toEqual(crowd(7));
    expect(await cache.get(scope, l.load)).toEqual(crowd(7));
    expect(l.calls()).toBe(1);
  });

  it('keeps sub-leagues apart from the national pool', async () => {
    const cache = new CrowdCache(TTL, () => 0);
    const l = loader();
    const national = cache.get(scope, l.load);
    const league = cache.get({ electionId: 1, subleagueId: 5 }, l.load);
    expect(l.calls()).toBe(2);
    l.finish(0, crowd(7));
    l.finish(1, crowd(3));
    expect((await national).players).toBe(7);
    expect((await league).players).toBe(3);
  });

  it('after its lifetime answers the old crowd while one recomputation runs', async () => {
    let now = 0;
    const cache = new CrowdCache(TTL, () => now);
    const l = loader();
    const league = { electionId: 1, subleagueId: 5 };
    const first = cache.get(league, l.load);
    l.finish(0, crowd(7));
    await first;
    now = 60_000;
    expect((await cache.get(league, l.load)).players).toBe(7);
    expect((await cache.get(league, l.load)).players).toBe(7);
    expect(l.calls()).toBe(2);
    l.finish(1, crowd(6));
    await Promise.resolve();
    await Promise.resolve();
    expect((await cache.get(league, l.load)).players).toBe(6);
  });

  it("keeps the national crowd longer than a sub-league's", async () => {
    let now = 0;
    const cache = new CrowdCache(TTL, () => now);
    const l = loader();
    const first = cache.get(scope, l.load);
    l.finish(0, crowd(7));
    await first;
    now = 60_000;
    await cache.get(scope, l.load);
    expect(l.calls()).toBe(1);
    now = 600_000;
    await cache.get(scope, l.load);
    expect(l.calls()).toBe(2);
  });

  it('after invalidate() answers the old crowd once more and recomputes; a computation from before is not taken as fresh', async () => {
    const cache = new CrowdCache(TTL, () => 0);
    const l = loader();
    const first = cache.get(scope, l.load);
    l.finish(0, crowd(7));
    await first;

    cache.invalidate();
    expect((await cache.get(scope, l.load)).players).toBe(7);
    expect(l.calls()).toBe(2);
    // Invalidated again while that recomputation runs: its result is kept but stays stale.
    cache.invalidate();
    l.finish(1, crowd(6));
    await Promise.resolve();
    await Promise.resolve();
    expect((await cache.get(scope, l.load)).players).toBe(6);
    expect(l.calls()).toBe(3);
    l.finish(2, crowd(5));
    await Promise.resolve();
    await Promise.resolve();
    expect((await cache.get(scope, l.load)).players).toBe(5);
    expect(l.calls()).toBe(3);
  });

  it('does not keep a failed computation', async () => {
    const cache = new CrowdCache(TTL, () => 0);
    await expect(cache.get(scope, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get(scope, () => Promise.resolve(crowd(2)))).players).toBe(2);
  });
});
