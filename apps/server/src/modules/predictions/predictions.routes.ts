import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivePredictionSchema,
  DeadlineInfoSchema,
  DeadlinePassedBodySchema,
  ErrorBodySchema,
  PREDICTION_PATHS,
  ResetSeatsResultSchema,
  SaveBiggestPartyBodySchema,
  SaveCaptainBodySchema,
  SaveCountryTurnoutBodySchema,
  SavedBiggestPartySchema,
  SavedCaptainSchema,
  SavedCountryTurnoutSchema,
  SavedSeatSchema,
  SavedTurnoutSchema,
  SaveSeatBodySchema,
  SaveTurnoutBodySchema,
  SelectedMunicipalitySchema,
  SelectMunicipalityBodySchema,
  SetSeatsBodySchema,
  SetSeatsResultSchema,
  MyScoreSchema,
} from '@zetelpoule/shared';
import { currentUser } from '../../plugins/auth';
import * as service from './predictions.service';

const tags = ['predictions'];
/** The failures every write can answer (docs/architecture.md#the-shared-contract). */
const writeErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  423: DeadlinePassedBodySchema,
};

/** Predictions: the signed-in player's prediction for the active election. */
export const predictionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is read: an anonymous caller gets 401, never a validation error.
  app.addHook('onRequest', app.requireUser);

  app.get(
    PREDICTION_PATHS.active,
    {
      schema: {
        tags,
        response: { 200: ActivePredictionSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (request) => service.activePrediction(app.db, currentUser(request).id),
  );

  app.get(
    PREDICTION_PATHS.myScore,
    {
      schema: {
        tags,
        response: { 200: MyScoreSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (request) => service.myScore(app.db, currentUser(request).id),
  );

  app.get(
    PREDICTION_PATHS.deadlineInfo,
    { schema: { tags, response: { 200: DeadlineInfoSchema, 401: ErrorBodySchema } } },
    () => service.deadlineInfo(app.db),
  );

  app.post(
    PREDICTION_PATHS.seat,
    {
      schema: {
        tags,
        body: SaveSeatBodySchema,
        response: { 200: SavedSeatSchema, ...writeErrors },
      },
    },
    (request) => service.saveSeat(app.db, currentUser(request).id, request.body),
  );

  app.put(
    PREDICTION_PATHS.seats,
    {
      schema: {
        tags,
        body: SetSeatsBodySchema,
        response: { 200: SetSeatsResultSchema, ...writeErrors },
      },
    },
    (request) => service.setSeats(app.db, currentUser(request).id, request.body),
  );

  app.post(
    PREDICTION_PATHS.resetSeats,
    { schema: { tags, response: { 200: ResetSeatsResultSchema, ...writeErrors } } },
    (request) => service.resetSeats(app.db, currentUser(request).id),
  );

  app.post(
    PREDICTION_PATHS.turnout,
    {
      schema: {
        tags,
        body: SaveTurnoutBodySchema,
        response: { 200: SavedTurnoutSchema, ...writeErrors },
      },
    },
    (request) => service.saveTurnout(app.db, currentUser(request).id, request.body),
  );

  app.post(
    PREDICTION_PATHS.biggestParty,
    {
      schema: {
        tags,
        body: SaveBiggestPartyBodySchema,
        response: { 200: SavedBiggestPartySchema, ...writeErrors },
      },
    },
    (request) => service.saveBiggestParty(app.db, currentUser(request).id, request.body),
  );

  app.post(
    PREDICTION_PATHS.selectMunicipality,
    {
      schema: {
        tags,
        body: SelectMunicipalityBodySchema,
        response: { 200: SelectedMunicipalitySchema, ...writeErrors },
      },
    },
    (request) => service.selectFirstMunicipality(app.db, currentUser(request).id, request.body),
  );

  app.post(
    PREDICTION_PATHS.countryTurnout,
    {
      schema: {
        tags,
        body: SaveCountryTurnoutBodySchema,
        response: { 200: SavedCountryTurnoutSchema, ...writeErrors },
      },
    },
    (request) => service.saveCountryTurnout(app.db, currentUser(request).id, request.body),
  );

  app.post(
    PREDICTION_PATHS.captain,
    {
      schema: {
        tags,
        body: SaveCaptainBodySchema,
        response: { 200: SavedCaptainSchema, ...writeErrors },
      },
    },
    (request) => service.saveCaptain(app.db, currentUser(request).id, request.body),
  );
};
