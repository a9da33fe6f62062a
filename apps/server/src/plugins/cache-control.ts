import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Paths the server answers itself (the API and the social sign-in redirects). */
const SERVER_PREFIXES = ['/api/', '/auth/login/', '/auth/complete/'];

function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || SERVER_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Every answer of the API is `Cache-Control: no-store`: tokens, profiles and
 * predictions must not stay in a browser's or a proxy's cache. One rule for every path is
 * harder to forget than a header per route; a route that may be cached opts in by setting its
 * own Cache-Control, which is left alone. The web app's files (plugins/web-app.ts) set their own
 * (docs/decisions/010-no-store-on-every-api-answer.md).
 */
async function cacheControlPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && isServerPath(request.url)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

export default fp(cacheControlPlugin, { name: 'cache-control' });
