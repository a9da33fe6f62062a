import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@zetelpoule/shared';
import { ErrorBodySchema } from '@zetelpoule/shared';
import type { Readiness } from '../../lib/readiness';
import { databaseCheck } from './schema-check';

const NOT_READY = {
  migrating: { error: 'starting', message: 'De server start nog op.' },
  draining: { error: 'shutting_down', message: 'De server wordt afgesloten.' },
} as const;

const CLOSING = {
  error: 'shutting_down',
  message: 'De server wordt afgesloten. Probeer het over een paar seconden opnieuw.',
} as const;

const UNAVAILABLE = {
  down: { error: 'database_unavailable', message: 'De database is niet bereikbaar.' },
  not_migrated: {
    error: 'database_not_migrated',
    message: 'De database is nog niet klaar voor gebruik.',
  },
} as const;

/**
 * `/api/health/`: 200 when the database answers with this build's schema (liveness and
 * monitoring). `/api/health/ready/`: the load balancer's check. Also 503 while this
 * process is still migrating or is draining after SIGTERM, so no new requests are routed to it.
 * Both name the state of the database and of Redis; Redis down is 200 `degraded`, not 503
 * (docs/decisions/048-readiness-and-outages.md).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (
  app,
  { readiness },
) => {
  const checkDatabase = databaseCheck(app.db);
  const check = async (log: { error(obj: object, msg: string): void }) => {
    const database = await checkDatabase((err) =>
      log.error({ err }, 'health check: database unreachable'),
    );
    return { database, redis: app.redisState() };
  };
  const answer = (reply: FastifyReply, state: Awaited<ReturnType<typeof check>>) => {
    const { database, redis } = state;
    if (database !== 'ok') {
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ ...UNAVAILABLE[database], database, redis });
    }
    return { status: redis === 'down' ? ('degraded' as const) : ('ok' as const), database, redis };
  };

  app.get(
    '/api/health/',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: ErrorBodySchema } } },
    async (request, reply) => answer(reply, await check(request.log)),
  );

  app.get(
    '/api/health/ready/',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: ErrorBodySchema } } },
    async (request, reply) => {
      // Read before and after the query: a SIGTERM during it must not report ready.
      if (readiness.phase !== 'ready') return reply.status(503).send(NOT_READY[readiness.phase]);
      const state = await check(request.log);
      if (readiness.phase !== 'ready') return reply.status(503).send(NOT_READY[readiness.phase]);
      return answer(reply, state);
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
