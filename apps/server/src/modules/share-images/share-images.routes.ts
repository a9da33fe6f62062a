import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, InvitePreviewParamsSchema, SOCIAL_PROVIDERS } from '@zetelpoule/shared';
import { SHARE_IMAGE_PATHS } from '@zetelpoule/shared/contract/share-images';
import type { Config } from '../../config';
import { currentUser } from '../../plugins/auth';
import { INVITE_PREVIEW_RATE_LIMIT } from '../leagues/leagues.routes';
import type { Image } from './share-images.cache';
import { loadFonts } from './share-images.render';
import {
  createShareImageContext,
  inviteImage,
  landingImage,
  activeCategory,
  landingPageHead,
  predictionImage,
} from './share-images.service';

const tags = ['images'];

/** The link-preview cards may sit in a crawler's or a CDN's cache this long (decision 033). */
const LANDING_CACHE = 'public, max-age=86400';
/** An invite card follows renames and new members, so it is kept for minutes, not days. */
const INVITE_CACHE = 'public, max-age=600';
/** Draws of the player's own card per client. */
const SHARE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/**
 * A PNG with its validator: a client that has this very card gets a 304. `cacheControl`
 * undefined leaves the API's `no-store` (decision 010) in place.
 */
function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: Image,
  cacheControl?: string,
) {
  reply.header('etag', image.etag);
  if (cacheControl) reply.header('cache-control', cacheControl);
  if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
  return reply.type('image/png').send(image.png);
}

/**
 * Images the server renders (decision 033): the landing page's and an invite link's
 * og:image (public), and the signed-in player's own prediction for "Deel je voorspelling".
 * The landing page's head, with its image, is set here too.
 */
export const shareImageRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  // The fonts are read once, at start: a missing font package fails the start, not a request.
  loadFonts();
  const ctx = createShareImageContext({
    db: app.db,
    publicUrl: opts.config.publicUrl,
    log: app.log,
  });
  const signInProviders = SOCIAL_PROVIDERS.filter((p) => opts.config.oidc[p] !== undefined);
  // The landing page itself, with its link preview; the web-app plugin serves it.
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    request.pageHead = landingPageHead(
      opts.config.publicUrl,
      await activeCategory(ctx),
      signInProviders,
    );
    return reply.callNotFound();
  });

  app.get(
    SHARE_IMAGE_PATHS.landing,
    {
      schema: {
        tags,
        summary: 'The landing page’s link-preview image (PNG, 1200×630)',
      },
    },
    async (request, reply) => sendImage(request, reply, await landingImage(ctx), LANDING_CACHE),
  );

  app.get(
    '/api/league/invite/:code/image/',
    {
      // It looks the code up like the preview call, so it is limited like it.
      config: { rateLimit: INVITE_PREVIEW_RATE_LIMIT },
      schema: {
        tags,
        summary: 'An invite link’s link-preview image (PNG, 1200×630)',
        params: InvitePreviewParamsSchema,
        response: { 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      sendImage(request, reply, await inviteImage(ctx, request.params.code), INVITE_CACHE),
  );

  app.get(
    SHARE_IMAGE_PATHS.prediction,
    {
      // onRequest: an anonymous caller gets 401 before anything is looked up.
      onRequest: app.requireUser,
      // A changed prediction is drawn anew (tens of milliseconds of this process's CPU): a
      // player shares a few times, a script toggling a seat between calls is stopped here.
      config: { rateLimit: SHARE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'The signed-in player’s own prediction as an image (PNG, 1200×630)',
        response: { 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      sendImage(request, reply, await predictionImage(ctx, currentUser(request))),
  );
};
