import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncoding } from './compression';

/** A page's HTML as it is and compressed, made once at start-up. */
export interface PrecompressedPage {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compresses a page's HTML once, at the highest levels (there is no per-request cost to
 * weigh them against), as the build does for the web app's own files.
 */
export function precompressPage(html: string): PrecompressedPage {
  const bytes = Buffer.from(html);
  return {
    identity: html,
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/**
 * Sends the copy the client accepts. The pages the not-found handler answers pass no route,
 * so @fastify/compress (which hooks into routes) never sees them: without this a phone
 * downloaded every page's HTML uncompressed.
 */
export function sendPrecompressedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PrecompressedPage,
): FastifyReply {
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (encoding === null) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}
