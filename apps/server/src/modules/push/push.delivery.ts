import {
  DEADLINE_REMINDER_KINDS,
  PUSH_KINDS,
  type DeadlineReminderKind,
  type PushKind,
  type PushPayload,
} from '@zetelpoule/shared';
import { deadlinePush, overtakenPush, resultsPush } from '@zetelpoule/shared/rules/push-payloads';
import type { Db } from '../../db/client';
import { findElectionById, type Election } from '../elections/elections.repo';
import { selectNationalPoolColumns } from '../leagues/leagues.repo';
import { progressOf, resultsReady } from '../reminders/reminders.service';
import type { VapidKeys } from './push.config';
import {
  claimDeliveries,
  deleteSubscriptionById,
  markSent,
  releaseDeliveries,
  selectOvertaken,
  selectRecipients,
  type Recipient,
} from './push.repo';
import { sendPush, type Fetch } from './push.sender';

/*
 * One batch of one send (docs/decisions/065-web-push.md): the next page of subscriptions with the
 * kind on, each claimed under (subscription, kind, occasion) before its push goes, so a retried
 * batch, a second worker or a second tick never sends twice. A push service's 404 or 410 removes
 * the subscription; any other failure gives the claim back for the job's retry.
 */

export interface PushJob {
  kind: PushKind;
  electionId: number;
  /** Which deadline reminder (7d, 24h, 2h), for `deadline`. */
  reminder?: DeadlineReminderKind;
  /** What makes the notification one of its kind: see pushOccasion. */
  occasion: string;
  /** The last subscription id of the previous batch (0: the first). */
  after: number;
}

export function isPushJob(data: unknown): data is PushJob {
  const job = data as Partial<PushJob> | null;
  return (
    PUSH_KINDS.includes(job?.kind as PushKind) &&
    typeof job?.electionId === 'number' &&
    typeof job.occasion === 'string' &&
    typeof job.after === 'number' &&
    (job.reminder === undefined || DEADLINE_REMINDER_KINDS.includes(job.reminder))
  );
}

export interface PushContext {
  db: Db;
  vapid: VapidKeys;
  log: {
    error: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  };
  /** Subscriptions per batch (and per job). */
  batchSize: number;
  /** Pushes of a batch in flight at once. */
  concurrency: number;
  fetch?: Fetch;
}

export interface BatchReport {
  sent: number;
  gone: number;
  failed: number;
  /** Why nothing was sent (the deadline passed, the results are not final). */
  refused?: string;
  /** Where the next batch starts; undefined when this was the last. */
  next?: number;
}

type Compose = (recipients: Recipient[]) => Promise<Map<number, PushPayload>>;

async function composer(ctx: PushContext, job: PushJob, election: Election): Promise<Compose> {
  if (job.kind === 'deadline') {
    const reminder = job.reminder ?? '24h';
    return async (recipients) => {
      const progress = await progressOf(
        ctx.db,
        recipients.map((r) => r.userId),
        election.id,
      );
      const payloads = new Map<number, PushPayload>();
      for (const r of recipients) {
        const own = progress.get(r.userId);
        if (own?.isComplete) continue;
        const done = own && { finished: own.finishedCount, sections: own.sectionCount };
        payloads.set(
          r.id,
          deadlinePush({
            kind: reminder,
            electionName: election.name,
            deadline: election.predictionsDeadline,
            progress: done,
          }),
        );
      }
      return payloads;
    };
  }
  if (job.kind === 'results') {
    const pool = await selectNationalPoolColumns(ctx.db, election.id);
    const at = new Map(pool.ids.map((id, i) => [id, i]));
    return async (recipients) => {
      const payloads = new Map<number, PushPayload>();
      for (const r of recipients) {
        const i = at.get(r.userId);
        if (i === undefined) continue;
        payloads.set(
          r.id,
          resultsPush({
            electionName: election.name,
            points: pool.points[i]!,
            rank: pool.ranks[i]!,
            players: pool.ids.length,
          }),
        );
      }
      return payloads;
    };
  }
  return async (recipients) => {
    const overtaken = await selectOvertaken(
      ctx.db,
      election.id,
      recipients.map((r) => r.userId),
    );
    const payloads = new Map<number, PushPayload>();
    for (const r of recipients) {
      const by = overtaken.get(r.userId);
      if (by) payloads.set(r.id, overtakenPush(by));
    }
    return payloads;
  };
}

/** Runs `work` over `items`, at most `limit` at once. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Sends one batch. `onNext` hears where the next batch starts as soon as this one is read, before
 * its pushes go, so another worker can take it meanwhile.
 */
export async function sendBatch(
  ctx: PushContext,
  job: PushJob,
  options: { now?: Date; onNext?: (after: number) => Promise<void> } = {},
): Promise<BatchReport> {
  const now = options.now ?? new Date();
  const report: BatchReport = { sent: 0, gone: 0, failed: 0 };
  const election = await findElectionById(ctx.db, job.electionId);
  if (!election) return { ...report, refused: 'de verkiezing bestaat niet meer' };
  if (job.kind === 'deadline' && now.getTime() >= election.predictionsDeadline.getTime()) {
    return { ...report, refused: 'de deadline is al voorbij' };
  }
  if (job.kind === 'results' && !resultsReady(election, now)) {
    return { ...report, refused: 'de uitslag is nog niet definitief en berekend' };
  }
  const recipients = await selectRecipients(
    ctx.db,
    job.kind,
    election.id,
    job.after,
    ctx.batchSize,
  );
  if (recipients.length === ctx.batchSize) {
    report.next = recipients.at(-1)!.id;
    await options.onNext?.(report.next);
  }
  const payloads = await (await composer(ctx, job, election))(recipients);
  const claimed = await claimDeliveries(ctx.db, [...payloads.keys()], job.kind, job.occasion);
  const sent: number[] = [];
  const failed: number[] = [];
  await inPool(
    recipients.filter((r) => claimed.has(r.id)),
    ctx.concurrency,
    async (recipient) => {
      const { outcome, status } = await sendPush(
        ctx.vapid,
        recipient,
        payloads.get(recipient.id)!,
        ctx.fetch,
      );
      if (outcome === 'sent') sent.push(recipient.id);
      else if (outcome === 'gone') {
        report.gone += 1;
        await deleteSubscriptionById(ctx.db, recipient.id);
      } else {
        failed.push(recipient.id);
        ctx.log.error({ subscription: recipient.id, status, kind: job.kind }, 'push not delivered');
      }
    },
  );
  await markSent(ctx.db, sent, job.kind, job.occasion);
  await releaseDeliveries(ctx.db, failed, job.kind, job.occasion);
  report.sent = sent.length;
  report.failed = failed.length;
  return report;
}
