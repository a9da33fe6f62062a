import { describe, expect, it, vi } from 'vitest';
import { ImageCache } from './share-images.cache';

const png = (text: string) => async () => Buffer.from(text);

describe('the image cache', () => {
  it('draws a card once per key, also for requests that arrive while it is drawn', async () => {
    const cache = new ImageCache(4);
    const render = vi.fn(png('a'));
    const [first, second] = await Promise.all([cache.get('a', render), cache.get('a', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect((await cache.get('b', png('b'))).etag).not.toBe(first.etag);
  });

  it('keeps at most its bound, dropping the least recently used card', async () => {
    const cache = new ImageCache(2);
    await cache.get('a', png('a'));
    await cache.get('b', png('b'));
    await cache.get('a', png('a')); // used again: b is now the oldest
    await cache.get('c', png('c'));
    expect(cache.size).toBe(2);
    const redraw = vi.fn(png('x'));
    await cache.get('a', redraw);
    expect(redraw).not.toHaveBeenCalled();
    await cache.get('b', redraw);
    expect(redraw).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed render', async () => {
    const cache = new ImageCache(2);
    await expect(cache.get('a', () => Promise.reject(new Error('kapot')))).rejects.toThrow();
    expect(cache.size).toBe(0);
    expect((await cache.get('a', png('a'))).png.toString()).toBe('a');
  });
});
