/** How long to wait, after the first frame, for the browser to report its largest paint. */
export const FIRST_PAINT_REPORT_WAIT_MS = 500;

/**
 * Calls `start` once the HTML's own first screen has been painted AND shown (decision 038):
 * the boot shell (decision 036), else the loading line.
 *
 * Painted is not enough. Chromium gives a painted text its time only when the frame reaches the
 * screen, and forgets it when its node is removed before then; React replacing the shell in
 * the task after the frame (as it did) then made its own copy of the line the page's largest
 * paint, after all of the page's chunks. On a busy machine that frame is shown late, so the
 * app now waits for the browser's first largest-paint report, which comes once it is shown.
 *
 * - A hidden tab paints no frames: it starts at once, or as soon as the tab is hidden.
 * - A browser that does not report largest paints starts in the task after the first frame.
 * - A first frame with nothing to report never holds the app back longer than
 *   FIRST_PAINT_REPORT_WAIT_MS.
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
