import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaintIsShown, FIRST_PAINT_REPORT_WAIT_MS } from './after-first-paint';

/** A browser's largest-paint reports, delivered when the test says the frame was shown. */
class FakeObserver {
  static supportedEntryTypes: readonly string[] = ['largest-contentful-paint'];
  static instances: FakeObserver[] = [];
  observed: unknown[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeObserver.instances.push(this);
  }
  observe(options: unknown) {
    this.observed.push(options);
  }
  disconnect() {
    this.disconnected = true;
  }
  report() {
    if (!this.disconnected) this.callback();
  }
}

let frames: FrameRequestCallback[] = [];
const paintFrame = () => {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(performance.now()));
};

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.instances = [];
  FakeObserver.supportedEntryTypes = ['largest-contentful-paint'];
  frames = [];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaintIsShown', () => {
  it('waits past the painted frame until the browser reports the largest paint shown', () => {
    const start = vi.fn();
    afterFirstPaintIsShown(start);
    expect(FakeObserver.instances[0]!.observed).toEqual([
      { type: 'largest-contentful-paint', buffered: true },
    ]);
    paintFrame();
    vi.advanceTimersByTime(10);
    expect(start).not.toHaveBeenCalled();

    FakeObserver.instances[0]!.report();
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances[0]!.disconnected).toBe(true);
    // The fallback after the frame does not start it a second time.
    vi.advanceTimersByTime(FIRST_PAINT_REPORT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts without a report once the wait after the first frame is over', () => {
    const start = vi.fn();
    afterFirstPaintIsShown(start);
    // No frame, no start: the wait counts from the first frame.
    vi.advanceTimersByTime(FIRST_PAINT_REPORT_WAIT_MS * 2);
    expect(start).not.toHaveBeenCalled();
    paintFrame();
    vi.advanceTimersByTime(FIRST_PAINT_REPORT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts in the task after the first frame in a browser without largest-paint reports', () => {
    FakeObserver.supportedEntryTypes = ['paint'];
    const start = vi.fn();
    afterFirstPaintIsShown(start);
    expect(FakeObserver.instances).toHaveLength(0);
    paintFrame();
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints no frames', () => {
    setVisibility('hidden');
    const start = vi.fn();
    afterFirstPaintIsShown(start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(frames).toHaveLength(0);
  });

  it('starts as soon as the tab is hidden while it waits, and only once', () => {
    const start = vi.fn();
    afterFirstPaintIsShown(start);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    FakeObserver.instances[0]!.report();
    paintFrame();
    vi.advanceTimersByTime(FIRST_PAINT_REPORT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
