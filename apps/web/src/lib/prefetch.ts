import { useEffect } from 'react';

/**
 * How long after a page opened the parts it loads apart are fetched in the background: after
 * its first data and first paints (a phone's first load), well before most players
 * tap anything.
 */
export const PREFETCH_AFTER_MS = 2_000;

/**
 * Fetches the chunks of a page's lazily loaded parts once the page has settled, so a tap seldom
 * waits for them. A failed background load is not reported here: the part, when it is needed,
 * loads itself or shows the route's chunk error with its reload button.
 */
export function usePrefetch(loaders: readonly (() => Promise<unknown>)[]): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const load of loaders) load().catch(() => undefined);
    }, PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
    // The loaders are module-level functions; the page prefetches once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** One of the calls a page starts as it opens (a route's `prefetch`, app/router.tsx). */
export type CallStart = () => void;

/**
 * Starts a page's calls one task each. On a phone's first visit, starting a call runs TanStack
 * Query's and the API client's code for the first time: the five of /dashboard in one task
 * blocked a phone at a quarter of this machine's speed for about 100 ms (Lighthouse's
 * total blocking time); one at a time, no task comes near 50 ms. The page waits for the last
 * one to start (a few milliseconds), not for any answer.
 */
export async function startOneTaskEach(starts: readonly CallStart[]): Promise<void> {
  for (const [index, start] of starts.entries()) {
    if (index > 0) await nextTask();
    start();
  }
}

type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task. `scheduler.yield()` where the browser has it; else a message, which,
 * unlike a timer, is not held back to once a second in a tab opened in the background.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
