import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATHS, PRIVACY_PATHS } from '@zetelpoule/shared';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import {
  createTestDatabase,
  createUser,
  testConfig,
  type TestApp,
  type TestUser,
} from '../../../test/helper';

/*
 * A live stream ends with the session it was opened in (decision 012 for streams): a logout,
 * a password change or an account deletion closes it at once, also on another instance.
 */

/** How long "at once" may take: the bus and one primary-key read, with room for a slow CI. */
const PROMPTLY_MS = 2_000;

/** Opens the stream as the web app does and resolves `ended` when the server closes it. */
async function openStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${LIVE_PATHS.stream}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const ended = (async () => {
    try {
      for await (const chunk of response.body!) if ((chunk as Uint8Array).length > 0) opened();
      return 'ended' as const;
    } catch {
      return 'aborted' as const;
    }
  })();
  await open;
  return {
    /** 'ended' when the server closed the stream within `ms`, else 'open'. */
    async endsWithin(ms: number): Promise<'ended' | 'aborted' | 'open'> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'open'>((resolve) => (timer = setTimeout(resolve, ms, 'open')));
      const outcome = await Promise.race([ended, timeout]);
      clearTimeout(timer);
      return outcome;
    },
    async close() {
      controller.abort();
      await ended;
    },
  };
}

interface Instances {
  a: FastifyInstance;
  b: FastifyInstance;
  urlA: string;
  urlB: string;
  close(): Promise<void>;
}

/**
 * Two app instances on one database and one bus channel. Across processes the bus is Redis
 * or PostgreSQL LISTEN/NOTIFY; on PGlite without Redis each app has a bus of its own, so
 * `shared` is false and only the single-instance cases can run.
 */
async function twoInstances(): Promise<Instances & { shared: boolean; database: Database }> {
  const database = await createTestDatabase();
  const url = (database as Database & { url?: string }).url;
  const config = testConfig(url ? { DATABASE_URL: url } : {});
  const options = {
    database,
    logger: false,
    rateLimitNameSpace: `zp-live-session-${randomBytes(4).toString('hex')}-`,
    webDistDir: path.join(config.dataDir, 'no-web-app'),
  };
  const a = await buildApp(config, options);
  const b = await buildApp(config, options);
  const urlA = await a.listen({ port: 0, host: '127.0.0.1' });
  const urlB = await b.listen({ port: 0, host: '127.0.0.1' });
  return {
    a,
    b,
    urlA,
    urlB,
    database,
    shared: Boolean(config.redisUrl || url),
    async close() {
      for (const app of [a, b]) {
        app.server.closeAllConnections();
        await app.close();
      }
      await database.close();
    },
  };
}

describe('a live stream ends with its session', () => {
  let apps: Awaited<ReturnType<typeof twoInstances>>;
  // createUser wants a TestApp; instance A is one.
  let t: TestApp;

  beforeAll(async () => {
    apps = await twoInstances();
    t = { app: apps.a, database: apps.database, config: testConfig(), close: async () => {} };
  });
  afterAll(() => apps.close());

  async function signIn(user: TestUser) {
    const res = await apps.a.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: user.email, password: user.password },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ access: string; refresh: string }>();
  }

  const endings = {
    logout: (user: TestUser, session: { access: string; refresh: string }) =>
      apps.a.inject({
        method: 'POST',
        url: '/api/auth/logout/',
        headers: { authorization: `Bearer ${session.access}` },
        payload: { refresh: session.refresh },
      }),
    'password change': (user: TestUser, session: { access: string }) =>
      apps.a.inject({
        method: 'POST',
        url: '/api/auth/change-password/',
        headers: { authorization: `Bearer ${session.access}` },
        payload: {
          old_password: user.password,
          new_password: 'Nieuw-Geheim-42',
          new_password_confirm: 'Nieuw-Geheim-42',
        },
      }),
    'account deletion': (user: TestUser, session: { access: string }) =>
      apps.a.inject({
        method: 'POST',
        url: PRIVACY_PATHS.delete,
        headers: { authorization: `Bearer ${session.access}` },
        payload: { password: user.password },
      }),
  };

  for (const [what, end] of Object.entries(endings)) {
    it(`ends on ${what}, on the same instance`, async () => {
      const user = await createUser(t);
      const session = await signIn(user);
      const stream = await openStream(apps.urlA, session.access);
      try {
        expect(await stream.endsWithin(300)).toBe('open');
        expect((await end(user, session)).statusCode).toBe(200);
        expect(await stream.endsWithin(PROMPTLY_MS)).toBe('ended');
      } finally {
        await stream.close();
      }
    });

    it.skipIf(!process.env.REDIS_URL && !process.env.DATABASE_URL)(
      `ends on ${what}, on another instance`,
      async () => {
        expect(apps.shared).toBe(true);
        const user = await createUser(t);
        const session = await signIn(user);
        const stream = await openStream(apps.urlB, session.access);
        try {
          expect(await stream.endsWithin(300)).toBe('open');
          expect((await end(user, session)).statusCode).toBe(200);
          expect(await stream.endsWithin(PROMPTLY_MS)).toBe('ended');
        } finally {
          await stream.close();
        }
      },
    );
  }

  it('ends at the next sweep when the message that should have ended it was lost', async () => {
    const user = await createUser(t);
    const gone = await createUser(t);
    const stream = await openStream(apps.urlA, (await signIn(user)).access);
    const goneStream = await openStream(apps.urlA, (await signIn(gone)).access);
    try {
      // As a logout and a deletion on an instance whose bus message never arrived.
      await apps.database.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, user.id));
      await apps.database.db.delete(users).where(eq(users.id, gone.id));
      expect(await stream.endsWithin(300)).toBe('open');
      await apps.a.live.sweepEndedSessions();
      expect(await stream.endsWithin(PROMPTLY_MS)).toBe('ended');
      expect(await goneStream.endsWithin(PROMPTLY_MS)).toBe('ended');
    } finally {
      await stream.close();
      await goneStream.close();
    }
  });

  it('stays open on a profile change, and a logout ends only that player’s stream', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const session = await signIn(user);
    const own = await openStream(apps.urlA, session.access);
    const theirs = await openStream(apps.urlA, (await signIn(other)).access);
    try {
      const updated = await apps.a.inject({
        method: 'PUT',
        url: '/api/auth/profile/update/',
        headers: { authorization: `Bearer ${session.access}` },
        payload: { first_name: 'Nieuwe', last_name: 'Naam', username: `${user.username}x` },
      });
      expect(updated.statusCode).toBe(200);
      expect(await own.endsWithin(500)).toBe('open');
      // Another player's logout ends only that player's stream.
      await endings.logout(user, session);
      expect(await own.endsWithin(PROMPTLY_MS)).toBe('ended');
      expect(await theirs.endsWithin(300)).toBe('open');
    } finally {
      await own.close();
      await theirs.close();
    }
  });
});
