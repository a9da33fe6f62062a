import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInvalidationBus, type InvalidationBus } from '../lib/invalidation-bus';
import { shareNationalPoolInvalidations } from '../modules/leagues/national-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cache invalidations that reach every worker and instance (decision 027). */
    invalidations: InvalidationBus;
  }
}

async function invalidationsPlugin(
  app: FastifyInstance,
  opts: { redisUrl: string | undefined; postgresUrl: string | undefined; channel?: string },
) {
  const bus = createInvalidationBus({ ...opts, log: app.log });
  try {
    await bus.ready();
  } catch (err) {
    // Like the rate limits: keep serving. Caches fall back to their TTLs (5 s) until the bus
    // connects in the background and resyncs.
    app.log.error({ err }, 'invalidation bus unavailable; other instances catch up by TTL');
  }
  app.decorate('invalidations', bus);
  const stopSharing = shareNationalPoolInvalidations(app.db, bus);
  app.addHook('onClose', async () => {
    stopSharing();
    await bus.close();
  });
}

export default fp(invalidationsPlugin, { name: 'invalidations' });
