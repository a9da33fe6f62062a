import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Per-route limits (DESIGN §1, §8): routes opt in with `config: { rateLimit: RATE_LIMITS.x }`.
 * Counters live in Redis when REDIS_URL is set, so every instance shares them.
 */
/**
 * Password guesses are limited per address AND account: on election night many players share
 * one public address (mobile carriers, offices, households), so a per-address limit alone would
 * lock out people who never typed a wrong password. Keyed after validation, so the body's
 * e-mail (or the signed-in user, for a password change) is known.
 */
function passwordAttemptKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const account =
    typeof body?.email === 'string'
      ? body.email.trim().toLowerCase()
      : `user:${request.user?.id ?? ''}`;
  return `${request.ip}|${account}`;
}

export const RATE_LIMITS = {
  login: {
    max: 10,
    timeWindow: '15 minutes',
    hook: 'preHandler',
    keyGenerator: passwordAttemptKey,
  },
  register: { max: 5, timeWindow: '1 hour' },
  passwordReset: { max: 5, timeWindow: '1 hour' },
  resendVerification: { max: 5, timeWindow: '1 hour' },
  setupUsername: { max: 20, timeWindow: '15 minutes' },
  tokenRefresh: { max: 60, timeWindow: '15 minutes' },
  leagueJoin: { max: 30, timeWindow: '15 minutes' },
} as const;

async function rateLimitPlugin(
  app: FastifyInstance,
  opts: { redisUrl: string | undefined; nameSpace: string },
) {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: opts.nameSpace } : {}),
    // If Redis is unreachable, keep serving rather than lock everyone out.
    skipOnError: true,
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
