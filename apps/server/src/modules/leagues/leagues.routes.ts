import { invitePageHead, listElectionOptions } from './league-pages.service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSubleagueBodySchema,
  CreateSubleagueResponseSchema,
  DeleteSubleagueParamsSchema,
  DeleteSubleagueResponseSchema,
  ErrorBodySchema,
  InvitePreviewParamsSchema,
  InvitePreviewSchema,
  JoinSubleagueParamsSchema,
  JoinSubleagueResponseSchema,
  LEAGUE_PATHS,
  LeaderboardPageSchema,
  LeaderboardQuerySchema,
  LeagueStatsSchema,
  LeaveSubleagueParamsSchema,
  LeaveSubleagueResponseSchema,
  RemoveMemberParamsSchema,
  RemoveMemberResponseSchema,
  RenameSubleagueBodySchema,
  RenameSubleagueParamsSchema,
  RenameSubleagueResponseSchema,
  RenewInviteCodeParamsSchema,
  RenewInviteCodeResponseSchema,
  SubleagueListQuerySchema,
  SubleagueListSchema,
  ElectionOptionListSchema,
} from '@zetelpoule/shared';
import type { Config } from '../../config';
import { currentUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { getLeaderboardPage, getLeagueStats } from './leaderboard.service';
import {
  createSubleague,
  deleteSubleague,
  getInvitePreview,
  joinSubleague,
  leaveSubleague,
  listSubleagues,
  removeMember,
  renameSubleague,
  renewInviteCode,
  type LeagueContext,
} from './leagues.service';
import { nationalPoolCache } from './national-pool';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

/** League: every call needs a signed-in player. */
export const leaguesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const ctx: LeagueContext = {
    db: app.db,
    pool: nationalPoolCache(app.db, (err) =>
      app.log.error({ err }, 'rebuilding the national pool failed; serving the previous one'),
    ),
    publicUrl: opts.config.publicUrl,
    mailer: app.mailer,
    log: app.log,
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
    {
      schema: {
        tags: ['league'],
        querystring: SubleagueListQuerySchema,
        response: { 200: SubleagueListSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    (request) => listSubleagues(ctx, currentUser(request), request.query.election_id),
  );

  app.get(
    LEAGUE_PATHS.elections,
    { schema: { tags: ['league'], response: { 200: ElectionOptionListSchema, ...errors } } },
    () => listElectionOptions(ctx),
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

  app.patch(
    '/api/auth/league/subleagues/:id/',
    {
      schema: {
        tags: ['league'],
        params: RenameSubleagueParamsSchema,
        body: RenameSubleagueBodySchema,
        response: {
          200: RenameSubleagueResponseSchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          ...errors,
        },
      },
    },
    (request) => renameSubleague(ctx, currentUser(request), request.params.id, request.body.name),
  );

  const managementErrors = { 403: ErrorBodySchema, 404: ErrorBodySchema, ...errors };

  app.post(
    '/api/auth/league/subleagues/:id/invite-code/',
    {
      schema: {
        tags: ['league'],
        params: RenewInviteCodeParamsSchema,
        response: { 200: RenewInviteCodeResponseSchema, ...managementErrors },
      },
    },
    (request) => renewInviteCode(ctx, currentUser(request), request.params.id),
  );

  app.delete(
    '/api/auth/league/subleagues/:id/members/:userId/',
    {
      schema: {
        tags: ['league'],
        params: RemoveMemberParamsSchema,
        response: { 200: RemoveMemberResponseSchema, ...managementErrors },
      },
    },
    (request) => removeMember(ctx, currentUser(request), request.params.id, request.params.userId),
  );

  app.delete(
    '/api/auth/league/subleagues/:id/',
    {
      schema: {
        tags: ['league'],
        params: DeleteSubleagueParamsSchema,
        response: { 200: DeleteSubleagueResponseSchema, ...managementErrors },
      },
    },
    (request) => deleteSubleague(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/api/auth/league/join/:code/',
    {
      // Join attempts are rate-limited, so codes cannot be tried in bulk.
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

/**
 * 30 previews a minute per address — plenty for a group chat opening one link, too few
 * to try codes in bulk (and the 144-bit codes make guessing hopeless anyway).
 */
export const INVITE_PREVIEW_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * The one public league call: an invite link's preview for a visitor who is not signed in.
 * Its own plugin, outside the sign-in hook of leaguesRoutes.
 */
export const leagueInviteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const ctx: Pick<LeagueContext, 'db' | 'publicUrl'> = {
    db: app.db,
    publicUrl: opts.config.publicUrl,
  };
  app.get(
    '/api/league/invite/:code/',
    {
      config: { rateLimit: INVITE_PREVIEW_RATE_LIMIT },
      schema: {
        tags: ['league'],
        params: InvitePreviewParamsSchema,
        response: { 200: InvitePreviewSchema, 404: ErrorBodySchema, 400: ErrorBodySchema },
      },
    },
    (request) => getInvitePreview(ctx, request.params.code),
  );

  /**
   * The invite page itself, with its title and link-preview tags in the HTML (link
   * previews do not run JavaScript). The web-app plugin serves the page; rate-limited like the
   * preview call, since it looks the code up too.
   */
  app.get(
    '/league/join/:code',
    { config: { rateLimit: INVITE_PREVIEW_RATE_LIMIT }, schema: { hide: true } },
    async (request, reply) => {
      const { code } = request.params as { code: string };
      request.pageHead = await invitePageHead(ctx, code).catch((err: unknown) => {
        // A preview is a nicety: the page is served without one rather than not at all.
        request.log.error({ err }, 'invite page head failed');
        return undefined;
      });
      return reply.callNotFound();
    },
  );
};
