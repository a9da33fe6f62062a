import Fastify from 'fastify';
import path from 'node:path';
import { REMINDER_KINDS, type ReminderKind } from '@zetelpoule/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import mailPlugin from '../../plugins/mail';
import { sendReminders } from './reminders.service';

/** `cli send-reminders --kind` values. */
export function isReminderKind(value: string): value is ReminderKind {
  return (REMINDER_KINDS as readonly string[]).includes(value);
}

/**
 * `npm run cli -- send-reminders`: one kind for an election at once, through the same claims as
 * the queue's workers, so a second run (or a run beside the servers) sends nothing twice. Mail
 * goes the servers' way: SMTP_URL, or the outbox.
 */
export async function sendRemindersNow(
  database: Database,
  config: Config,
  election: { id: number; name: string },
  kind: ReminderKind,
): Promise<string> {
  const mailer = Fastify({ logger: false });
  await mailer.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  await mailer.ready();
  try {
    const failures: string[] = [];
    const report = await sendReminders(
      {
        db: database.db,
        mailer: mailer.mailer,
        publicUrl: config.publicUrl,
        secret: config.jwtSecret,
        offsetsMs: config.reminderOffsetsMs,
        log: {
          error: (details) => {
            const { err, userId } = details as { err?: Error; userId?: number };
            failures.push(`Niet verstuurd aan speler ${userId ?? '?'}: ${err?.message ?? ''}`);
          },
          info: () => {},
        },
      },
      election.id,
      kind,
    );
    // In the admin panel's words (Herinneringsmails), Dutch like everything the operator reads.
    const what = `"${election.name}" (id ${election.id}), soort ${kind}`;
    if (report.refused) return `Niets verstuurd voor ${what}: ${report.refused}.`;
    const mails = report.sent === 1 ? 'herinneringsmail' : 'herinneringsmails';
    const failed =
      report.failed > 0 ? `; ${report.failed} mislukt, die worden later opnieuw geprobeerd` : '';
    return `${report.sent} ${mails} verstuurd voor ${what}${failed}.${failures.length ? `\n${failures.join('\n')}` : ''}`;
  } finally {
    await mailer.close();
  }
}
