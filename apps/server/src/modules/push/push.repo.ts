import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PushKind, PushKinds, PushSubscriptionBody } from '@zetelpoule/shared';
import type { DbOrTx } from '../../db/client';
import {
  predictions,
  pushDeliveries,
  pushRuns,
  pushSubscriptions,
  scores,
  subleagueMembers,
  subleagues,
  users,
} from '../../db/schema';

/* The SQL of the push module (docs/decisions/065-web-push.md). */

const kindsOf = {
  deadline: pushSubscriptions.deadline,
  results: pushSubscriptions.results,
  overtaken: pushSubscriptions.overtaken,
};

const view = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  deadline: pushSubscriptions.deadline,
  results: pushSubscriptions.results,
  overtaken: pushSubscriptions.overtaken,
  createdAt: pushSubscriptions.createdAt,
};
export type SubscriptionRow = {
  id: number;
  endpoint: string;
  deadline: boolean;
  results: boolean;
  overtaken: boolean;
  createdAt: Date;
};

/**
 * Saves a browser's subscription for the player. The endpoint is the browser's: subscribed again
 * it keeps its kinds and takes the new keys; subscribed by another account (a shared device) it
 * moves to that account and starts with every kind on, as a new one does.
 */
export async function upsertSubscription(
  db: DbOrTx,
  userId: number,
  body: PushSubscriptionBody,
): Promise<SubscriptionRow> {
  const sameOwner = sql`${pushSubscriptions.userId} = excluded.user_id`;
  const keep = (column: AnyPgColumn) => sql`case when ${sameOwner} then ${column} else true end`;
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        deadline: keep(pushSubscriptions.deadline),
        results: keep(pushSubscriptions.results),
        overtaken: keep(pushSubscriptions.overtaken),
        updatedAt: new Date(),
      },
    })
    .returning(view);
  return row!;
}

/** Removes the player's subscription with this endpoint; whether there was one. */
export async function deleteSubscription(
  db: DbOrTx,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** A push service answered 404 or 410: the subscription is gone for good. */
export async function deleteSubscriptionById(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function selectSubscriptions(db: DbOrTx, userId: number): Promise<SubscriptionRow[]> {
  return db
    .select(view)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

/** Changes some kinds of the player's own subscription; undefined when it is not theirs. */
export async function updateKinds(
  db: DbOrTx,
  userId: number,
  id: number,
  changes: Partial<PushKinds>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(pushSubscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning(view);
  return row;
}

/* ---------- Sending ---------- */

export interface Recipient {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The next `limit` subscriptions after `after` (by id) with `kind` on, of the players the kind
 * is for: verified accounts for the deadline, players with a prediction for the others. Keyset
 * pages, so a send over 100,000 subscriptions is a chain of small jobs.
 */
export function selectRecipients(
  db: DbOrTx,
  kind: PushKind,
  electionId: number,
  after: number,
  limit: number,
): Promise<Recipient[]> {
  const forWhom =
    kind === 'deadline'
      ? eq(users.isEmailVerified, true)
      : sql`exists (select 1 from ${predictions} where ${predictions.userId} = ${users.id}
          and ${predictions.electionId} = ${electionId})`;
  return db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(gt(pushSubscriptions.id, after), eq(kindsOf[kind], true), forWhom))
    .orderBy(asc(pushSubscriptions.id))
    .limit(limit);
}

const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Claims (subscription, kind, occasion) for each id; answers the ids this caller now owns. */
export async function claimDeliveries(
  db: DbOrTx,
  ids: readonly number[],
  kind: PushKind,
  occasion: string,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute<{ subscription_id: number }>(sql`
    insert into ${pushDeliveries} (subscription_id, kind, occasion)
    select id, ${kind}, ${occasion} from unnest(${intArray(ids)}::int[]) as id
    on conflict do nothing
    returning subscription_id`);
  return new Set(result.rows.map((row) => Number(row.subscription_id)));
}

export async function markSent(
  db: DbOrTx,
  ids: readonly number[],
  kind: PushKind,
  occasion: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushDeliveries)
    .set({ sentAt: new Date() })
    .where(
      and(
        sql`${pushDeliveries.subscriptionId} = any(${intArray(ids)}::int[])`,
        eq(pushDeliveries.kind, kind),
        eq(pushDeliveries.occasion, occasion),
      ),
    );
}

/** Gives claims back after a failed send, so the job's retry tries them again. */
export async function releaseDeliveries(
  db: DbOrTx,
  ids: readonly number[],
  kind: PushKind,
  occasion: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(pushDeliveries)
    .where(
      and(
        sql`${pushDeliveries.subscriptionId} = any(${intArray(ids)}::int[])`,
        eq(pushDeliveries.kind, kind),
        eq(pushDeliveries.occasion, occasion),
      ),
    );
}

/** Whether this caller started the run `key` (false: another tick or instance did). */
export async function startRun(db: DbOrTx, key: string): Promise<boolean> {
  const rows = await db
    .insert(pushRuns)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: pushRuns.key });
  return rows.length > 0;
}

export interface Overtaking {
  subleagueName: string;
  passedBy: string;
}

/**
 * Of the given players, those whom a fellow member of a sub-league passed in the latest
 * calculation: behind them before it (a higher previous rank), ahead of them after it (more
 * points). One sub-league and one passer per player, the first by name.
 */
export async function selectOvertaken(
  db: DbOrTx,
  electionId: number,
  userIds: readonly number[],
): Promise<Map<number, Overtaking>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute<{ user_id: number; name: string; passed_by: string }>(sql`
    select distinct on (me.user_id) me.user_id, ${subleagues.name} as name,
      ${users.username} as passed_by
    from ${scores} me
      join ${subleagueMembers} mine on mine.user_id = me.user_id
      join ${subleagueMembers} theirs
        on theirs.subleague_id = mine.subleague_id and theirs.user_id <> me.user_id
      join ${scores} them on them.user_id = theirs.user_id and them.election_id = me.election_id
      join ${subleagues} on ${subleagues.id} = mine.subleague_id
      join ${users} on ${users.id} = theirs.user_id
    where me.election_id = ${electionId}
      and me.user_id = any(${intArray(userIds)}::int[])
      and me.previous_rank is not null and them.previous_rank is not null
      and them.previous_rank > me.previous_rank
      and them.total_points > me.total_points
    order by me.user_id, lower(${subleagues.name}), lower(${users.username})`);
  return new Map(
    result.rows.map((row) => [
      Number(row.user_id),
      { subleagueName: row.name, passedBy: row.passed_by },
    ]),
  );
}

/**
 * Keeps the player's `keep` most recently saved subscriptions and removes the rest: a player has
 * a few devices, and the server posts to every endpoint it keeps.
 */
export async function trimSubscriptions(db: DbOrTx, userId: number, keep: number): Promise<void> {
  await db.execute(sql`
    delete from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}
      and ${pushSubscriptions.id} not in (
        select id from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}
        order by ${pushSubscriptions.updatedAt} desc, ${pushSubscriptions.id} desc limit ${keep})`);
}
