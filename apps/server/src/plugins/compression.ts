import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { brotliCompressSync, constants, gzipSync, type InputType } from 'node:zlib';

/** Smaller JSON gains less than the CPU and the latency compressing it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Payloads up to this size are compressed in one synchronous call rather than through a zlib
 * stream per response (@fastify/compress's default shrinks with the number of cores, to 8 KB on
 * two, which a 50-row leaderboard page can exceed). Brotli at quality 4 takes well under a
 * millisecond for 32 KB; only this path can reuse a compressed copy (compressOnce).
 */
export const COMPRESS_SYNC_MAX_BYTES = 32 * 1024;

// Payloads that are sent again unchanged (compressOnce).
const reusable = new WeakSet<Buffer>();

/**
 * Marks a payload that will be sent again, byte for byte, to other clients (a leaderboard page
 * shared by every viewer not on it): each encoding of it is compressed once and the copy is
 * reused for as long as the payload itself is kept.
 */
export function compressOnce(payload: Buffer): Buffer {
  reusable.add(payload);
  return payload;
}

/** A synchronous compressor that reuses its output for payloads marked by compressOnce. */
function reusing<O>(compressSync: (input: InputType, options?: O) => Buffer) {
  // Weak: a copy lives as long as the payload it was made from.
  const copies = new WeakMap<Buffer, Buffer>();
  return (payload: InputType, options?: O): Buffer => {
    if (!Buffer.isBuffer(payload) || !reusable.has(payload)) return compressSync(payload, options);
    let copy = copies.get(payload);
    if (!copy) {
      copy = compressSync(payload, options);
      copies.set(payload, copy);
    }
    return copy;
  };
}

/**
 * Compresses API responses above a threshold for clients that ask for it (a leaderboard page
 * is ~8 KB of JSON, ~1.5 KB compressed: that matters on a phone on election night). Levels are
 * moderate because this runs per request; the web app's files are compressed once at build
 * time instead (apps/web/build/precompress.ts) and served by web-app.ts as they are.
 * Request bodies are never decompressed: a small compressed body could expand far beyond the
 * body limit.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Only the synchronous compressors are replaced; streams and everything else stay zlib's.
    zlib: { brotliCompressSync: reusing(brotliCompressSync), gzipSync: reusing(gzipSync) },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
