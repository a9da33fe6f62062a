import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ElectionDetailsSchema,
  ElectionIdParamsSchema,
  ElectionRegionParamsSchema,
  STATEN_RESULTS_PATH,
  StatenResultsSchema,
  StatenSeatsBodySchema,
  UpdateStatenRegionBodySchema,
} from '@zetelpoule/shared';
import { currentUser } from '../../plugins/auth';
import { getElectionDetails } from '../elections/elections.service';
import { requireResultsEntryConfirmed } from '../elections/results-entry.guard';
import * as service from './staten.service';

const BASE = '/api/auth/admin/election-results';

/** A PS election's Staten: members and stemwaarde per body, and the seats as they come in. */
export const statenAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin'];

  app.patch(
    `${BASE}/:id/regions/:regionId/`,
    {
      schema: {
        tags,
        params: ElectionRegionParamsSchema,
        body: UpdateStatenRegionBodySchema,
        response: { 200: ElectionDetailsSchema },
      },
    },
    async (request) => {
      const { id, regionId } = request.params;
      await service.updateRegion(app.db, id, regionId, request.body, currentUser(request).id);
      // A stemwaarde moves the projection, so players' scores follow.
      app.live.resultsChanged(id);
      return getElectionDetails(app.db, id);
    },
  );

  app.post(
    `${BASE}/:id/staten-seats/`,
    {
      schema: {
        tags,
        params: ElectionIdParamsSchema,
        body: StatenSeatsBodySchema,
        response: { 200: ElectionDetailsSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireResultsEntryConfirmed(app.db, id, request.body.confirm_before_deadline);
      await service.saveStatenSeats(app.db, id, request.body, currentUser(request).id);
      app.live.resultsChanged(id);
      return getElectionDetails(app.db, id);
    },
  );
};

/** The active PS election's Staten for players' /uitslag; public, like the party list. */
export const statenPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STATEN_RESULTS_PATH,
    { schema: { tags: ['results'], response: { 200: StatenResultsSchema } } },
    () => service.statenResultsForPlayers(app.db, new Date()),
  );
};
