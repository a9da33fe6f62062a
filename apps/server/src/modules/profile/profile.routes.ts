import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  DataExportSchema,
  DeleteAccountBodySchema,
  DeleteAccountResponseSchema,
  ErrorBodySchema,
  PRIVACY_PATHS,
  ProfileUpdateBodySchema,
  UserSchema,
  dataExportFileName,
} from '@zetelpoule/shared';
import type { Config } from '../../config';
import { currentUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { createAuthService } from '../auth/auth.service';
import { invalidateCrowds, invalidateNationalPool } from '../leagues/national-pool';
import { createProfileService } from './profile.service';

/** The signed-in player's own profile and password. */
export const profileRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const auth = createAuthService({
    db: app.db,
    signAccessToken: app.signAccessToken,
    forgetAuthUser: app.forgetAuthUser,
    mailer: app.mailer,
    captcha: app.captcha,
    publicUrl: opts.config.publicUrl,
    log: app.log,
  });
  const profile = createProfileService({
    db: app.db,
    auth,
    mailer: app.mailer,
    publicUrl: opts.config.publicUrl,
    log: app.log,
  });
  const tags = ['profile'];
  // Signed-in routes check the session onRequest, before the body is validated: an anonymous
  // caller gets 401, never a 400 about a body it may not send (hardening/auth-before-body.test.ts).

  app.get(
    '/api/auth/profile/',
    { onRequest: app.requireUser, schema: { tags, response: { 200: UserSchema } } },
    (request) => profile.getProfile(currentUser(request).id),
  );

  app.put(
    '/api/auth/profile/update/',
    {
      onRequest: app.requireUser,
      schema: { tags, body: ProfileUpdateBodySchema, response: { 200: UserSchema } },
    },
    async (request) => {
      const { id } = currentUser(request);
      const user = await profile.updateProfile(id, request.body);
      // The guard keeps users for a few seconds; the new username must show at once.
      app.forgetAuthUser(id);
      return user;
    },
  );

  app.post(
    '/api/auth/change-password/',
    {
      onRequest: app.requireUser,
      // The old-password check is a password guess like a login: limited the same way.
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordResponseSchema },
      },
    },
    (request) =>
      profile.changePassword(
        currentUser(request).id,
        request.body.old_password,
        request.body.new_password,
      ),
  );

  app.get(
    PRIVACY_PATHS.export,
    { onRequest: app.requireUser, schema: { tags, response: { 200: DataExportSchema } } },
    async (request, reply) => {
      const data = await profile.exportData(currentUser(request).id);
      // The username rules allow only letters, digits, '-' and '_': safe in a header as is.
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${dataExportFileName(data.profile.username)}"`,
        )
        .send(data);
    },
  );

  app.post(
    PRIVACY_PATHS.delete,
    {
      onRequest: app.requireUser,
      // The password check is a password guess like a login: limited the same way.
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        body: DeleteAccountBodySchema,
        response: { 200: DeleteAccountResponseSchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const { response, deleted } = await profile.deleteAccount(id, request.body.password);
      app.forgetAuthUser(id);
      // The leaderboard must stop showing the player now, not after the pool's TTL; the crowds
      // lose their prediction too.
      invalidateNationalPool(app.db);
      invalidateCrowds(app.db);
      request.log.info(
        {
          userId: id,
          handedOver: deleted.handedOver.length,
          removedSubleagues: deleted.removedSubleagues.length,
        },
        'account deleted',
      );
      return response;
    },
  );
};
