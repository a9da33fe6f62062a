/** How long to wait, after the first frame, for the browser to report its largest paint. */
export const FIRST_PAINT_REPORT_WAIT_MS = 500;

/**
 * Calls `start` once the HTML's own first screen (the boot shell, decision 036, else the loading
 * line) has been painted AND shown (decision 038): Chromium counts a paint only when its frame
 * reaches the screen, so the app waits for the browser's first largest-paint report. A hidden
 * tab starts at once; a browser without those reports starts after the first frame; nothing
 * holds the app back longer than FIRST_PAINT_REPORT_WAIT_MS.
 */
export function afterFirstPaintIsShown(start: () => void): void {
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  let started = false;
  let observer: PerformanceObserver | undefined;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    document.removeEventListener('visibilitychange', startOnce);
    start();
  };
  document.addEventListener('visibilitychange', startOnce);

  const reportsLargestPaint =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') === true;
  if (reportsLargestPaint) {
    observer = new PerformanceObserver(startOnce);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  requestAnimationFrame(() =>
    setTimeout(startOnce, reportsLargestPaint ? FIRST_PAINT_REPORT_WAIT_MS : 0),
  );
}
