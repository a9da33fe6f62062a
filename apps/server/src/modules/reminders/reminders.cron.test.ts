import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderDeliveries } from '../../db/schema';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { readOutbox } from '../auth/auth.test-support';
import { mailsTo, setDeadlineIn } from './reminders.test-support';

// Nothing but the queue itself — pg-boss's once-a-minute cron fires the tick, the tick
// reads the deadline and queues what is due, a worker sends it
// (docs/decisions/032-reminder-emails.md). Slow by nature (the cron's first beat comes within its
// 30-second monitor), so one case only.

describe('the reminder queue on its own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REMINDER_QUEUE: 'true' } });
  });
  afterAll(() => t?.close());

  it('sends the reminder that is due without anyone asking', async () => {
    const player = await createUser(t);
    const electionId = await setDeadlineIn(t, 10 * 3_600_000);
    await t.app.reminderQueue.started();
    const deadline = Date.now() + 120_000;
    let rows: { kind: string }[] = [];
    let mail: string | undefined;
    // The delivery is claimed in the database before the mail is written: wait for both.
    while (Date.now() < deadline) {
      rows = await t.database.db
        .select({ kind: reminderDeliveries.kind })
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.userId, player.id));
      [mail] = mailsTo(await readOutbox(t.config.dataDir), player.email);
      if (rows.length > 0 && mail !== undefined) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(rows).toEqual([{ kind: '24h' }]);
    expect(mail).toContain('Subject: Nog maar een dag: je voorspelling is nog niet af');
    expect(electionId).toBeGreaterThan(0);
  }, 150_000);
});
