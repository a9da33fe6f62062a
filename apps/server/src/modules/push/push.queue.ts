import type PgBoss from 'pg-boss';
import {
  DEADLINE_REMINDER_KINDS,
  resultsVisibleToPlayers,
  type ReminderKind,
} from '@zetelpoule/shared';
import { electionNightKey } from '@zetelpoule/shared/rules/push-payloads';
import { findLiveElection } from '../live/live.repo';
import { isPushJob, sendBatch, type PushContext, type PushJob } from './push.delivery';
import { startRun } from './push.repo';

/*
 * Push on the reminders' job queue (pg-boss, docs/decisions/032-reminder-emails.md and 065). The reminders' tick,
 * once a minute on one instance, hands over what is due; each send over all subscriptions is
 * started once (a `push_runs` row) as a chain of batch jobs that any instance's worker takes.
 */

export const PUSH_QUEUE = 'push-send';

/** How long after a calculation its "overtaken" notifications still go out. */
const OVERTAKEN_FRESH_MS = 6 * 3_600_000;

export interface PushWork {
  /** The reminders' tick: starts the sends that are due now. */
  tick(due: { electionId: number; kind: ReminderKind }[], now?: Date): Promise<void>;
}

function enqueuer(boss: PgBoss) {
  return async (job: PushJob) => {
    await boss.send(PUSH_QUEUE, job, {
      // The same batch twice (a retried job announcing its next one again) is queued once.
      singletonKey: `${job.kind}:${job.occasion}:${job.after}`,
      retryLimit: 3,
      retryDelay: 60,
    });
  };
}

/** Registers the push worker on a started pg-boss; the queue must exist (ensureQueue). */
export async function startPushWork(
  boss: PgBoss,
  ctx: PushContext,
  options: {
    pollingIntervalSeconds: number;
    ensureQueue: (name: string, policy: 'standard') => Promise<void>;
  },
): Promise<PushWork> {
  const enqueue = enqueuer(boss);
  await options.ensureQueue(PUSH_QUEUE, 'standard');
  await boss.work<PushJob>(
    PUSH_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds },
    async ([job]) => {
      if (!job || !isPushJob(job.data)) return;
      const data = job.data;
      const report = await sendBatch(ctx, data, {
        onNext: (after) => enqueue({ ...data, after }),
      });
      ctx.log.info({ kind: data.kind, occasion: data.occasion, report }, 'push batch sent');
      // pg-boss retries the job; the retry sends only the claims given back.
      if (report.failed > 0) throw new Error(`${report.failed} push notifications failed`);
    },
  );

  async function start(key: string, job: PushJob): Promise<void> {
    if (await startRun(ctx.db, key)) await enqueue(job);
  }

  return {
    async tick(due, now = new Date()) {
      for (const { electionId, kind } of due) {
        if (kind === 'results') {
          const occasion = String(electionId);
          await start(`results:${occasion}`, { kind, electionId, occasion, after: 0 });
        } else if (DEADLINE_REMINDER_KINDS.includes(kind)) {
          const occasion = `${electionId}:${kind}`;
          await start(`deadline:${occasion}`, {
            kind: 'deadline',
            electionId,
            reminder: kind,
            occasion,
            after: 0,
          });
        }
      }
      // Each calculation on a night with results may have reordered a sub-league: one pass over
      // the subscriptions per calculation, at most one notification per player and night.
      const live = await findLiveElection(ctx.db);
      const calculated = live?.scoresCalculatedAt;
      if (!live?.hasAnyResult || !calculated) return;
      // Results entered before the deadline stay hidden from players (docs/decisions/050-results-before-the-deadline.md).
      if (!resultsVisibleToPlayers(live, now)) return;
      if (now.getTime() - calculated.getTime() > OVERTAKEN_FRESH_MS) return;
      await start(`overtaken:${live.id}:${calculated.toISOString()}`, {
        kind: 'overtaken',
        electionId: live.id,
        occasion: `${live.id}:${electionNightKey(calculated)}`,
        after: 0,
      });
    },
  };
}
