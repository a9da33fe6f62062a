import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ProvidersResponseSchema,
  SOCIAL_PROVIDERS,
  safeReturnPath,
  safeText,
  type SocialProvider,
} from '@zetelpoule/shared';
import type { Config } from '../../../config';
import { NotFoundError } from '../../../errors';
import { createAuthService } from '../auth.service';
import { createFlowSealer, createOidcClient } from './social.oidc';
import { SocialSignInError, createSocialService } from './social.service';

const FLOW_COOKIE = 'zp_oidc_flow';
/** The cookie goes only to the completion route. */
const FLOW_COOKIE_PATH = '/auth/complete/';

const ProviderParamsSchema = z.object({ provider: safeText().max(50) });
/**
 * `next`, where the web app sends the player after signing in. Anything but a safe
 * same-site path is dropped (not refused): a bad `next` must not block signing in.
 */
const LoginQuerySchema = z.object({ next: z.unknown().optional() });

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Social sign-in (docs/architecture.md#accounts-and-security): GET /auth/login/{provider}/ -> the
 * provider -> GET /auth/complete/{provider}/ -> the web app's /auth/callback with tokens or an
 * error.
 */
export const socialRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const oidc = createOidcClient({ providers: config.oidc, publicUrl: config.publicUrl });
  const sealer = createFlowSealer(config.jwtSecret);
  const auth = createAuthService({
    db: app.db,
    signAccessToken: app.signAccessToken,
    mailer: app.mailer,
    captcha: app.captcha,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const social = createSocialService({ db: app.db, auth });
  const configured = SOCIAL_PROVIDERS.filter((p) => oidc.isConfigured(p));
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';

  /** A provider without configuration is not offered: its routes do not exist (404). */
  function configuredProvider(name: string): SocialProvider {
    const provider = configured.find((p) => p === name);
    if (!provider) throw new NotFoundError('Deze inlogmethode is niet beschikbaar.');
    return provider;
  }

  function setFlowCookie(reply: FastifyReply, value: string, maxAge: number) {
    // SameSite=Lax: the provider sends the browser back with a top-level GET from its site.
    reply.header(
      'set-cookie',
      `${FLOW_COOKIE}=${value}; Path=${FLOW_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
    );
  }

  function toCallback(reply: FastifyReply, params: Record<string, string>) {
    const url = new URL(`${config.publicUrl}/auth/callback`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
  }

  app.get(
    '/api/auth/providers/',
    { schema: { tags: ['auth'], response: { 200: ProvidersResponseSchema } } },
    () => ({ providers: configured }),
  );

  app.get(
    '/auth/login/:provider/',
    { schema: { tags: ['auth'], params: ProviderParamsSchema, querystring: LoginQuerySchema } },
    async (request, reply) => {
      const provider = configuredProvider(request.params.provider);
      const returnTo = safeReturnPath(request.query.next);
      try {
        const { url, flow } = await oidc.start(provider);
        // The way back travels in the sealed flow cookie: it cannot be read or swapped.
        const sealed = await sealer.seal(returnTo ? { ...flow, returnTo } : flow);
        setFlowCookie(reply, sealed, sealer.ttlSeconds);
        return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
      } catch (err) {
        request.log.error({ err, provider }, 'social sign-in could not start');
        return toCallback(reply, { error: 'provider_unavailable' });
      }
    },
  );

  app.get(
    '/auth/complete/:provider/',
    { schema: { tags: ['auth'], params: ProviderParamsSchema } },
    async (request, reply) => {
      const provider = configuredProvider(request.params.provider);
      const sealed = readCookie(request, FLOW_COOKIE);
      setFlowCookie(reply, '', 0); // one attempt, one use
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const providerError = new URLSearchParams(query).get('error');
      if (providerError) {
        // e.g. access_denied when the person cancelled at the provider.
        return toCallback(reply, {
          error: /^[a-z_]{1,50}$/.test(providerError) ? providerError : 'authentication_failed',
        });
      }
      const flow = sealed ? await sealer.open(sealed) : undefined;
      if (!flow || flow.provider !== provider) {
        request.log.warn({ provider }, 'social sign-in without a valid flow cookie');
        return toCallback(reply, { error: 'invalid_state' });
      }
      try {
        const identity = await oidc.complete(flow, query);
        const tokens = await social.signIn(provider, identity);
        return toCallback(reply, {
          access_token: tokens.access,
          refresh_token: tokens.refresh,
          ...(flow.returnTo ? { next: flow.returnTo } : {}),
        });
      } catch (err) {
        if (err instanceof SocialSignInError) return toCallback(reply, { error: err.code });
        request.log.warn({ err, provider }, 'social sign-in failed');
        return toCallback(reply, { error: 'authentication_failed' });
      }
    },
  );
};
