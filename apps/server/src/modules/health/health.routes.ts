import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@zetelpoule/shared';
import { ErrorBodySchema } from '@zetelpoule/shared';
import type { Readiness } from '../../lib/readiness';

const NOT_READY = {
  migrating: { error: 'starting', message: 'De server start nog op.' },
  draining: { error: 'shutting_down', message: 'De server wordt afgesloten.' },
} as const;

const CLOSING = {
  error: 'shutting_down',
  message: 'De server wordt afgesloten. Probeer het over een paar seconden opnieuw.',
} as const;

/**
 * `/api/health/`: 200 when the database answers (liveness and monitoring).
 * `/api/health/ready/`: the load balancer's check (issue 15). Also 503 while this process is
 * still migrating or is draining after SIGTERM, so no new requests are routed to it.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (
  app,
  { readiness },
) => {
  const databaseAnswers = async (log: { error(obj: object, msg: string): void }) => {
    try {
      await app.db.execute(sql`select 1`);
      return true;
    } catch (err) {
      log.error({ err }, 'health check: database unreachable');
      return false;
    }
  };
  const unavailable = { error: 'database_unavailable', message: 'De database is niet bereikbaar.' };

  app.get(
    '/api/health/',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: ErrorBodySchema } } },
    async (request, reply) => {
      if (await databaseAnswers(request.log))
        return { status: 'ok' as const, database: 'ok' as const };
      return reply.status(503).send(unavailable);
    },
  );

  app.get(
    '/api/health/ready/',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: ErrorBodySchema } } },
    async (request, reply) => {
      // Read before and after the query: a SIGTERM during it must not report ready.
      if (readiness.phase !== 'ready') return reply.status(503).send(NOT_READY[readiness.phase]);
      const answers = await databaseAnswers(request.log);
      if (readiness.phase !== 'ready') return reply.status(503).send(NOT_READY[readiness.phase]);
      if (!answers) return reply.status(503).send(unavailable);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};

/**
 * While migrating, nothing but the health checks is served: the tables may not exist yet.
 * Once the server closes, nothing is served: a request that still arrives on an open
 * connection gets 503 in the app's error format (Fastify's own return503OnClosing answer is an
 * English body of another shape, so app.ts turns it off). Registered with fastify-plugin so
 * the hook sees every route, the 404 handler included.
 */
export const readinessGate = fp<{ readiness: Readiness }>(async (app, { readiness }) => {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isClosing) {
      return reply.status(503).header('connection', 'close').send(CLOSING);
    }
    if (readiness.phase !== 'migrating' || request.url.startsWith('/api/health/')) return;
    return reply.status(503).send(NOT_READY.migrating);
  });
});
