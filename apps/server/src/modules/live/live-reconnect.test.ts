import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATHS } from '@zetelpoule/shared';
import { buildApp } from '../../app';
import { connectPostgres, type Database } from '../../db/client';
import { elections } from '../../db/schema';
import { buildTestApp, createUser, testConfig, type TestApp } from '../../../test/helper';
import { createHandElection, type HandElection } from '../scoring/scoring.fixtures';

/*
 * Without Redis the live events and the invalidations between instances travel over
 * PostgreSQL LISTEN/NOTIFY. When the listening connection is cut, the instance listens again by
 * itself, says so in its log, and catches up: NOTIFY is not kept for a listener that is away.
 */

interface SseEvent {
  event: string;
  data: { results_status?: string };
}

/** A live stream read as a client reads it; only named events are kept. */
async function openStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${LIVE_PATHS.stream}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const pump = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: JSON.parse(data ?? 'null') as SseEvent['data'] });
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    results: () => events.filter((e) => e.event === 'results'),
    async close() {
      controller.abort();
      await pump;
    },
  };
}

// The bus names its connection; the older code did not, but its last query was the LISTEN.
const LISTENER = "(application_name = 'zetelpoule-bus' or query ilike 'listen%')";

async function until(condition: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.skipIf(!process.env.DATABASE_URL)('LISTEN/NOTIFY after its connection was cut', () => {
  let t: TestApp;
  let url: string;
  let name: string;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let first: Database;
  let second: Database;
  let admin: pg.Client;
  let hand: HandElection;
  const logB: string[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: '' };
    t = await buildTestApp({ env });
    url = (t.database as Database & { url: string }).url;
    name = new URL(url).pathname.slice(1);
    await t.app.close();
    const config = testConfig({ ...env, DATABASE_URL: url, LOG_LEVEL: 'info' });
    // Both instances on one channel, as two instances of one deployment are.
    const options = {
      rateLimitNameSpace: `zp-reconnect-${randomBytes(4).toString('hex')}-`,
      webDistDir: path.join(config.dataDir, 'no-web-app'),
    };
    first = connectPostgres(url, 5);
    second = connectPostgres(url, 5);
    a = await buildApp(config, { ...options, database: first, logger: false });
    b = await buildApp(config, {
      ...options,
      database: second,
      logStream: { write: (line: string) => void logB.push(line) },
    });
    await Promise.all([a.ready(), b.ready()]);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    hand = await createHandElection(t, 'Herverbinden');
    await t.database.db.update(elections).set({ isActive: false });
    await t.database.db.update(elections).set({ isActive: true }).where(eq(elections.id, hand.id));
  });
  afterAll(async () => {
    await admin?.query(`alter database ${name} with allow_connections true`).catch(() => {});
    await admin?.end();
    b?.server.closeAllConnections();
    await b?.close();
    await a?.close();
    await second?.close();
    await first?.close();
    await t?.database.close();
  });

  const listeners = async () =>
    (
      await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = $1 and ${LISTENER}`,
        [name],
      )
    ).rows[0]!.n;

  const saveSeats = async (token: string, seats: number[]) => {
    const { A, B, C, D, E } = hand.party;
    const res = await a.inject({
      method: 'POST',
      url: `/api/auth/admin/election-results/${hand.id}/seats/`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        party_seats: [A, B, C, D, E].map((party_id, i) => ({ party_id, seat_count: seats[i] })),
      },
    });
    expect(res.statusCode).toBe(200);
  };

  it('listens again, logs it, catches up on what it missed, and hears the others again', async () => {
    const staff = await createUser(t, { isStaff: true });
    const player = await createUser(t);
    const token = await a.signAccessToken(staff.id);
    // Signed by the instances' own secret (the first app's, closed, had another).
    const playerToken = await b.signAccessToken(player.id);
    const stream = await openStream(await b.listen({ port: 0, host: '127.0.0.1' }), playerToken);
    try {
      await until(() => stream.results().length === 1);
      expect(stream.results()[0]!.data.results_status).toBe('none');
      expect(await listeners()).toBe(2);

      // Cut both listeners and keep them out while instance A saves a result: A's pool opens
      // its connections first, as a new connection is refused meanwhile.
      await Promise.all(
        Array.from({ length: 5 }, () => first.db.execute(sql`select pg_sleep(0.05)`)),
      );
      await admin.query(`alter database ${name} with allow_connections false`);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and ${LISTENER}`,
        [name],
      );
      await until(async () => (await listeners()) === 0);
      await saveSeats(token, [20, 10, 10, 5, 5]);
      await new Promise((r) => setTimeout(r, 300));
      expect(stream.results()).toHaveLength(1);

      // Back: B listens again by itself and sends its streams what they missed.
      await admin.query(`alter database ${name} with allow_connections true`);
      await until(() => stream.results().some((e) => e.data.results_status === 'provisional'));
      await until(async () => (await listeners()) === 2);
      expect(logB.join('')).toContain('invalidation bus: PostgreSQL listener lost; reconnecting');
      expect(logB.join('')).toContain('invalidation bus: listening again; caches resynced');

      // And a change on A reaches B over NOTIFY again.
      const before = stream.results().length;
      await saveSeats(token, [25, 10, 5, 5, 5]);
      await until(() => stream.results().length > before, 5_000);
    } finally {
      await stream.close();
    }
  }, 60_000);
});
