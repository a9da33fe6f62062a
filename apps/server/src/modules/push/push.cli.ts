import type { ReminderKind } from '@zetelpoule/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sendBatch, type BatchReport, type PushJob } from './push.delivery';

/**
 * `npm run cli -- send-reminders` sends the push notifications of the same moment too, batch
 * after batch in this process, through the same claims as the queue's workers: a second run, or
 * a run beside the servers, sends nothing twice. Empty when push is off.
 */
export async function sendPushNow(
  database: Database,
  config: Config,
  election: { id: number; name: string },
  kind: ReminderKind,
): Promise<string> {
  if (!config.push) return '';
  const job: PushJob =
    kind === 'results'
      ? { kind: 'results', electionId: election.id, occasion: String(election.id), after: 0 }
      : {
          kind: 'deadline',
          electionId: election.id,
          reminder: kind,
          occasion: `${election.id}:${kind}`,
          after: 0,
        };
  const ctx = {
    db: database.db,
    vapid: config.push,
    log: { error: () => {}, info: () => {} },
    batchSize: 500,
    concurrency: 25,
  };
  const total: BatchReport = { sent: 0, gone: 0, failed: 0 };
  for (let after: number | undefined = 0; after !== undefined;) {
    const report: BatchReport = await sendBatch(ctx, { ...job, after });
    if (report.refused) return `Geen pushmeldingen verstuurd: ${report.refused}.`;
    total.sent += report.sent;
    total.gone += report.gone;
    total.failed += report.failed;
    after = report.next;
  }
  const gone = total.gone > 0 ? `; ${total.gone} verlopen abonnementen verwijderd` : '';
  const failed = total.failed > 0 ? `; ${total.failed} mislukt` : '';
  return `${total.sent} ${total.sent === 1 ? 'pushmelding' : 'pushmeldingen'} verstuurd${gone}${failed}.`;
}
