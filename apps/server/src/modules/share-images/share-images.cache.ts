import { createHash } from 'node:crypto';

/** A rendered card and its validator (its cache key's hash, so equal content, equal tag). */
export interface Image {
  png: Buffer;
  etag: string;
}

/**
 * Decision 033: rendered cards in memory, keyed by everything they show, so an unchanged card
 * is drawn once. Bounded by count (a card is 70–85 KB, so 256 cards stay near 20 MB), least
 * recently used out first. A render in flight is shared by every request for the same key.
 */
export class ImageCache {
  private readonly entries = new Map<string, Promise<Image>>();

  constructor(private readonly maxEntries = 256) {}

  get size(): number {
    return this.entries.size;
  }

  /** The image for `key`, rendering it with `render` when it is not cached. */
  get(key: string, render: () => Promise<Buffer>): Promise<Image> {
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used: to the end of the Map's insertion order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
    const image = render().then((png) => ({ png, etag }));
    // A failed render is not kept: the next request tries again.
    image.catch(() => {
      if (this.entries.get(key) === image) this.entries.delete(key);
    });
    this.entries.set(key, image);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return image;
  }
}
