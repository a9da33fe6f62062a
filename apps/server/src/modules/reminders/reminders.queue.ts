import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { REMINDER_KINDS, type ReminderKind } from '@zetelpoule/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Readiness } from '../../lib/readiness';
import { startPushWork, type PushWork } from '../push/push.queue';
import {
  dueReminders,
  sendReminders,
  type RemindersContext,
  type SendReport,
} from './reminders.service';

/*
 * The reminders' job queue (docs/decisions/032-reminder-emails.md) — pg-boss, on the app's own
 * database connection: the pg pool on PostgreSQL, the embedded PGlite in process. Every instance
 * runs a worker; pg-boss's cron fires the tick once a minute across all of them, the tick queues
 * what is due, and any one worker sends it. That each player gets each mail once is not the queue's
 * promise but the database's: every mail is claimed under a unique key before it goes.
 */

export const TICK_QUEUE = 'reminders-tick';
export const SEND_QUEUE = 'reminders-send';
const SCHEMA = 'pgboss';

interface SendJob {
  electionId: number;
  kind: ReminderKind;
}

export interface ReminderQueue {
  /** Queues one kind for an election; a worker (of any instance) sends it. */
  enqueue(electionId: number, kind: ReminderKind): Promise<void>;
  /** Resolves once pg-boss is started (tests). */
  started(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reminderQueue: ReminderQueue;
  }
}

type Rows = { rows: unknown[] };

/** pg-boss's `db` option over our own connection. */
export function queueDatabase(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as { query(text: string, values?: unknown[]): Promise<Rows> };
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as {
    query(text: string, values?: unknown[]): Promise<Rows>;
    exec(text: string): Promise<Rows[]>;
  };
  return {
    async executeSql(text, values) {
      // pg-boss sends its schema and its locks as several statements in one text, without
      // parameters (pg's simple protocol); PGlite takes those through exec.
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return pglite.query(text, values);
    },
  };
}

function isSendJob(data: unknown): data is SendJob {
  const job = data as Partial<SendJob> | null;
  return typeof job?.electionId === 'number' && REMINDER_KINDS.includes(job.kind as ReminderKind);
}

export interface ReminderQueueOptions {
  config: Config;
  readiness: Readiness;
  /** Seconds between a worker's polls for jobs (tests poll faster). */
  pollingIntervalSeconds?: number;
}

async function reminderQueuePlugin(app: FastifyInstance, opts: ReminderQueueOptions) {
  const ctx: RemindersContext = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: opts.config.publicUrl,
    secret: opts.config.jwtSecret,
    offsetsMs: opts.config.reminderOffsetsMs,
    log: app.log,
  };
  const boss = new PgBoss({ db: queueDatabase(app.database), schema: SCHEMA });
  boss.on('error', (err) => app.log.error({ err }, 'reminder queue error'));
  let stopping = false;
  let running: Promise<boolean> | undefined;
  let failure: unknown;

  async function start(): Promise<boolean> {
    // A process that migrates after it listens (main.ts) starts the queue once it is ready.
    while (opts.readiness.phase === 'migrating' && !stopping) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (stopping) return false;
    await boss.start();
    await ensureQueue(TICK_QUEUE, 'singleton');
    // One queued job per election and kind at a time: the ticks of many instances do not pile up.
    await ensureQueue(SEND_QUEUE, 'stately');
    const polling = { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 };
    // Web Push rides on this queue and its tick (decision 065).
    const push: PushWork | undefined =
      opts.config.push &&
      (await startPushWork(
        boss,
        { db: app.db, vapid: opts.config.push, log: app.log, batchSize: 500, concurrency: 25 },
        { ...polling, ensureQueue },
      ));
    await boss.work<SendJob>(SEND_QUEUE, polling, async ([job]) => {
      if (!job || !isSendJob(job.data)) return;
      const report: SendReport = await sendReminders(ctx, job.data.electionId, job.data.kind);
      app.log.info({ report }, 'reminders sent');
    });
    await boss.work(TICK_QUEUE, polling, async () => {
      const due = await dueReminders(ctx);
      for (const reminder of due) await enqueue(reminder.electionId, reminder.kind);
      await push?.tick(due);
    });
    await retried(() => boss.schedule(TICK_QUEUE, '* * * * *', {}, { tz: 'UTC' }));
    return true;
  }

  /** Creates a queue unless it exists. */
  function ensureQueue(name: string, policy: 'singleton' | 'stately' | 'standard'): Promise<void> {
    return retried(async () => {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy });
    });
  }

  /**
   * Instances that start together (cluster workers) can deadlock in pg-boss's create_queue on
   * PostgreSQL (seen in the two-instance test); the loser tries again.
   */
  async function retried(step: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await step();
      } catch (err) {
        if (attempt >= 5 || stopping) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
      }
    }
  }

  async function enqueue(electionId: number, kind: ReminderKind): Promise<void> {
    await boss.send(SEND_QUEUE, { electionId, kind } satisfies SendJob, {
      singletonKey: `${electionId}:${kind}`,
      retryLimit: 3,
      retryDelay: 60,
    });
  }

  app.decorate('reminderQueue', {
    enqueue,
    async started() {
      if (!running || !(await running)) {
        throw new Error('the reminder queue is not running', { cause: failure });
      }
    },
  } satisfies ReminderQueue);

  app.addHook('onReady', async () => {
    running = start().catch((err: unknown) => {
      app.log.error({ err }, 'the reminder queue did not start');
      failure = err;
      return false;
    });
  });
  app.addHook('onClose', async () => {
    stopping = true;
    if (running && (await running)) {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    }
  });
}

export default fp(reminderQueuePlugin, {
  name: 'reminder-queue',
  dependencies: ['database', 'mail'],
});
