import { DEADLINE_REMINDER_KINDS, type DeadlineReminderKind } from '../contract/reminders';

/*
 * When the reminders before the deadline are due (docs/decisions/032-reminder-emails.md). Pure, so
 * the queue's tick, the CLI and the admin's panel agree, and the deadline is read afresh each time:
 * a moved deadline moves its reminders with it.
 */

/** When each reminder is due: the deadline minus its offset (offsets earliest first). */
export function reminderDueTimes(
  deadline: Date,
  offsetsMs: readonly [number, number, number],
): Record<DeadlineReminderKind, Date> {
  return {
    '7d': new Date(deadline.getTime() - offsetsMs[0]),
    '24h': new Date(deadline.getTime() - offsetsMs[1]),
    '2h': new Date(deadline.getTime() - offsetsMs[2]),
  };
}

/**
 * The reminder to send now, if any: the latest one whose time has come, as long as the deadline
 * has not passed. Earlier ones that were missed (a server down over their time, an election
 * created late, a deadline moved closer) are skipped, so nobody gets three mails at once.
 */
export function dueDeadlineReminder(
  deadline: Date,
  now: Date,
  offsetsMs: readonly [number, number, number],
): DeadlineReminderKind | undefined {
  if (now.getTime() >= deadline.getTime()) return undefined;
  const due = reminderDueTimes(deadline, offsetsMs);
  let latest: DeadlineReminderKind | undefined;
  for (const kind of DEADLINE_REMINDER_KINDS) {
    if (due[kind].getTime() <= now.getTime()) latest = kind;
  }
  return latest;
}
