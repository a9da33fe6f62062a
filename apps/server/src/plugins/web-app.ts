import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { withHead, type PageHead } from './page-head';
import {
  precompressPage,
  sendPrecompressedPage,
  type PrecompressedPage,
} from './precompressed-page';
import { pageFor, pagePreloads, withPreloads, type ViteManifest } from './route-preloads';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by a route that answers a page URL itself (an invite link) before it hands over
     * with `reply.callNotFound()`: the title and link-preview tags for that page's HTML.
     */
    pageHead: PageHead | undefined;
  }
}

/** Paths the server answers itself; everything else that is a page belongs to the SPA. */
const SERVER_PREFIXES = ['/api/', '/auth/login/', '/auth/complete/'];

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * history fallback so that /dashboard etc. load the SPA. API paths get a JSON 404 instead.
 */
async function webAppPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const pageHtml = hasWebApp
    ? pageDocuments(opts.distDir, indexFile)
    : new Map<string, PrecompressedPage>();
  const pageNames = new Set(pageHtml.keys());
  const indexHtml = hasWebApp ? readFileSync(indexFile, 'utf8') : '';
  app.decorateRequest('pageHead', undefined);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to every text file (apps/web/build/precompress.ts);
      // the smallest one the client accepts is sent as it is, with Content-Encoding.
      preCompressed: true,
      // The build manifest (.vite/) is for scripts/check-bundle-size.mjs, not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/.'),
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some((p) => url.startsWith(p)) || url === '/api';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath &&
      !path.extname(url);
    if (wantsPage && hasWebApp) {
      reply.header('cache-control', 'no-cache');
      const page = pageFor(url, pageNames) ?? '';
      const document = pageHtml.get(page);
      if (request.pageHead === undefined) {
        // A page's own index.html, naming its chunks, compressed once at start.
        if (document === undefined) return reply.sendFile('index.html');
        return sendPrecompressedPage(request, reply, document);
      }
      // A page a route answered with its own head (compressed by that route's hook,
      // plugins/compression.ts).
      return reply
        .type('text/html; charset=utf-8')
        .send(withHead(document?.identity ?? indexHtml, request.pageHead));
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('De web-app is nog niet gebouwd: voer `npm run build` uit.');
    }
    return reply.status(404).send({ error: 'not_found', message: 'Niet gevonden.' });
  });
}

/** index.html per page of the web app, each naming that page's chunks (route-preloads.ts). */
function pageDocuments(distDir: string, indexFile: string): Map<string, PrecompressedPage> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const html = readFileSync(indexFile, 'utf8');
  const documents = new Map<string, PrecompressedPage>();
  for (const [page, files] of pagePreloads(manifest)) {
    documents.set(page, precompressPage(withPreloads(html, files)));
  }
  return documents;
}

export default fp(webAppPlugin, { name: 'web-app' });
