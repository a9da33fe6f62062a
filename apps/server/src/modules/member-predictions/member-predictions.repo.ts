import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { predictions, subleagueMembers } from '../../db/schema';

/*
 * What viewing another player's prediction needs beyond the prediction itself, which the
 * predictions module reads (predictionView).
 */

export async function hasPrediction(
  db: DbOrTx,
  userId: number,
  electionId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: predictions.id })
    .from(predictions)
    .where(and(eq(predictions.userId, userId), eq(predictions.electionId, electionId)))
    .limit(1);
  return rows.length > 0;
}

/** Do the two players have at least one sub-league in common? */
export async function shareASubleague(db: DbOrTx, userA: number, userB: number): Promise<boolean> {
  const other = alias(subleagueMembers, 'other');
  const rows = await db
    .select({ id: subleagueMembers.subleagueId })
    .from(subleagueMembers)
    .innerJoin(other, eq(other.subleagueId, subleagueMembers.subleagueId))
    .where(and(eq(subleagueMembers.userId, userA), eq(other.userId, userB)))
    .limit(1);
  return rows.length > 0;
}
