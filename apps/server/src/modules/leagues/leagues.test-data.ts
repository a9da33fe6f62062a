import { eq } from 'drizzle-orm';
import { elections, predictions, scores, subleagues } from '../../db/schema';
import { findActiveElection } from '../elections/elections.repo';
import type { TestApp } from '../../../test/helper';
import { invalidateNationalPool } from './national-pool';

/* Test fixtures of the leagues and member-predictions tests (not part of the product). */

export async function activeElectionId(t: TestApp): Promise<number> {
  const election = await findActiveElection(t.database.db);
  if (!election) throw new Error('the seed has no active election');
  return election.id;
}

/**
 * Puts a player in the national pool (a prediction for the active election), with a score when
 * `points` is given. Invalidates the cached pool so the next read sees it at once.
 */
export async function enterPool(t: TestApp, userId: number, points?: number): Promise<number> {
  const electionId = await activeElectionId(t);
  const [prediction] = await t.database.db
    .insert(predictions)
    .values({ userId, electionId })
    .returning({ id: predictions.id });
  if (points !== undefined) {
    await t.database.db.insert(scores).values({ userId, electionId, totalPoints: points });
  }
  invalidateNationalPool(t.database.db);
  return prediction!.id;
}

/**
 * The active election's deadline a minute ago: points exist for players to see only once
 * predictions are closed (docs/decisions/050-results-before-the-deadline.md). Its pool is read afresh.
 */
export async function closeActivePredictions(t: TestApp): Promise<void> {
  await t.database.db
    .update(elections)
    .set({ predictionsDeadline: new Date(Date.now() - 60_000) })
    .where(eq(elections.id, await activeElectionId(t)));
  invalidateNationalPool(t.database.db);
}

/** Empties the national pool and every sub-league, so a test starts from nothing. */
export async function emptyLeagues(t: TestApp): Promise<void> {
  const electionId = await activeElectionId(t);
  await t.database.db.delete(scores);
  await t.database.db.delete(predictions).where(eq(predictions.electionId, electionId));
  await t.database.db.delete(subleagues);
  invalidateNationalPool(t.database.db);
}
