import { Redis, type RedisOptions } from 'ioredis';

/**
 * Fail fast (docs/decisions/048-readiness-and-outages.md): while Redis is unreachable a
 * command fails at once instead of waiting in ioredis's offline queue for a reconnect, and a
 * Redis that accepts the connection but does not answer costs at most COMMAND_TIMEOUT_MS. The
 * callers (rate limits, the invalidation bus) have a fallback; a request never waits for Redis.
 */
export const COMMAND_TIMEOUT_MS = 250;

export const FAIL_FAST: RedisOptions = {
  connectTimeout: 1000,
  commandTimeout: COMMAND_TIMEOUT_MS,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  // Reconnects for ever, backing off to 5 s, so a Redis that comes back is used again.
  retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 6), 5000),
};

export function connectRedis(url: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, { ...FAIL_FAST, ...options });
  // A refused or dropped connection is an 'error' event; unhandled, it would crash the process.
  redis.on('error', () => {});
  return redis;
}
