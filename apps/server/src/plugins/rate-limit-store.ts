import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Store = InstanceType<typeof LocalStore>;
type Callback = Parameters<Store['incr']>[1];

/** Keys per limiter (and per route) kept in memory while Redis is down: an LRU, so bounded. */
export const FALLBACK_KEYS = 10_000;

/**
 * The counters in Redis while it answers, in this process's memory while it does not
 * (docs/decisions/048-readiness-and-outages.md): a Redis outage neither slows a request (no
 * command is sent while the connection is not ready) nor opens the limits (the memory store
 * counts meanwhile, per instance). Once Redis is back its counters apply again; what was
 * counted in memory meanwhile is forgotten, which costs at most one window's worth of tries.
 */
class FallbackStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly memory: Store,
    private readonly onRedisError: (err: Error) => void,
  ) {}

  private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
    if (this.redis.status !== 'ready') {
      this.memory[method](key, cb, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        // A command that failed or timed out: this request is counted in memory instead.
        this.onRedisError(err);
        this.memory[method](key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('read', key, cb, timeWindow, max);
  }

  child(routeOptions: object): FallbackStore {
    return new FallbackStore(
      this.redis,
      this.shared.child(routeOptions),
      this.memory.child({ ...routeOptions, cache: FALLBACK_KEYS }),
      this.onRedisError,
    );
  }
}

/** The `store` option of @fastify/rate-limit, which constructs it with its global settings. */
export function fallbackStore(
  redis: Redis,
  nameSpace: string,
  onRedisError: (err: Error) => void,
): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(params: FastifyRateLimitOptions) {
      // The plugin passes its merged settings, which hold these two (not in the option type).
      const { continueExceeding = false, exponentialBackoff = false } = params as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, FALLBACK_KEYS),
        onRedisError,
      );
    }
  };
}
