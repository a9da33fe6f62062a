/** The network counts as quiet after this long without a request finishing... */
export const LIVE_SETTLE_QUIET_MS = 1_500;
/** ...and the stream opens after this long at the latest, however busy the page is. */
export const LIVE_SETTLE_MAX_MS = 10_000;

/**
 * Resolves once the page has loaded and no request has finished for `quietMs` (judged by the
 * Resource Timing entries), or after `maxMs` whatever happens. Never resolves once aborted.
 */
export function whenPageSettled(
  signal: AbortSignal,
  quietMs = LIVE_SETTLE_QUIET_MS,
  maxMs = LIVE_SETTLE_MAX_MS,
): Promise<void> {
  return new Promise((resolve) => {
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    let maxTimer: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;

    function cleanUp() {
      clearTimeout(quietTimer);
      clearTimeout(maxTimer);
      observer?.disconnect();
      window.removeEventListener('load', begin);
    }
    function done() {
      cleanUp();
      if (!signal.aborted) resolve();
    }
    function arm() {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(done, quietMs);
    }
    function begin() {
      if (
        typeof PerformanceObserver !== 'undefined' &&
        PerformanceObserver.supportedEntryTypes?.includes('resource')
      ) {
        observer = new PerformanceObserver(arm);
        observer.observe({ type: 'resource' });
      }
      arm();
      maxTimer = setTimeout(done, maxMs);
    }

    signal.addEventListener('abort', cleanUp, { once: true });
    if (document.readyState === 'complete') begin();
    else window.addEventListener('load', begin, { once: true });
  });
}
