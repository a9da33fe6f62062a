/*
 * Drawing lots, reproducibly: the Kieswet settles equal averages for the last seats by lot, and
 * a projection cannot hold a real draw. The contenders are shuffled (Fisher–Yates) by a
 * generator seeded from the caller's string (xmur3 + mulberry32), so the same seed gives the
 * same outcome in Node and in the browser. Not cryptographic: the draw only has to be fair
 * between the contenders and stable between runs.
 */

/** xmur3: a 32-bit hash of `seed`, mixing every UTF-16 code unit. */
function xmur3(seed: string): number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: a small 32-bit generator; each call gives the next number in [0, 1). */
function mulberry32(state: number): () => number {
  let a = state;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `items` in the order the lot drew them: a Fisher–Yates shuffle driven by `seed`. Pure: the
 * input is not changed. Callers pass the contenders in a fixed order (not the order they
 * happened to arrive in), so the draw depends on nothing but the seed and who takes part.
 */
export function drawLots<T>(items: readonly T[], seed: string): T[] {
  const drawn = [...items];
  const next = mulberry32(xmur3(seed));
  for (let i = drawn.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [drawn[i], drawn[j]] = [drawn[j]!, drawn[i]!];
  }
  return drawn;
}
