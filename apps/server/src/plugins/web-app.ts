import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { INVITE_SHELL_SUFFIX, inviteCodeFromPath } from '@zetelpoule/shared';
import { withHead, type PageHead } from './page-head';
import { readBootShells, readShellDocument, withBootShell } from './boot-shell';
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
  // A shell variant ("login:invite") is chosen by the query string, never by the path.
  const pageNames = new Set(
    [...pageHtml.keys()].filter((name) => !name.endsWith(INVITE_SHELL_SUFFIX)),
  );
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
      const document =
        (isOnTheWayToAnInvite(request.query) && pageHtml.get(page + INVITE_SHELL_SUFFIX)) ||
        pageHtml.get(page);
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

/**
 * index.html per page of the web app, each naming that page's chunks (route-preloads.ts) and,
 * for a page with a boot shell, showing it until the app renders (boot-shell.ts).
 */
function pageDocuments(distDir: string, indexFile: string): Map<string, PrecompressedPage> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const shells = readBootShells(distDir);
  const html = readFileSync(indexFile, 'utf8');
  const shellHtml = readShellDocument(distDir, html);
  const documents = new Map<string, PrecompressedPage>();
  for (const [page, files] of pagePreloads(manifest)) {
    const shell = shells.get(page);
    if (!shell) {
      documents.set(page, precompressPage(withPreloads(html, files)));
      continue;
    }
    const document = withPreloads(shellHtml, files);
    documents.set(page, precompressPage(withBootShell(document, shell)));
    const inviteShell = shells.get(page + INVITE_SHELL_SUFFIX);
    if (inviteShell)
      documents.set(
        page + INVITE_SHELL_SUFFIX,
        precompressPage(withBootShell(document, inviteShell)),
      );
  }
  return documents;
}

/**
 * The shell of a page visited on the way to an invite (login or registration from
 * `/league/join/{code}`) names the invitation, as the page itself does once it runs
 * (apps/web/src/app/prerender/boot-shells.tsx).
 */
function isOnTheWayToAnInvite(query: unknown): boolean {
  const returnTo = (query as Record<string, unknown> | undefined)?.returnTo;
  return inviteCodeFromPath(typeof returnTo === 'string' ? returnTo : null) !== null;
}

export default fp(webAppPlugin, { name: 'web-app' });
