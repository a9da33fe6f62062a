import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connectRedis } from './redis';

/**
 * What one process tells every other (decision 027): an in-process cache is stale.
 * Kept small on purpose: a message only names what to drop; the receiver reads afresh.
 */
export type Invalidation =
  | { kind: 'national-pool' }
  /** The predictions behind the crowds changed (an account deleted, an election edited). */
  | { kind: 'crowd' }
  | { kind: 'auth-user'; userId: number }
  /** An election's results changed; live streams send the new state. */
  | { kind: 'results-changed'; electionId: number }
  /** An election's scores were recalculated; live streams send standings. */
  | { kind: 'scores-changed'; electionId: number }
  /**
   * Never sent over the wire: this process's bus was cut off and is back, so it may have missed
   * any message. Every cache drops all it holds and live streams get the current state.
   */
  | { kind: 'resync' };

/** Where a bus says that it lost and regained its connection (the app's logger). */
export interface BusLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const SILENT: BusLog = { info: () => {}, error: () => {} };

export interface InvalidationBus {
  /** Delivers to this process's handlers at once, then to every other process on the bus. */
  publish(message: Invalidation): Promise<void>;
  subscribe(handler: (message: Invalidation) => void): () => void;
  /** Resolves once the bus can receive (the LISTEN or SUBSCRIBE is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Channel name; PostgreSQL identifiers and Redis channels both accept it. */
export const DEFAULT_CHANNEL = 'zetelpoule_invalidate';

interface Envelope {
  origin: string;
  message: Invalidation;
}

function parseEnvelope(raw: string): Envelope | undefined {
  try {
    const parsed = JSON.parse(raw) as Envelope;
    const m = parsed.message;
    if (typeof parsed.origin !== 'string' || typeof m !== 'object' || m === null) return undefined;
    if (m.kind === 'national-pool' || m.kind === 'crowd') {
      return { origin: parsed.origin, message: { kind: m.kind } };
    }
    if (m.kind === 'auth-user' && Number.isSafeInteger(m.userId)) {
      return { origin: parsed.origin, message: { kind: m.kind, userId: m.userId } };
    }
    if (
      (m.kind === 'results-changed' || m.kind === 'scores-changed') &&
      Number.isSafeInteger(m.electionId)
    ) {
      return { origin: parsed.origin, message: { kind: m.kind, electionId: m.electionId } };
    }
  } catch {
    // Someone else's message on our channel: ignored, as are kinds this version does not know.
  }
  return undefined;
}

/**
 * The shared part: local handlers, and an origin id so a process ignores its own messages when
 * they come back over the wire (it already applied them when it published).
 */
function createBus(transport: {
  send(payload: string): Promise<void>;
  /** `resumed`: called after a reconnect, when messages may have been missed meanwhile. */
  start(receive: (payload: string) => void, resumed: () => void): Promise<void>;
  stop(): Promise<void>;
}): InvalidationBus {
  const origin = randomUUID();
  const handlers = new Set<(message: Invalidation) => void>();
  const deliver = (message: Invalidation) => {
    for (const handler of handlers) handler(message);
  };
  const started = transport.start(
    (payload) => {
      const envelope = parseEnvelope(payload);
      if (envelope && envelope.origin !== origin) deliver(envelope.message);
    },
    () => deliver({ kind: 'resync' }),
  );
  // A transport that cannot start leaves the bus local-only; ready() still reports why.
  started.catch(() => {});
  return {
    async publish(message) {
      deliver(message);
      await transport.send(JSON.stringify({ origin, message } satisfies Envelope));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    ready: () => started,
    async close() {
      handlers.clear();
      await started.catch(() => {});
      await transport.stop();
    },
  };
}

/** One process, nothing shared (PGlite, which is one process's database anyway). */
export function createLocalBus(): InvalidationBus {
  return createBus({ send: async () => {}, start: async () => {}, stop: async () => {} });
}

/**
 * Redis pub/sub: a subscribing connection of its own, publishing on another. The publisher
 * fails fast while Redis is away (lib/redis.ts); the subscriber resubscribes by itself when it
 * is back, and the bus then resyncs, as a lost message cannot be replayed.
 */
export function createRedisBus(
  url: string,
  channel = DEFAULT_CHANNEL,
  log: BusLog = SILENT,
): InvalidationBus {
  const publisher = connectRedis(url, { lazyConnect: true });
  // The offline queue is what replays SUBSCRIBE after a reconnect; nothing waits on it.
  const subscriber = connectRedis(url, { lazyConnect: true, enableOfflineQueue: true });
  return createBus({
    async send(payload) {
      await publisher.publish(channel, payload);
    },
    async start(receive, resumed) {
      subscriber.on('message', (ch: string, payload: string) => {
        if (ch === channel) receive(payload);
      });
      let lost = false;
      subscriber.on('close', () => {
        if (!lost) log.error({ channel }, 'invalidation bus: Redis connection lost; reconnecting');
        lost = true;
      });
      subscriber.on('ready', () => {
        if (!lost) return;
        lost = false;
        log.info({ channel }, 'invalidation bus: Redis is back; caches resynced');
        resumed();
      });
      publisher.connect().catch(() => {});
      await subscriber.connect();
      await subscriber.subscribe(channel);
    },
    async stop() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  });
}

/** Backoff between attempts to listen again: 100 ms doubling to 10 s. */
export function listenRetryDelay(attempt: number): number {
  return Math.min(100 * 2 ** attempt, 10_000);
}

/**
 * PostgreSQL LISTEN/NOTIFY, for a deployment without Redis: a dedicated connection listens
 * (LISTEN does not survive being handed back to a pool); NOTIFY goes through the same client.
 * When the connection ends (a restart, a failover, pg_terminate_backend) it is opened again
 * with a backoff, and the bus resyncs: NOTIFY is not queued for a listener that is away.
 */
export function createPostgresBus(
  url: string,
  channel = DEFAULT_CHANNEL,
  log: BusLog = SILENT,
): InvalidationBus {
  const listen = `listen "${channel.replace(/"/g, '')}"`;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const open = async (receive: (payload: string) => void, onEnd: () => void) => {
    // Named, so an operator can tell the listener apart in pg_stat_activity.
    const next = new pg.Client({ connectionString: url, application_name: 'zetelpoule-bus' });
    // A terminated backend is an 'error' and then 'end'; 'end' does the work.
    next.on('error', () => {});
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) receive(n.payload);
    });
    try {
      await next.connect();
      await next.query(listen);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    next.once('end', onEnd);
    if (closed) await next.end().catch(() => {});
    return next;
  };

  return createBus({
    async send(payload) {
      if (!client) throw new Error('invalidation bus: not connected to PostgreSQL');
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async start(receive, resumed) {
      const reconnect = (attempt: number) => {
        if (closed) return;
        retry = setTimeout(() => {
          open(receive, lost)
            .then((next) => {
              if (closed) return;
              client = next;
              log.info({ channel, attempt }, 'invalidation bus: listening again; caches resynced');
              resumed();
            })
            .catch((err: unknown) => {
              if (attempt === 0) log.error({ err, channel }, 'invalidation bus: cannot listen yet');
              reconnect(attempt + 1);
            });
        }, listenRetryDelay(attempt));
        retry.unref();
      };
      function lost() {
        client = undefined;
        if (closed) return;
        log.error({ channel }, 'invalidation bus: PostgreSQL listener lost; reconnecting');
        reconnect(0);
      }
      try {
        client = await open(receive, lost);
      } catch (err) {
        // Not there at start: keep trying in the background, as after a loss.
        reconnect(1);
        throw err;
      }
    },
    async stop() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  });
}

/** Redis when configured (it carries the rate limits already), else PostgreSQL, else local. */
export function createInvalidationBus(opts: {
  redisUrl: string | undefined;
  postgresUrl: string | undefined;
  channel?: string;
  log?: BusLog;
}): InvalidationBus {
  if (opts.redisUrl) return createRedisBus(opts.redisUrl, opts.channel, opts.log);
  if (opts.postgresUrl) return createPostgresBus(opts.postgresUrl, opts.channel, opts.log);
  return createLocalBus();
}
