import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { connectPostgres, type Database } from '../../db/client';
import { reminderDeliveries } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  testConfig,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { readOutbox } from '../auth/auth.test-support';
import { SEND_QUEUE } from './reminders.queue';
import { dueReminders, sendReminders } from './reminders.service';
import {
  completePrediction,
  mailsTo,
  predictFor,
  remindersContext,
  setDeadlineIn,
} from './reminders.test-support';

// Two app instances on one database, each running the reminder queue's workers
// (pg-boss). On PostgreSQL (DATABASE_URL set) they have connections of their own, as two servers
// would; on the embedded database both run in this process on the one PGlite, as the queue does
// there. Either way, each eligible player gets each reminder exactly once.

const HOUR = 3_600_000;

describe('the reminder queue with two workers', () => {
  let first: TestApp;
  let second: { app: FastifyInstance; dataDir: string; database?: Database };
  beforeAll(async () => {
    first = await buildTestApp({ env: { REMINDER_QUEUE: 'true' } });
    const config = testConfig({ REMINDER_QUEUE: 'true', JWT_SECRET: first.config.jwtSecret });
    const url = (first.database as Database & { url?: string }).url;
    // Its own pool to the same PostgreSQL database, or the same embedded one.
    const database = url ? connectPostgres(url, 5) : first.database;
    const app = await buildApp(config, {
      database,
      logger: false,
      rateLimitNameSpace: `zp-test-${randomBytes(6).toString('hex')}-`,
      webDistDir: path.join(config.dataDir, 'no-web-app'),
    });
    await app.ready();
    second = { app, dataDir: config.dataDir, database: url ? database : undefined };
    await Promise.all([first.app.reminderQueue.started(), second.app.reminderQueue.started()]);
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database?.close();
    await first?.close();
  });

  const outbox = async () => [
    ...(await readOutbox(first.config.dataDir)),
    ...(await readOutbox(second.dataDir)),
  ];

  async function waitForDeliveries(electionId: number, kind: string, count: number) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = await first.database.db
        .select({ id: reminderDeliveries.id })
        .from(reminderDeliveries)
        .where(
          and(
            eq(reminderDeliveries.electionId, electionId),
            eq(reminderDeliveries.kind, kind),
            isNotNull(reminderDeliveries.sentAt),
          ),
        );
      if (rows.length >= count) return rows.length;
      if (Date.now() > deadline) throw new Error(`only ${rows.length} of ${count} ${kind} sent`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Until no send job waits, retries or runs: after that, no worker of either instance sends. */
  async function waitForSendJobsDone() {
    await vi.waitFor(
      async () => {
        const res = await first.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job
              where name = ${SEND_QUEUE} and state in ('created', 'retry', 'active')`,
        );
        expect(Number(res.rows[0]!.n)).toBe(0);
      },
      { timeout: 30_000, interval: 200 },
    );
  }

  it('sends each due reminder once per player, from whichever worker takes the job', async () => {
    const players: TestUser[] = [];
    for (let i = 0; i < 6; i++) players.push(await createUser(first));
    const done = await createUser(first);
    await predictFor(first, done.id, await completePrediction(first));
    const electionId = await setDeadlineIn(first, 10 * HOUR);

    // What the tick of either instance finds due: the 24-hour reminder, read from the deadline.
    const due = await dueReminders(remindersContext(first));
    expect(due).toEqual([{ electionId, kind: '24h' }]);
    // Both instances queue it, twice each, as their ticks would.
    await Promise.all([
      first.app.reminderQueue.enqueue(electionId, '24h'),
      second.app.reminderQueue.enqueue(electionId, '24h'),
      first.app.reminderQueue.enqueue(electionId, '24h'),
      second.app.reminderQueue.enqueue(electionId, '24h'),
    ]);
    await waitForDeliveries(electionId, '24h', players.length);
    // Every queued job has finished, so any duplicate would be in the outbox by now.
    await waitForSendJobsDone();

    const mails = await outbox();
    for (const player of players) expect(mailsTo(mails, player.email)).toHaveLength(1);
    expect(mailsTo(mails, done.email)).toHaveLength(0);
  });

  it('never sends twice when both instances send the same kind at the same moment', async () => {
    const players: TestUser[] = [];
    for (let i = 0; i < 8; i++) players.push(await createUser(first));
    const electionId = await setDeadlineIn(first, HOUR);
    const secondCtx = { ...remindersContext(first), mailer: second.app.mailer };
    const reports = await Promise.all([
      sendReminders(remindersContext(first), electionId, '2h'),
      sendReminders(secondCtx, electionId, '2h'),
      sendReminders(remindersContext(first), electionId, '2h'),
      sendReminders(secondCtx, electionId, '2h'),
    ]);
    const mails = await outbox();
    for (const player of players) expect(mailsTo(mails, player.email)).toHaveLength(1);
    const total = reports.reduce((sum, report) => sum + report.sent, 0);
    expect(total).toBe(await waitForDeliveries(electionId, '2h', players.length));
  });
});
