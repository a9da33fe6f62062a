import { describe, expect, it } from 'vitest';
import { SingleFlightCache } from './national-pool';

/** A loader whose calls are counted and whose results are released by hand. */
function controlledLoader() {
  const pending: { resolve: (v: number) => void; reject: (e: unknown) => void }[] = [];
  let calls = 0;
  return {
    load: () =>
      new Promise<number>((resolve, reject) => {
        calls += 1;
        pending.push({ resolve, reject });
      }),
    get calls() {
      return calls;
    },
    resolveNext: (value: number) => pending.shift()!.resolve(value),
    rejectNext: (err: unknown) => pending.shift()!.reject(err),
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('the cache of the ranked national pool', () => {
  it('builds once for a stampede of simultaneous readers', async () => {
    const loader = controlledLoader();
    const cache = new SingleFlightCache(loader.load, 5000);
    const reads = Array.from({ length: 100 }, () => cache.get());
    expect(loader.calls).toBe(1);
    loader.resolveNext(42);
    expect(await Promise.all(reads)).toEqual(Array(100).fill(42));
    expect(await cache.get()).toBe(42);
    expect(loader.calls).toBe(1);
  });

  it('serves the old value after the TTL while one rebuild runs, then the new one', async () => {
    let now = 0;
    const loader = controlledLoader();
    const cache = new SingleFlightCache(loader.load, 5000, () => now);
    const first = cache.get();
    loader.resolveNext(1);
    expect(await first).toBe(1);

    now = 4999;
    expect(await cache.get()).toBe(1);
    expect(loader.calls).toBe(1);

    now = 5000;
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(1);
    expect(loader.calls).toBe(2);
    loader.resolveNext(2);
    await tick();
    expect(await cache.get()).toBe(2);
  });

  it('waits for a fresh value after invalidate, and drops a build that started before it', async () => {
    const loader = controlledLoader();
    const cache = new SingleFlightCache(loader.load, 5000);
    const old = cache.get();
    cache.invalidate();
    const fresh = cache.get();
    expect(loader.calls).toBe(2);
    loader.resolveNext(1); // the build from before the invalidation
    loader.resolveNext(2);
    expect(await old).toBe(1);
    expect(await fresh).toBe(2);
    expect(await cache.get()).toBe(2);
  });

  it('keeps serving the old value when a background rebuild fails, and retries later', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const loader = controlledLoader();
    const cache = new SingleFlightCache(
      loader.load,
      1000,
      () => now,
      (e) => errors.push(e),
    );
    const first = cache.get();
    loader.resolveNext(1);
    await first;
    now = 2000;
    expect(await cache.get()).toBe(1);
    loader.rejectNext(new Error('database down'));
    await tick();
    expect(errors).toHaveLength(1);
    expect(await cache.get()).toBe(1);
    expect(loader.calls).toBe(3);
    loader.resolveNext(3);
    await tick();
    expect(await cache.get()).toBe(3);
  });

  it('lets the first reader see a failed build, and the next reader try again', async () => {
    const loader = controlledLoader();
    const cache = new SingleFlightCache(loader.load, 1000);
    const failing = cache.get();
    loader.rejectNext(new Error('boom'));
    await expect(failing).rejects.toThrow('boom');
    const retry = cache.get();
    expect(loader.calls).toBe(2);
    loader.resolveNext(7);
    expect(await retry).toBe(7);
  });
});
