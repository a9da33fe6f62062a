import { useEffect } from 'react';

/**
 * How long after a page opened the parts it loads apart are fetched in the background: after
 * its first data and first paints (issue 9, a phone's first load), well before most players
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
