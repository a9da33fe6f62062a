import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalculateScoresResponseSchema,
  ElectionIdParamsSchema,
  ResetAllPointsBodySchema,
  ResetAllPointsResponseSchema,
} from '@zetelpoule/shared';
import { calculateScores, resetAllPoints } from './scoring.service';

/** Admin: calculating and resetting scores. Admins only. */
export const scoringAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: 401/403 before any body is looked at.
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin'];

  app.post(
    '/api/auth/admin/election-results/:id/calculate-scores/',
    {
      schema: {
        tags,
        params: ElectionIdParamsSchema,
        response: { 200: CalculateScoresResponseSchema },
      },
    },
    async (request) => {
      // The admin's button scores everything afresh: the way to repair anything the
      // section-by-section recalculation after results changes relies on.
      const calculated = await calculateScores(app.db, request.params.id, { full: true });
      await app.live.scoresChanged(request.params.id);
      return { message: calculated.message, players_scored: calculated.players_scored };
    },
  );

  app.post(
    '/api/auth/admin/reset-all-points/',
    {
      schema: {
        tags,
        body: ResetAllPointsBodySchema,
        response: { 200: ResetAllPointsResponseSchema },
      },
    },
    async (request) => {
      const reset = await resetAllPoints(app.db, request.body.confirm);
      if (request.body.confirm) await app.live.scoresChanged();
      return reset;
    },
  );
};
