import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * What one process tells every other (issue 15, decision 027): an in-process cache is stale.
 * Kept small on purpose: a message only names what to drop; the receiver reads afresh.
 */
export type Invalidation =
  | { kind: 'national-pool' }
  /** Issue 13: the predictions behind the crowds changed (an account deleted, an election edited). */
  | { kind: 'crowd' }
  | { kind: 'auth-user'; userId: number }
  /** Issue 12: an election's results changed; live streams send the new state. */
  | { kind: 'results-changed'; electionId: number }
  /** Issue 12: an election's scores were recalculated; live streams send standings. */
  | { kind: 'scores-changed'; electionId: number };

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
  start(receive: (payload: string) => void): Promise<void>;
  stop(): Promise<void>;
}): InvalidationBus {
  const origin = randomUUID();
  const handlers = new Set<(message: Invalidation) => void>();
  const deliver = (message: Invalidation) => {
    for (const handler of handlers) handler(message);
  };
  const started = transport.start((payload) => {
    const envelope = parseEnvelope(payload);
    if (envelope && envelope.origin !== origin) deliver(envelope.message);
  });
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

/** Redis pub/sub: a subscribing connection of its own, publishing on another. */
export function createRedisBus(url: string, channel = DEFAULT_CHANNEL): InvalidationBus {
  const options = { maxRetriesPerRequest: 1, lazyConnect: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // Reconnects are ioredis's job; an error event must not crash the process.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  return createBus({
    async send(payload) {
      await publisher.publish(channel, payload);
    },
    async start(receive) {
      subscriber.on('message', (ch: string, payload: string) => {
        if (ch === channel) receive(payload);
      });
      await subscriber.connect();
      await subscriber.subscribe(channel);
    },
    async stop() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  });
}

/**
 * PostgreSQL LISTEN/NOTIFY, for a deployment without Redis: a dedicated connection listens
 * (LISTEN does not survive being handed back to a pool); NOTIFY goes through the same client.
 */
export function createPostgresBus(url: string, channel = DEFAULT_CHANNEL): InvalidationBus {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  return createBus({
    async send(payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async start(receive) {
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) receive(n.payload);
      });
      await client.connect();
      await client.query(`listen "${channel.replace(/"/g, '')}"`);
    },
    async stop() {
      await client.end().catch(() => {});
    },
  });
}

/** Redis when configured (it carries the rate limits already), else PostgreSQL, else local. */
export function createInvalidationBus(opts: {
  redisUrl: string | undefined;
  postgresUrl: string | undefined;
  channel?: string;
}): InvalidationBus {
  if (opts.redisUrl) return createRedisBus(opts.redisUrl, opts.channel);
  if (opts.postgresUrl) return createPostgresBus(opts.postgresUrl, opts.channel);
  return createLocalBus();
}
