import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUserSchema,
  PredictionDetailsSchema,
  PredictionIdParamsSchema,
  SearchUserBodySchema,
} from '@zetelpoule/shared';
import { predictionDetails, searchUser } from './users.service';

/** Admin: user search and the analysis of one prediction. Admins only. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: 401/403 before any body is looked at.
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin'];

  app.post(
    '/api/auth/admin/search-user/',
    { schema: { tags, body: SearchUserBodySchema, response: { 200: AdminUserSchema } } },
    (request) => searchUser(app.db, request.body),
  );

  app.get(
    '/api/auth/admin/prediction-details/:predictionId/',
    {
      schema: {
        tags,
        params: PredictionIdParamsSchema,
        response: { 200: PredictionDetailsSchema },
      },
    },
    (request) => predictionDetails(app.db, request.params.predictionId),
  );
};
