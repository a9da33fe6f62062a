import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { foldEmail } from '@zetelpoule/shared';
import { buildApp } from '../src/app';
import { parseConfig, type Config } from '../src/config';
import { connectPglite, connectPostgres, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { elections, parties, users } from '../src/db/schema';
import { seedDatabase, seedPracticeTkElection } from '../src/db/seed/seed';
import { hashPassword } from '../src/lib/password';
import type { RecalculationTimer } from '../src/modules/live/recalculation';

/**
 * A throwaway, migrated database: in-memory PGlite by default, or — when DATABASE_URL is set —
 * a fresh PostgreSQL database of its own, dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const snapshot = inject('pgliteSnapshot');
    const database = await connectPglite(
      undefined,
      snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
    );
    // A no-op on the snapshot, which global-setup.ts migrated.
    await runMigrations(database);
    return database;
  }
  const name = `zp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), 10);
  await runMigrations(database);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'zetelpoule-test-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://zetelpoule.test',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  return { ...config, jwtSecret: config.jwtSecret! };
}

/**
 * A recalculation timer (plugins/live.ts) that holds the scheduled calculations instead of
 * starting them: for tests about the points the admin's calculation stored, which a debounced
 * one would overtake whenever a busy machine makes the test slower than the debounce.
 */
export function holdRecalculations() {
  const held = new Set<() => void>();
  const timer: RecalculationTimer = (start) => {
    held.add(start);
    return () => held.delete(start);
  };
  return { held, timer };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, migrated and (by default) seeded database. The product's seed makes
 * Provinciale Staten 2027 the active election; most suites play the Tweede Kamer game, so by
 * default a practice TK election is made active on top (`active: 'ps2027'` keeps PS 2027).
 */
export async function buildTestApp(
  options: {
    seed?: boolean;
    active?: 'practice-tk' | 'ps2027';
    env?: Record<string, string>;
    webDistDir?: string;
    recalculationTimer?: RecalculationTimer;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed !== false) {
    await seedDatabase(database.db);
    if (options.active !== 'ps2027') await seedPracticeTkElection(database.db);
  }
  const config = testConfig(options.env);
  const app = await buildApp(config, {
    database,
    logger: false,
    rateLimitNameSpace: `zp-test-${randomBytes(6).toString('hex')}-`,
    webDistDir: options.webDistDir ?? path.join(config.dataDir, 'no-web-app'),
    recalculationTimer: options.recalculationTimer,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * One test app for the calling test file: built before its first test, closed after its last.
 * The returned app may be handed to helpers at module level but is used only inside tests.
 */
export function useTestApp(options?: Parameters<typeof buildTestApp>[0]): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error('the test app exists only while the tests run');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

export interface TestUser {
  id: number;
  email: string;
  username: string;
  password: string;
  token: string;
}

let userCounter = 0;

/** Inserts a verified user directly (fast path for tests that are not about accounts). */
export async function createUser(
  testApp: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestUser> {
  userCounter += 1;
  const suffix = `${process.pid}${userCounter}`;
  const password = overrides.password ?? 'Geheim123!';
  const email = overrides.email ?? `speler${suffix}@example.nl`;
  const [row] = await testApp.database.db
    .insert(users)
    .values({
      username: `speler${suffix}`,
      firstName: 'Test',
      lastName: 'Speler',
      isEmailVerified: true,
      passwordHash: await hashPassword(password),
      ...overrides,
      email,
      emailKey: foldEmail(email),
    })
    .returning();
  return {
    id: row!.id,
    email: row!.email,
    username: row!.username,
    password,
    token: await testApp.app.signAccessToken(row!.id),
  };
}

/** `app.inject` as a signed-in user. */
export function injectAs(testApp: TestApp, user: Pick<TestUser, 'token'>, options: InjectOptions) {
  return testApp.app.inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${user.token}` },
  });
}

export interface ActiveElection {
  id: number;
  /** Parties of the active election, in ballot order. */
  partyIds: number[];
  /** A party of another (the historic, inactive) election: never valid for the active one. */
  foreignPartyId: number;
  /** Puts back the deadline, the active flag and the seat count, which tests may change. */
  reopen(): Promise<void>;
}

/** The seeded active election, its parties and a party of another election. */
export async function loadActiveElection(testApp: TestApp): Promise<ActiveElection> {
  const db = testApp.database.db;
  const [active] = await db.select().from(elections).where(eq(elections.isActive, true));
  if (!active) throw new Error('no active election: was the test database seeded?');
  const partyIds = (
    await db
      .select({ id: parties.id })
      .from(parties)
      .where(eq(parties.electionId, active.id))
      .orderBy(asc(parties.listNumber))
  ).map((row) => row.id);
  const [foreign] = await db
    .select({ id: parties.id })
    .from(parties)
    .innerJoin(elections, eq(elections.id, parties.electionId))
    .where(eq(elections.isActive, false))
    .limit(1);
  if (!foreign) throw new Error('no party of another election: was the test database seeded?');
  return {
    id: active.id,
    partyIds,
    foreignPartyId: foreign.id,
    async reopen() {
      await db
        .update(elections)
        .set({
          predictionsDeadline: active.predictionsDeadline,
          isActive: true,
          seatCount: active.seatCount,
        })
        .where(eq(elections.id, active.id));
    },
  };
}
