import { once } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { foldEmail } from '@zetelpoule/shared';
import { AppError } from '../errors';
import { connectRedis } from '../lib/redis';
import { fallbackStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the rate limits' Redis answers, for the readiness check; `none` without REDIS_URL. */
    redisState(): 'ok' | 'down' | 'none';
    /**
     * Failed sign-ins per client address, over all accounts (decision 008): `assertAllowed`
     * is a preHandler that answers 429 once the address used up its failures, `record`
     * counts one failure.
     */
    loginFailures: FailureCounter;
    /**
     * Token refresh (decision 047): failures per client address, and refreshes per token
     * family. A valid token is never refused for what other clients at its address did.
     */
    refreshLimits: {
      failures: FailureCounter;
      /** Counts one refresh in `family`; 429 once that family refreshed too often. */
      countFamily(request: FastifyRequest, reply: FastifyReply, family: string): Promise<void>;
    };
  }
}

/**
 * A counter of failures: `assertAllowed` answers 429 once they are used up (and counts nothing
 * itself), `record` counts one failure.
 */
export interface FailureCounter {
  assertAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  record(request: FastifyRequest): Promise<void>;
}

export const RATE_LIMITED_MESSAGE = 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.';

/**
 * Per-route limits (docs/architecture.md#accounts-and-security): routes opt in with
 * `config: { rateLimit: RATE_LIMITS.x }`. Counters live in Redis when REDIS_URL is set, so every
 * instance shares them.
 */
/**
 * Password guesses are limited per address AND account: on election night many players share
 * one public address (mobile carriers, offices, households), so a per-address limit alone would
 * lock out people who never typed a wrong password. Keyed after validation, so the body's
 * e-mail (or the signed-in user, for a password change) is known. The e-mail is folded as the
 * account lookup folds it, so every spelling of one account's address shares one counter
 * (docs/decisions/046-one-email-fold.md).
 */
function passwordAttemptKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const account =
    typeof body?.email === 'string' ? foldEmail(body.email) : `user:${request.user?.id ?? ''}`;
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
  leagueJoin: { max: 30, timeWindow: '15 minutes' },
  /** A challenge per registration try; the widget fetches one per page load. */
  captchaChallenge: { max: 60, timeWindow: '15 minutes' },
  /** Mail links (verification, reset check): 256-bit tokens, so this only bounds the load. */
  emailToken: { max: 30, timeWindow: '15 minutes' },
} as const;

/**
 * Decision 008: one address may fail this often at sign-in, whichever accounts it tries (a
 * password spray). Only failures count, so a household or office behind one address that signs
 * in normally never meets it; 30 is three accounts' worth of the per-account limit.
 */
export const LOGIN_FAILURES_PER_ADDRESS = { max: 30, timeWindow: '15 minutes' } as const;

/**
 * Decision 047: refreshes with a token that is not valid, per address. A valid token is still
 * accepted from an address over it: one carrier NAT can hold thousands of players.
 */
export const REFRESH_FAILURES_PER_ADDRESS = { max: 60, timeWindow: '15 minutes' } as const;
/** Decision 047: refreshes per token family (one device's session); a client never needs 60. */
export const REFRESHES_PER_FAMILY = { max: 60, timeWindow: '15 minutes' } as const;

/** How long a start waits for Redis before it serves with memory counters. */
const STARTUP_WAIT_MS = 1000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimiterState = Awaited<ReturnType<Limiter>>;

function rateLimited(reply: FastifyReply, state: LimiterState): AppError {
  const ttl = state.isAllowed ? 1 : state.ttlInSeconds;
  reply.header('retry-after', String(Math.max(1, ttl)));
  return new AppError(429, 'rate_limited', RATE_LIMITED_MESSAGE);
}

/** Checked before the work, counted only when it failed. */
function failureCounter(limiter: Limiter): FailureCounter {
  return {
    async assertAllowed(request, reply) {
      const state = await limiter(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      throw rateLimited(reply, state);
    },
    async record(request) {
      await limiter(request);
    },
  };
}

async function rateLimitPlugin(
  app: FastifyInstance,
  opts: { redisUrl: string | undefined; nameSpace: string },
) {
  const redis = opts.redisUrl ? connectRedis(opts.redisUrl) : undefined;
  app.decorate('redisState', () => (redis ? (redis.status === 'ready' ? 'ok' : 'down') : 'none'));
  if (redis) {
    // One line per change of state, not one per request, while Redis is away.
    let down = false;
    redis.on('close', () => {
      if (!down) app.log.error('redis unreachable; rate limits counted per instance meanwhile');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('redis is back; rate limits shared again');
      down = false;
    });
    app.addHook('onClose', async () => redis.disconnect());
    // Start with the shared counters when Redis is there; without it, start anyway.
    await Promise.race([
      // once() rejects on the first 'error' (refused): then there is nothing to wait for.
      once(redis, 'ready').catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, STARTUP_WAIT_MS).unref()),
    ]);
  }
  let lastErrorLog = 0;
  const onRedisError = (err: Error) => {
    if (Date.now() - lastErrorLog < 10_000) return;
    lastErrorLog = Date.now();
    app.log.error({ err }, 'redis command failed; counted in memory');
  };
  await app.register(rateLimit, {
    global: false,
    // Redis when it answers, else this process's memory (plugins/rate-limit-store.ts): never
    // open, never waiting for Redis.
    ...(redis ? { store: fallbackStore(redis, opts.nameSpace, onRedisError) } : {}),
  });

  // A limiter of our own next to the route's (the plugin runs one per request): checked
  // before the password is verified, counted only when it was wrong.
  const loginFailures = app.createRateLimit({
    ...LOGIN_FAILURES_PER_ADDRESS,
    keyGenerator: (request) => `login-failures|${request.ip}`,
  });
  app.decorate('loginFailures', failureCounter(loginFailures));

  const refreshFailures = app.createRateLimit({
    ...REFRESH_FAILURES_PER_ADDRESS,
    keyGenerator: (request) => `refresh-failures|${request.ip}`,
  });
  // The limiter takes its key from the request; the family is known only to the handler.
  const families = new WeakMap<FastifyRequest, string>();
  const familyRefreshes = app.createRateLimit({
    ...REFRESHES_PER_FAMILY,
    keyGenerator: (request) => `refresh-family|${families.get(request) ?? ''}`,
  });
  app.decorate('refreshLimits', {
    failures: failureCounter(refreshFailures),
    async countFamily(request: FastifyRequest, reply: FastifyReply, family: string) {
      families.set(request, family);
      const state = await familyRefreshes(request);
      if (!state.isAllowed && state.isExceeded) throw rateLimited(reply, state);
    },
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
