import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  MemberPredictionsParamsSchema,
  MemberPredictionsQuerySchema,
  MemberPredictionsSchema,
  SubleagueOverviewParamsSchema,
  SubleagueOverviewSchema,
} from '@zetelpoule/shared';
import { currentUser } from '../../plugins/auth';
import { getMemberPredictions } from './member-predictions.service';
import { subleagueOverview } from './subleague-overview.service';

/** Another player's prediction, for the league's member-predictions modal. */
export const memberPredictionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the query is read: an anonymous caller gets 401, never a 400.
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/api/auth/member-predictions/:userId/',
    {
      schema: {
        tags: ['league'],
        params: MemberPredictionsParamsSchema,
        querystring: MemberPredictionsQuerySchema,
        response: {
          200: MemberPredictionsSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          423: ErrorBodySchema,
        },
      },
    },
    (request) =>
      getMemberPredictions(app.db, currentUser(request), request.params.userId, {
        global: request.query.global,
      }),
  );

  // A sub-league side by side (docs/decisions/059-points-per-answer-and-the-subleague-overview.md): members only, after the deadline only.
  app.get(
    '/api/auth/league/subleagues/:id/overview/',
    {
      schema: {
        tags: ['league'],
        params: SubleagueOverviewParamsSchema,
        response: {
          200: SubleagueOverviewSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          423: ErrorBodySchema,
        },
      },
    },
    (request) => subleagueOverview(app.db, currentUser(request), request.params.id),
  );
};
