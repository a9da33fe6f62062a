import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/** Smaller JSON gains less than the CPU and the latency compressing it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

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
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
