import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { CaptchaChallengeSchema, type CaptchaChallenge } from '@zetelpoule/shared';
import { usedCaptchaChallenges } from '../db/schema';
import { RATE_LIMITS } from './rate-limit';

export interface Captcha {
  createChallenge(): Promise<CaptchaChallenge>;
  /**
   * True only for a correct solution of an unexpired challenge this server signed, the first
   * time it is presented: a solution is remembered until its challenge expires (no replays).
   */
  verify(payload: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

export interface CaptchaPluginOptions {
  /** The HMAC key is derived from it, so no extra secret needs configuring. */
  secret: string;
  /**
   * The proof-of-work size: the browser tries on average half this many SHA-256 hashes
   * (about a second on a phone at 50,000), a spam bot must do so for every registration.
   */
  maxNumber?: number;
  ttlSeconds?: number;
}

const DEFAULT_MAX_NUMBER = 50_000;
const DEFAULT_TTL_SECONDS = 10 * 60;

/*
 * The solved payload the widget puts in `captcha_token`: base64 of this JSON. The ALTCHA widget
 * 2.x speaks the v1 challenge format (SHA-256 of salt + number), hence altcha-lib/v1.
 */
const PayloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

function decodePayload(token: string): z.infer<typeof PayloadSchema> | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = PayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Self-hosted ALTCHA proof-of-work, challenge endpoint and server-side check. */
async function captchaPlugin(app: FastifyInstance, opts: CaptchaPluginOptions) {
  const hmacKey = createHmac('sha256', opts.secret).update('zetelpoule:altcha').digest('hex');
  const maxNumber = opts.maxNumber ?? DEFAULT_MAX_NUMBER;
  const ttlSeconds = opts.ttlSeconds ?? DEFAULT_TTL_SECONDS;

  const captcha: Captcha = {
    createChallenge: () =>
      createChallenge({
        hmacKey,
        maxNumber,
        expires: new Date(Date.now() + ttlSeconds * 1000),
      }),

    async verify(token) {
      const payload = decodePayload(token);
      if (!payload) return false;
      // Our challenges always carry an expiry; one without it was not made here.
      const expires = Number.parseInt(extractParams(payload).expires ?? '', 10);
      if (!Number.isSafeInteger(expires)) return false;
      if (!(await verifySolution(payload, hmacKey, true))) return false;

      const now = new Date();
      // The primary key makes "first use wins" atomic, also across server instances.
      const inserted = await app.db
        .insert(usedCaptchaChallenges)
        .values({ signature: payload.signature, expiresAt: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchaChallenges.signature });
      // Expired entries guard nothing any more: verifySolution refuses them on its own.
      await app.db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, now));
      return inserted.length === 1;
    },
  };
  app.decorate('captcha', captcha);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/captcha/challenge/',
    {
      config: { rateLimit: RATE_LIMITS.captchaChallenge },
      schema: { tags: ['auth'], response: { 200: CaptchaChallengeSchema } },
    },
    async (_request, reply) => {
      // Every challenge is single use: never let a cache hand out the same one twice.
      reply.header('cache-control', 'no-store');
      return captcha.createChallenge();
    },
  );
}

export default fp(captchaPlugin, { name: 'captcha', dependencies: ['database'] });
