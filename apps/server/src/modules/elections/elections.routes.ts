import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminMunicipalityListSchema,
  BiggestPartyResultsBodySchema,
  CountryTurnoutResultBodySchema,
  CreateElectionBodySchema,
  CreatePartyBodySchema,
  ElectionDetailsSchema,
  ElectionIdParamsSchema,
  ElectionPartyParamsSchema,
  ElectionSummaryListSchema,
  MunicipalitySelectionResultBodySchema,
  PartyListSchema,
  PartySchema,
  SeatResultsBodySchema,
  TurnoutResultsBodySchema,
  UpdateElectionBodySchema,
  UpdatePartyBodySchema,
} from '@zetelpoule/shared';
import { currentUser } from '../../plugins/auth';
import * as service from './elections.service';
import * as partiesService from './parties.service';
import * as resultsService from './results-entry.service';
import { requireResultsEntryConfirmed } from './results-entry.guard';

const BASE = '/api/auth/admin/election-results';

/** Admin: elections, their parties and the official results. Admins only. */
export const electionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, not preHandler: a caller who may not be here hears 401/403 before any body
  // validation could tell them what the route expects.
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin'];

  app.get(`${BASE}/`, { schema: { tags, response: { 200: ElectionSummaryListSchema } } }, () =>
    service.listElections(app.db),
  );

  app.post(
    `${BASE}/create/`,
    { schema: { tags, body: CreateElectionBodySchema, response: { 201: ElectionDetailsSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.createElection(app.db, request.body)),
  );

  app.get(
    `${BASE}/:id/`,
    { schema: { tags, params: ElectionIdParamsSchema, response: { 200: ElectionDetailsSchema } } },
    (request) => service.getElectionDetails(app.db, request.params.id),
  );

  app.patch(
    `${BASE}/:id/`,
    {
      schema: {
        tags,
        params: ElectionIdParamsSchema,
        body: UpdateElectionBodySchema,
        response: { 200: ElectionDetailsSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const details = await service.updateElection(
        app.db,
        request.params.id,
        body,
        currentUser(request).id,
      );
      // What players see of the results follows the status, the played
      // municipalities and which election is active.
      if (
        body.is_final !== undefined ||
        body.is_active !== undefined ||
        body.played_municipality_ids !== undefined ||
        body.first_count_candidate_ids !== undefined
      ) {
        app.live.resultsChanged(request.params.id);
      }
      return details;
    },
  );

  /* Parties */

  app.get(
    `${BASE}/:id/parties/`,
    { schema: { tags, params: ElectionIdParamsSchema, response: { 200: PartyListSchema } } },
    (request) => partiesService.listParties(app.db, request.params.id),
  );

  app.post(
    `${BASE}/:id/parties/`,
    {
      schema: {
        tags,
        params: ElectionIdParamsSchema,
        body: CreatePartyBodySchema,
        response: { 201: PartySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await partiesService.createParty(app.db, request.params.id, request.body)),
  );

  app.patch(
    `${BASE}/:id/parties/:partyId/`,
    {
      schema: {
        tags,
        params: ElectionPartyParamsSchema,
        body: UpdatePartyBodySchema,
        response: { 200: PartySchema },
      },
    },
    (request) =>
      partiesService.updateParty(app.db, request.params.id, request.params.partyId, request.body),
  );

  app.delete(
    `${BASE}/:id/parties/:partyId/`,
    { schema: { tags, params: ElectionPartyParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await partiesService.deleteParty(app.db, request.params.id, request.params.partyId);
      return reply.status(204).send(null);
    },
  );

  /* Results entry */

  // Every results body carries the confirmation for entering results while predictions are open.
  const results = <B extends z.ZodType<{ confirm_before_deadline?: boolean }>>(
    path: string,
    body: B,
    save: (
      electionId: number,
      body: z.output<B>,
      changedBy: number,
    ) => ReturnType<typeof service.getElectionDetails>,
  ) =>
    app.post(
      `${BASE}/:id/${path}/`,
      {
        schema: {
          tags,
          params: ElectionIdParamsSchema,
          body,
          response: { 200: ElectionDetailsSchema },
        },
      },
      async (request) => {
        const body = request.body as z.output<B>;
        await requireResultsEntryConfirmed(app.db, request.params.id, body.confirm_before_deadline);
        const details = await save(request.params.id, body, currentUser(request).id);
        // Players' pages follow, and the scores are recalculated shortly.
        app.live.resultsChanged(request.params.id);
        return details;
      },
    );

  results('seats', SeatResultsBodySchema, (id, body, by) =>
    resultsService.saveSeatResults(app.db, id, body, by),
  );
  results('turnout', TurnoutResultsBodySchema, (id, body, by) =>
    resultsService.saveTurnoutResults(app.db, id, body, by),
  );
  results('biggest-party', BiggestPartyResultsBodySchema, (id, body, by) =>
    resultsService.saveBiggestPartyResults(app.db, id, body, by),
  );
  results('country-turnout', CountryTurnoutResultBodySchema, (id, body, by) =>
    resultsService.saveCountryTurnout(app.db, id, body, by),
  );
  results('municipality-selection', MunicipalitySelectionResultBodySchema, (id, body, by) =>
    resultsService.saveMunicipalitySelection(app.db, id, body, by),
  );

  /** Every municipality, for the played-municipalities and candidates pickers. */
  app.get(
    '/api/auth/admin/municipalities/',
    { schema: { tags, response: { 200: AdminMunicipalityListSchema } } },
    () => service.listMunicipalities(app.db),
  );
};
