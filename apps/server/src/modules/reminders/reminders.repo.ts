import { and, count, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { MailPreferenceKind, ReminderKind } from '@zetelpoule/shared';
import type { DbOrTx } from '../../db/client';
import {
  mailPreferences,
  predictions,
  reminderDeliveries,
  subleagueNudges,
  users,
} from '../../db/schema';

/* The SQL of the reminders module (docs/decisions/032-reminder-emails.md). */

const preferenceColumn = {
  deadline: mailPreferences.deadlineReminders,
  results: mailPreferences.results,
  nudges: mailPreferences.nudges,
} as const;

/** A player's switches; every kind is on without a row. */
export async function selectPreferences(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(mailPreferences).where(eq(mailPreferences.userId, userId));
  return {
    deadline: row?.deadlineReminders ?? true,
    results: row?.results ?? true,
    nudges: row?.nudges ?? true,
  };
}

/** Sets some switches; the others keep their value (on for a new row). */
export async function upsertPreferences(
  db: DbOrTx,
  userId: number,
  changes: Partial<Record<MailPreferenceKind, boolean>>,
): Promise<void> {
  const set = {
    ...(changes.deadline === undefined ? {} : { deadlineReminders: changes.deadline }),
    ...(changes.results === undefined ? {} : { results: changes.results }),
    ...(changes.nudges === undefined ? {} : { nudges: changes.nudges }),
  };
  await db
    .insert(mailPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { ...set, updatedAt: new Date() } });
}

export async function userExists(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

/** Whether the switch `kind` is on for the user (no row: on). */
const wants = (kind: MailPreferenceKind) =>
  sql<boolean>`coalesce((select ${preferenceColumn[kind]} from ${mailPreferences} where ${mailPreferences.userId} = ${users.id}), true)`;

/** Not yet claimed for this election and kind. */
const notDelivered = (db: DbOrTx, electionId: number, kind: ReminderKind) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(reminderDeliveries)
      .where(
        and(
          eq(reminderDeliveries.electionId, electionId),
          eq(reminderDeliveries.userId, users.id),
          eq(reminderDeliveries.kind, kind),
        ),
      ),
  );

/**
 * Who may get a reminder before the deadline: every verified account that wants them and has
 * not had this one (whether their prediction is complete is the service's question).
 */
export function selectDeadlineCandidates(db: DbOrTx, electionId: number, kind: ReminderKind) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
    })
    .from(users)
    .where(
      and(eq(users.isEmailVerified, true), wants('deadline'), notDelivered(db, electionId, kind)),
    )
    .orderBy(users.id);
}

/** Who may get "De uitslag is bekend": every player with a prediction who wants it. */
export function selectResultsCandidates(db: DbOrTx, electionId: number) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
    })
    .from(predictions)
    .innerJoin(users, eq(users.id, predictions.userId))
    .where(
      and(
        eq(predictions.electionId, electionId),
        wants('results'),
        notDelivered(db, electionId, 'results'),
      ),
    )
    .orderBy(users.id);
}

/**
 * Claims a reminder before it is sent: the unique (election, user, kind) key lets exactly one
 * caller in, whichever worker or CLI run gets there first. The claim's id, or undefined.
 */
export async function claimDelivery(
  db: DbOrTx,
  electionId: number,
  userId: number,
  kind: ReminderKind,
): Promise<number | undefined> {
  const [row] = await db
    .insert(reminderDeliveries)
    .values({ electionId, userId, kind })
    .onConflictDoNothing()
    .returning({ id: reminderDeliveries.id });
  return row?.id;
}

export async function markDelivered(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(reminderDeliveries)
    .set({ sentAt: new Date() })
    .where(eq(reminderDeliveries.id, id));
}

/** A mail that could not be sent gives its claim back, so the next run tries again. */
export async function releaseDelivery(db: DbOrTx, id: number): Promise<void> {
  await db
    .delete(reminderDeliveries)
    .where(and(eq(reminderDeliveries.id, id), isNull(reminderDeliveries.sentAt)));
}

/** Sent mails per kind for an election. */
export function countDeliveries(db: DbOrTx, electionId: number) {
  return db
    .select({ kind: reminderDeliveries.kind, sent: count() })
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.electionId, electionId), isNotNull(reminderDeliveries.sentAt)))
    .groupBy(reminderDeliveries.kind);
}

/** Claims today's nudge of a member in a sub-league; the claim's id, or undefined if taken. */
export async function claimNudge(
  db: DbOrTx,
  values: { subleagueId: number; senderId: number; recipientId: number; amsterdamDay: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(subleagueNudges)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: subleagueNudges.id });
  return row?.id;
}

export async function releaseNudge(db: DbOrTx, id: number): Promise<void> {
  await db.delete(subleagueNudges).where(eq(subleagueNudges.id, id));
}

/** Nudges sent since `since` (the admin's count for the election's season). */
export async function countNudgesSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subleagueNudges)
    .where(sql`${subleagueNudges.createdAt} >= ${since.toISOString()}`);
  return row?.n ?? 0;
}

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
