import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeadlinePassedBodySchema,
  ErrorBodySchema,
  PREDICTION_PATHS,
  QuickStartBodySchema,
  QuickStartOptionsSchema,
  QuickStartResultSchema,
} from '@zetelpoule/shared';
import { currentUser } from '../../plugins/auth';
import * as service from './quick-start.service';

const tags = ['predictions'];

/** The quick start of the seat prediction (docs/decisions/063-quick-start.md). */
export const quickStartRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is read: an anonymous caller gets 401, never a validation error.
  app.addHook('onRequest', app.requireUser);

  app.get(
    PREDICTION_PATHS.quickStart,
    {
      schema: {
        tags,
        response: { 200: QuickStartOptionsSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    () => service.quickStartOptions(app.db),
  );

  app.post(
    PREDICTION_PATHS.quickStart,
    {
      schema: {
        tags,
        body: QuickStartBodySchema,
        response: {
          200: QuickStartResultSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          423: DeadlinePassedBodySchema,
        },
      },
    },
    (request) => service.quickStart(app.db, currentUser(request).id, request.body),
  );
};
