import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettled } from './settle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('whenPageSettled', () => {
  it('resolves once the loaded page has been quiet for a while', async () => {
    const settled = vi.fn();
    void whenPageSettled(new AbortController().signal, 1500, 10_000).then(settled);
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
  });

  it('never resolves once aborted', async () => {
    const settled = vi.fn();
    const controller = new AbortController();
    void whenPageSettled(controller.signal, 1500, 10_000).then(settled);
    controller.abort();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(settled).not.toHaveBeenCalled();
  });
});
