import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rankSeen, subleagueMembers } from '../../db/schema';

/* The SQL of the ranks a player was last shown (docs/decisions/060-rank-movement-since-last-seen.md). */

export interface RankSeenRow {
  ranks: Record<string, number>;
  seenAt: Date;
}

export async function findRankSeen(
  db: DbOrTx,
  userId: number,
  electionId: number,
  scope: number,
): Promise<RankSeenRow | undefined> {
  const [row] = await db
    .select({ ranks: rankSeen.ranks, seenAt: rankSeen.seenAt })
    .from(rankSeen)
    .where(
      and(
        eq(rankSeen.userId, userId),
        eq(rankSeen.electionId, electionId),
        eq(rankSeen.scope, scope),
      ),
    );
  return row;
}

/**
 * Remembers the places just shown, merged into those shown before (a page of the national
 * pool, then another: both stay), in one statement, so two tabs saving at once lose nothing.
 */
export async function upsertRankSeen(
  db: DbOrTx,
  values: {
    userId: number;
    electionId: number;
    scope: number;
    ownRank: number | null;
    ranks: Record<string, number>;
  },
): Promise<RankSeenRow> {
  const [row] = await db
    .insert(rankSeen)
    .values({
      userId: values.userId,
      electionId: values.electionId,
      scope: values.scope,
      rank: values.ownRank,
      ranks: values.ranks,
    })
    .onConflictDoUpdate({
      target: [rankSeen.userId, rankSeen.electionId, rankSeen.scope],
      set: {
        rank: sql`coalesce(excluded.rank, ${rankSeen.rank})`,
        ranks: sql`${rankSeen.ranks} || excluded.ranks`,
        seenAt: sql`now()`,
      },
    })
    .returning({ ranks: rankSeen.ranks, seenAt: rankSeen.seenAt });
  return row!;
}

export async function isSubleagueMember(
  db: DbOrTx,
  subleagueId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .select({ userId: subleagueMembers.userId })
    .from(subleagueMembers)
    .where(and(eq(subleagueMembers.subleagueId, subleagueId), eq(subleagueMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
