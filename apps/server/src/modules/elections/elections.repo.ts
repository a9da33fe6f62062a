import { and, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { ElectionCategory } from '@zetelpoule/shared';
import type { DbOrTx } from '../../db/client';
import type { parties } from '../../db/schema';
import {
  elections,
  predictions,
  resultsChanges,
  seatPredictions,
  seatResults,
} from '../../db/schema';

// The parties, regions and results of an election live in their own repos; they are offered
// here too, so a service reads one repo for everything about an election.
export * from './election-parties.repo';
export * from './election-regions.repo';
export * from './election-results.repo';

export type Election = typeof elections.$inferSelect;
export type NewElection = typeof elections.$inferInsert;
export type ElectionParty = typeof parties.$inferSelect;

/** The active election is the unit of play; at most one exists. */
export async function findActiveElection(db: DbOrTx): Promise<Election | undefined> {
  const [election] = await db.select().from(elections).where(eq(elections.isActive, true));
  return election;
}

/** Every election, the newest first (by election date). */
export function listElectionsNewestFirst(db: DbOrTx) {
  return db.select().from(elections).orderBy(desc(elections.electionDate), desc(elections.id));
}

/** The most recent election of a category (by election date), to take its set-up from. */
export async function findLatestElectionOfCategory(
  db: DbOrTx,
  category: ElectionCategory,
): Promise<Election | undefined> {
  const [row] = await db
    .select()
    .from(elections)
    .where(eq(elections.category, category))
    .orderBy(desc(elections.electionDate), desc(elections.id))
    .limit(1);
  return row;
}

export async function findElectionById(db: DbOrTx, id: number): Promise<Election | undefined> {
  const [election] = await db.select().from(elections).where(eq(elections.id, id));
  return election;
}

/**
 * The election, row-locked until the transaction ends, so results entry, election edits and a
 * score calculation of one election run one after the other and scoring reads one consistent
 * set of results. `no key update` (not `update`) so that players' prediction inserts, which
 * only key-share-lock the election through their foreign key, are never blocked by it.
 */
export async function lockElection(db: DbOrTx, id: number): Promise<Election | undefined> {
  const [election] = await db
    .select()
    .from(elections)
    .where(eq(elections.id, id))
    .for('no key update');
  return election;
}

/**
 * The election, row-locked `for update`: as lockElection, and it also waits for every player's
 * write in flight (each key-share-locks the active election's row, predictions.repo) and holds
 * off new ones until the transaction ends. For the edits a write must never interleave with:
 * lowering seat_count while a seat beyond it is saved, deleting a party a save is naming
 * (docs/decisions/014-election-edits-lock-out-prediction-writes.md).
 */
export async function lockElectionAgainstWrites(
  db: DbOrTx,
  id: number,
): Promise<Election | undefined> {
  const [election] = await db.select().from(elections).where(eq(elections.id, id)).for('update');
  return election;
}

/**
 * Serialises every transaction that changes which election is active: two concurrent
 * activations would otherwise both pass "deactivate the others" and one would trip the
 * one-active-election index with a 500.
 */
export async function lockActivation(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7240151)`);
}

/** Every election, newest first, with the total of its entered seat result. */
export function listElectionsWithSeatTotals(db: DbOrTx) {
  return db
    .select({
      election: elections,
      seatTotal: sql<number>`coalesce(sum(${seatResults.seats}), 0)::int`,
    })
    .from(elections)
    .leftJoin(seatResults, eq(seatResults.electionId, elections.id))
    .groupBy(elections.id)
    .orderBy(desc(elections.id));
}

export async function insertElection(db: DbOrTx, values: NewElection): Promise<Election> {
  const [election] = await db.insert(elections).values(values).returning();
  return election!;
}

export async function updateElection(
  db: DbOrTx,
  id: number,
  values: Partial<NewElection>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(elections).set(values).where(eq(elections.id, id));
}

/** What a results change is about: a results tab, the import, or the status. */
export type ResultsSection =
  | 'seats'
  | 'turnout'
  | 'biggest-party'
  | 'country-turnout'
  | 'municipality-selection'
  | 'played-municipalities'
  | 'import'
  | 'staten'
  | 'status';

/**
 * A results change is stored with its time, and the election remembers the latest
 * change of a result, in the transaction of the change itself. Making results final (or not)
 * is logged but changes no result: players keep the rank movement of the last real change.
 */
export async function recordResultsChange(
  db: DbOrTx,
  electionId: number,
  section: ResultsSection,
  userId: number | null,
): Promise<void> {
  const [change] = await db
    .insert(resultsChanges)
    .values({ electionId, section, userId })
    .returning({ changedAt: resultsChanges.changedAt });
  if (section === 'status') return;
  await db
    .update(elections)
    .set({ resultsUpdatedAt: change!.changedAt })
    .where(eq(elections.id, electionId));
}

export async function deactivateOtherElections(db: DbOrTx, keepId: number | null): Promise<void> {
  await db
    .update(elections)
    .set({ isActive: false })
    .where(
      keepId === null
        ? eq(elections.isActive, true)
        : and(eq(elections.isActive, true), ne(elections.id, keepId)),
    );
}

/* ---------- Facts about an election's predictions ---------- */

export async function countPredictions(db: DbOrTx, electionId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(predictions)
    .where(eq(predictions.electionId, electionId));
  return row?.value ?? 0;
}

/** The highest seat number any player of the election used, or null when none did. */
export async function highestPredictedSeatNumber(
  db: DbOrTx,
  electionId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ value: max(seatPredictions.seatNumber) })
    .from(seatPredictions)
    .innerJoin(predictions, eq(predictions.id, seatPredictions.predictionId))
    .where(eq(predictions.electionId, electionId));
  return row?.value ?? null;
}
