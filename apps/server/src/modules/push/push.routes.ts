import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  PUSH_PATHS,
  PushPublicKeySchema,
  PushSubscriptionBodySchema,
  PushSubscriptionListSchema,
  PushSubscriptionParamsSchema,
  PushSubscriptionSchema,
  PushUnsubscribeBodySchema,
  UpdatePushKindsBodySchema,
} from '@zetelpoule/shared';
import type { Config } from '../../config';
import { currentUser } from '../../plugins/auth';
import {
  listSubscriptions,
  publicKey,
  subscribe,
  unsubscribe,
  updateSubscriptionKinds,
  type PushServiceContext,
} from './push.service';

/** Web Push: the server's public key, and a player's subscriptions (docs/decisions/065-web-push.md). */
export const pushRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const ctx: PushServiceContext = {
    db: app.db,
    vapid: opts.config.push,
    production: opts.config.env === 'production',
  };
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
  const tags = ['push'];

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      PUSH_PATHS.publicKey,
      { schema: { tags, response: { 200: PushPublicKeySchema, 404: ErrorBodySchema } } },
      () => publicKey(ctx),
    );

  await app.register(async (player) => {
    // onRequest, before the body is read: an anonymous caller gets 401, never a 400.
    player.addHook('onRequest', player.requireUser);
    const p = player.withTypeProvider<ZodTypeProvider>();

    p.get(
      PUSH_PATHS.subscriptions,
      { schema: { tags, response: { 200: PushSubscriptionListSchema, ...errors } } },
      (request) => listSubscriptions(ctx, currentUser(request)),
    );

    p.post(
      PUSH_PATHS.subscriptions,
      {
        schema: {
          tags,
          body: PushSubscriptionBodySchema,
          response: { 201: PushSubscriptionSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await subscribe(ctx, currentUser(request), request.body)),
    );

    p.delete(
      PUSH_PATHS.subscriptions,
      {
        schema: { tags, body: PushUnsubscribeBodySchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await unsubscribe(ctx, currentUser(request), request.body);
        return reply.status(204).send(null);
      },
    );

    p.patch(
      PUSH_PATHS.subscription,
      {
        schema: {
          tags,
          params: PushSubscriptionParamsSchema,
          body: UpdatePushKindsBodySchema,
          response: { 200: PushSubscriptionSchema, ...errors },
        },
      },
      (request) =>
        updateSubscriptionKinds(ctx, currentUser(request), request.params.id, request.body),
    );
  });
};
