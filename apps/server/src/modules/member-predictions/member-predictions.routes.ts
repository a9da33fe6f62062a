import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  MemberPredictionsParamsSchema,
  MemberPredictionsQuerySchema,
  MemberPredictionsSchema,
} from '@zetelpoule/shared';
import { currentUser } from '../../plugins/auth';
import { getMemberPredictions } from './member-predictions.service';

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
};
