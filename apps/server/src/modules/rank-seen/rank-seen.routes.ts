import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  LEAGUE_PATHS,
  MarkRankSeenBodySchema,
  RankSeenQuerySchema,
  RankSeenSchema,
} from '@zetelpoule/shared';
import { currentUser } from '../../plugins/auth';
import { getRankSeen, markRankSeen } from './rank-seen.service';

/** The ranks a player was last shown, so tables show movement since then (decision 060). */
export const rankSeenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    LEAGUE_PATHS.rankSeen,
    {
      schema: {
        tags: ['league'],
        querystring: RankSeenQuerySchema,
        response: {
          200: RankSeenSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    (request) => getRankSeen(app.db, currentUser(request), request.query.scope),
  );

  app.post(
    LEAGUE_PATHS.rankSeen,
    {
      schema: {
        tags: ['league'],
        body: MarkRankSeenBodySchema,
        response: {
          200: RankSeenSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    (request) => markRankSeen(app.db, currentUser(request), request.body),
  );
};
