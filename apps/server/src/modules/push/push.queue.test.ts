import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_PATHS } from '@zetelpoule/shared';
import { elections, pushRuns } from '../../db/schema';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { activeElectionId } from '../leagues/leagues.test-data';
import { queueDatabase } from '../reminders/reminders.queue';
import { generateVapidKeyPair } from './push.config';
import { PUSH_QUEUE, startPushWork, type PushWork } from './push.queue';
import { startTestPushService, testBrowser, type TestPushService } from './push.test-support';

// The push sends on the job queue (docs/decisions/065-web-push.md): the reminders' tick hands over a due
// reminder; the send starts once however often the tick repeats it, runs as chained batches,
// and each subscription gets one push.

const keys = generateVapidKeyPair();

describe('push on the job queue', () => {
  let t: TestApp;
  let service: TestPushService;
  let boss: PgBoss;
  let work: PushWork;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    service = await startTestPushService();
    boss = new PgBoss({ db: queueDatabase(t.database), schema: 'pgboss' });
    await boss.start();
    work = await startPushWork(
      boss,
      {
        db: t.database.db,
        vapid: t.config.push!,
        log: { error: () => {}, info: () => {} },
        batchSize: 2,
        concurrency: 2,
      },
      {
        pollingIntervalSeconds: 0.5,
        ensureQueue: async (name, policy) => {
          if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy });
        },
      },
    );
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, wait: true, close: false });
    await service?.close();
    await t?.close();
  });

  it('sends a due reminder to every subscription once, in batches, however often the tick runs', async () => {
    const electionId = await activeElectionId(t);
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() + 20 * 3_600_000) })
      .where(eq(elections.id, electionId));
    for (let i = 0; i < 5; i++) {
      const user = await createUser(t);
      const response = await injectAs(t, user, {
        method: 'POST',
        url: PUSH_PATHS.subscriptions,
        payload: testBrowser().subscription(
          `${service.origin}/push/q${i}-${randomBytes(4).toString('hex')}`,
        ),
      });
      expect(response.statusCode).toBe(201);
    }
    const due = [{ electionId, kind: '24h' as const }];
    await work.tick(due);
    await work.tick(due);
    const received = await service.waitFor(5);
    expect(new Set(received.map((push) => push.path)).size).toBe(5);
    expect(await t.database.db.select({ key: pushRuns.key }).from(pushRuns)).toEqual([
      { key: `deadline:${electionId}:24h` },
    ]);
    // Every batch job done (three of them), and nothing more sent.
    await expect
      .poll(async () => (await boss.getQueueSize(PUSH_QUEUE, { before: 'completed' })) === 0, {
        timeout: 20_000,
      })
      .toBe(true);
    expect(service.received).toHaveLength(5);
  });
});
