import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CROWD_PATH,
  CrowdLockedBodySchema,
  CrowdQuerySchema,
  CrowdSchema,
  ErrorBodySchema,
} from '@zetelpoule/shared';
import { currentUser } from '../../plugins/auth';
import { CROWD_TTL_MS, CrowdCache, getCrowd } from './crowd.service';

/** What the crowd predicted, after the deadline (docs/decisions/034-the-crowd.md). */
export const crowdRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new CrowdCache(CROWD_TTL_MS, Date.now, (err) =>
    app.log.error({ err }, 'crowd recomputation failed; the previous crowd is kept'),
  );
  // Account deletions and election edits announce themselves as 'crowd' on every instance;
  // each of them can change a crowd. (Not 'national-pool': scoring sends that every few seconds
  // on election night, and scores are not part of a crowd.)
  const unsubscribe = app.invalidations.subscribe((message) => {
    // 'resync': the bus was cut off and may have missed a 'crowd'.
    if (message.kind === 'crowd' || message.kind === 'resync') cache.invalidate();
  });
  app.addHook('onClose', async () => unsubscribe());

  // onRequest, before the query is read: an anonymous caller gets 401, never a 400.
  app.addHook('onRequest', app.requireUser);
  app.get(
    CROWD_PATH,
    {
      schema: {
        tags: ['crowd'],
        querystring: CrowdQuerySchema,
        response: {
          200: CrowdSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          423: CrowdLockedBodySchema,
        },
      },
    },
    (request) => getCrowd(app.db, cache, currentUser(request), request.query.subleague),
  );
};
