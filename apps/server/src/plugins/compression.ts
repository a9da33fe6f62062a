import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import { constants } from 'node:zlib';

/** Smaller JSON gains less than the CPU and the latency compressing it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Payloads up to this size are compressed in one synchronous call rather than through a zlib
 * stream per response (@fastify/compress's default shrinks with the number of cores, to 8 KB on
 * two, which a 50-row leaderboard page can exceed). Brotli at quality 4 takes well under a
 * millisecond for 32 KB.
 */
export const COMPRESS_SYNC_MAX_BYTES = 32 * 1024;

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
// Moderate levels: this runs per response (the web app's files are compressed once, at build
// time, at the highest levels: apps/web/build/precompress.ts).
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
// Browsers send one of a handful of accept-encoding headers, so each is negotiated once. Bounded:
// a client sending a new header with every request only empties it.
const negotiated = new Map<string, Encoding | null>();
const NEGOTIATED_MAX = 64;

/**
 * The encoding to send, negotiated as @fastify/compress does for every other route ("*" and
 * "x-gzip" mean gzip); null for none.
 */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return null;
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

/**
 * Compresses API responses above a threshold for clients that ask for it (a leaderboard page
 * is ~8 KB of JSON, ~1.5 KB compressed: that matters on a phone on election night). The web
 * app's files are compressed once at build time instead (apps/web/build/precompress.ts) and
 * served by web-app.ts as they are. Request bodies are never decompressed: a small compressed
 * body could expand far beyond the body limit.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    encodings: ENCODINGS,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
