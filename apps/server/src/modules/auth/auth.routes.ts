import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOGIN_ERROR_CODES,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  MessageResponseSchema,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
  PasswordResetVerifyResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResendVerificationBodySchema,
  SetupUsernameBodySchema,
  SuccessResponseSchema,
  TokenParamSchema,
  TokenRefreshBodySchema,
  TokenRefreshResponseSchema,
  UserSchema,
  UsernameSetupStatusSchema,
} from '@zetelpoule/shared';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { createAuthService } from './auth.service';
import { createLimitedRefresh } from './refresh-limit';

/** "Authentication and profile" (sign-up, sign-in, tokens, mail links, username setup). */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const auth = createAuthService({
    db: app.db,
    signAccessToken: app.signAccessToken,
    forgetAuthUser: app.forgetAuthUser,
    mailer: app.mailer,
    captcha: app.captcha,
    publicUrl: opts.config.publicUrl,
    log: app.log,
  });
  const limitedRefresh = createLimitedRefresh({
    db: app.db,
    limits: app.refreshLimits,
    refresh: (token) => auth.refresh(token),
  });
  const tags = ['auth'];
  // Signed-in routes check the session onRequest, before the body is validated: an anonymous
  // caller gets 401, never a 400 about a body it may not send (hardening/auth-before-body.test.ts).

  app.post(
    '/api/auth/register/',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: { tags, body: RegisterBodySchema, response: { 201: RegisterResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  app.post(
    '/api/auth/login/',
    {
      preHandler: app.loginFailures.assertAllowed,
      config: { rateLimit: RATE_LIMITS.login },
      schema: { tags, body: LoginBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => {
      try {
        return await auth.login(request.body.email, request.body.password);
      } catch (err) {
        // Only a wrong address or password counts towards the per-address limit.
        if (err instanceof AppError && err.code === LOGIN_ERROR_CODES.invalidCredentials) {
          await app.loginFailures.record(request);
        }
        throw err;
      }
    },
  );

  app.post(
    '/api/auth/token/refresh/',
    {
      // Limited per token family and, for invalid tokens, per address (decision 047).
      schema: { tags, body: TokenRefreshBodySchema, response: { 200: TokenRefreshResponseSchema } },
    },
    (request, reply) => limitedRefresh(request, reply, request.body.refresh),
  );

  app.post(
    '/api/auth/logout/',
    {
      onRequest: app.requireUser,
      schema: { tags, body: LogoutBodySchema, response: { 200: MessageResponseSchema } },
    },
    (request) => auth.logout(currentUser(request).id, request.body.refresh),
  );

  app.get(
    '/api/auth/verify-email/:token/',
    {
      config: { rateLimit: RATE_LIMITS.emailToken },
      schema: { tags, params: TokenParamSchema, response: { 200: SuccessResponseSchema } },
    },
    (request) => auth.verifyEmail(request.params.token),
  );

  app.post(
    '/api/auth/verification/resend/',
    {
      config: { rateLimit: RATE_LIMITS.resendVerification },
      schema: {
        tags,
        body: ResendVerificationBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    (request) => auth.resendVerification(request.body.email, request.body.invite_code),
  );

  app.post(
    '/api/auth/password-reset/request/',
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags,
        body: PasswordResetRequestBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    (request) => auth.requestPasswordReset(request.body.email),
  );

  app.get(
    '/api/auth/password-reset/verify/:token/',
    {
      config: { rateLimit: RATE_LIMITS.emailToken },
      schema: {
        tags,
        params: TokenParamSchema,
        response: { 200: PasswordResetVerifyResponseSchema },
      },
    },
    (request) => auth.verifyResetToken(request.params.token),
  );

  app.post(
    '/api/auth/password-reset/confirm/',
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags,
        body: PasswordResetConfirmBodySchema,
        response: { 200: SuccessResponseSchema },
      },
    },
    (request) => auth.confirmPasswordReset(request.body.token, request.body.new_password),
  );

  app.get(
    '/api/auth/check-username-setup/',
    { onRequest: app.requireUser, schema: { tags, response: { 200: UsernameSetupStatusSchema } } },
    (request) => auth.needsUsernameSetup(currentUser(request).id),
  );

  app.post(
    '/api/auth/setup-username/',
    {
      onRequest: app.requireUser,
      config: { rateLimit: RATE_LIMITS.setupUsername },
      schema: { tags, body: SetupUsernameBodySchema, response: { 200: UserSchema } },
    },
    async (request) => {
      const { id } = currentUser(request);
      const user = await auth.setupUsername(id, request.body.username);
      // The guard keeps users for a few seconds; the chosen username must show at once.
      app.forgetAuthUser(id);
      return user;
    },
  );
};
