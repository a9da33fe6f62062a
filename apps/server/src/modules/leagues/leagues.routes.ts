import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSubleagueBodySchema,
  CreateSubleagueResponseSchema,
  ErrorBodySchema,
  JoinSubleagueParamsSchema,
  JoinSubleagueResponseSchema,
  LEAGUE_PATHS,
  LeaderboardPageSchema,
  LeaderboardQuerySchema,
  LeagueStatsSchema,
  LeaveSubleagueParamsSchema,
  LeaveSubleagueResponseSchema,
  SubleagueListSchema,
} from '@zetelpoule/shared';
import type { Config } from '../../config';
import { currentUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  createSubleague,
  getLeaderboardPage,
  getLeagueStats,
  joinSubleague,
  leaveSubleague,
  listSubleagues,
  type LeagueContext,
} from './leagues.service';
import { nationalPoolCache } from './national-pool';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

/** SPEC §7 "League": every call needs a signed-in player. */
export const leaguesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const ctx: LeagueContext = {
    db: app.db,
    pool: nationalPoolCache(app.db, (err) =>
      app.log.error({ err }, 'rebuilding the national pool failed; serving the previous one'),
    ),
    publicUrl: opts.config.publicUrl,
  };
  // onRequest, before the body or query is read: an anonymous caller gets 401, never a 400.
  app.addHook('onRequest', app.requireUser);

  app.get(
    LEAGUE_PATHS.global,
    {
      schema: {
        tags: ['league'],
        querystring: LeaderboardQuerySchema,
        response: { 200: LeaderboardPageSchema, ...errors },
      },
      // The hottest read of the product (DESIGN §9). Re-checking 50 rows against the zod schema
      // on the way out costs about five times the JSON encoding itself; the page is built from
      // typed values by getLeaderboardPage (type-checked against LeaderboardPage) and the tests
      // parse it with the schema, so it is encoded directly. The schema still documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    (request) => getLeaderboardPage(ctx, currentUser(request), request.query),
  );

  app.get(
    LEAGUE_PATHS.stats,
    { schema: { tags: ['league'], response: { 200: LeagueStatsSchema, ...errors } } },
    (request) => getLeagueStats(ctx, currentUser(request)),
  );

  app.get(
    LEAGUE_PATHS.subleagues,
    { schema: { tags: ['league'], response: { 200: SubleagueListSchema, ...errors } } },
    (request) => listSubleagues(ctx, currentUser(request)),
  );

  app.post(
    LEAGUE_PATHS.subleagues,
    {
      schema: {
        tags: ['league'],
        body: CreateSubleagueBodySchema,
        response: { 201: CreateSubleagueResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSubleague(ctx, currentUser(request), request.body.name)),
  );

  app.post(
    '/api/auth/league/join/:code/',
    {
      // DESIGN §8: join attempts are rate-limited, so codes cannot be tried in bulk.
      config: { rateLimit: RATE_LIMITS.leagueJoin },
      schema: {
        tags: ['league'],
        params: JoinSubleagueParamsSchema,
        response: { 200: JoinSubleagueResponseSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    (request) => joinSubleague(ctx, currentUser(request), request.params.code),
  );

  app.post(
    '/api/auth/league/leave/:id/',
    {
      schema: {
        tags: ['league'],
        params: LeaveSubleagueParamsSchema,
        response: {
          200: LeaveSubleagueResponseSchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          ...errors,
        },
      },
    },
    (request) => leaveSubleague(ctx, currentUser(request), request.params.id),
  );
};
