import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { benchmarkScores, benchmarkSeats, benchmarks, parties } from '../../db/schema';

/* Poll opponents (the `benchmarks` tables), their seats and their scores (docs/decisions/035-benchmark-players.md). */

export type BenchmarkRow = typeof benchmarks.$inferSelect;

export function listBenchmarkRows(db: DbOrTx, electionId: number) {
  return db
    .select({
      benchmark: benchmarks,
      totalPoints: benchmarkScores.totalPoints,
      calculatedAt: benchmarkScores.calculatedAt,
    })
    .from(benchmarks)
    .leftJoin(benchmarkScores, eq(benchmarkScores.benchmarkId, benchmarks.id))
    .where(eq(benchmarks.electionId, electionId))
    .orderBy(asc(benchmarks.isCrowd), asc(benchmarks.name), asc(benchmarks.id));
}

/** Seats (> 0) of the given benchmarks, by the parties' list numbers. */
export function listSeatRows(db: DbOrTx, benchmarkIds: readonly number[]) {
  return db
    .select({
      benchmarkId: benchmarkSeats.benchmarkId,
      partyId: benchmarkSeats.partyId,
      seats: benchmarkSeats.seats,
    })
    .from(benchmarkSeats)
    .innerJoin(parties, eq(parties.id, benchmarkSeats.partyId))
    .where(inArray(benchmarkSeats.benchmarkId, [...benchmarkIds, 0]))
    .orderBy(asc(parties.listNumber));
}

export async function findBenchmark(db: DbOrTx, electionId: number, benchmarkId: number) {
  const [row] = await db
    .select()
    .from(benchmarks)
    .where(and(eq(benchmarks.id, benchmarkId), eq(benchmarks.electionId, electionId)));
  return row;
}

/** Whether another benchmark of the election has this name (case-insensitive). */
export async function isNameTaken(
  db: DbOrTx,
  electionId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: benchmarks.id })
    .from(benchmarks)
    .where(
      and(
        eq(benchmarks.electionId, electionId),
        sql`lower(${benchmarks.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(benchmarks.id, exceptId),
      ),
    );
  return row !== undefined;
}

export function listElectionPartyIds(db: DbOrTx, electionId: number) {
  return db
    .select({ id: parties.id, listNumber: parties.listNumber })
    .from(parties)
    .where(eq(parties.electionId, electionId))
    .orderBy(asc(parties.listNumber));
}

export async function insertBenchmark(
  db: DbOrTx,
  values: {
    electionId: number;
    name: string;
    isCrowd: boolean;
    countryTurnoutTenths: number | null;
  },
): Promise<BenchmarkRow> {
  const [row] = await db.insert(benchmarks).values(values).returning();
  return row!;
}

export async function updateBenchmark(
  db: DbOrTx,
  benchmarkId: number,
  values: { name: string; countryTurnoutTenths: number | null },
): Promise<BenchmarkRow | undefined> {
  const [row] = await db
    .update(benchmarks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(benchmarks.id, benchmarkId))
    .returning();
  return row;
}

/** Seats of a benchmark replaced as a whole; rows with 0 seats are not stored. */
export async function replaceSeats(
  db: DbOrTx,
  benchmarkId: number,
  rows: readonly { partyId: number; seats: number }[],
): Promise<void> {
  await db.delete(benchmarkSeats).where(eq(benchmarkSeats.benchmarkId, benchmarkId));
  const stored = rows.filter((row) => row.seats > 0);
  if (stored.length === 0) return;
  await db.insert(benchmarkSeats).values(stored.map((row) => ({ benchmarkId, ...row })));
}

/** A changed benchmark has no score until the next calculation scores this version. */
export async function deleteScore(db: DbOrTx, benchmarkId: number): Promise<void> {
  await db.delete(benchmarkScores).where(eq(benchmarkScores.benchmarkId, benchmarkId));
}

export async function deleteBenchmark(db: DbOrTx, benchmarkId: number): Promise<boolean> {
  const deleted = await db
    .delete(benchmarks)
    .where(eq(benchmarks.id, benchmarkId))
    .returning({ id: benchmarks.id });
  return deleted.length > 0;
}

/* ---------- During the score calculation ---------- */

export async function findCrowdBenchmark(db: DbOrTx, electionId: number) {
  const [row] = await db
    .select()
    .from(benchmarks)
    .where(and(eq(benchmarks.electionId, electionId), eq(benchmarks.isCrowd, true)));
  return row;
}

export async function deleteCrowdBenchmark(db: DbOrTx, electionId: number): Promise<void> {
  await db
    .delete(benchmarks)
    .where(and(eq(benchmarks.electionId, electionId), eq(benchmarks.isCrowd, true)));
}

export interface BenchmarkScoreRow {
  benchmarkId: number;
  seatPoints: number;
  captainBonusPoints: number;
  turnoutPoints: number;
  biggestPartyPoints: number;
  municipalitySelectionPoints: number;
  top3PartiesPoints: number;
  countryTurnoutPoints: number;
  totalPoints: number;
}

/** Every benchmark score of the election replaced by these (a handful of rows). */
export async function replaceScores(
  db: DbOrTx,
  electionId: number,
  rows: readonly BenchmarkScoreRow[],
): Promise<void> {
  await db.delete(benchmarkScores).where(eq(benchmarkScores.electionId, electionId));
  if (rows.length === 0) return;
  await db.insert(benchmarkScores).values(rows.map((row) => ({ ...row, electionId })));
}

/** "Reset all points": every benchmark score of every election. */
export async function deleteAllBenchmarkScores(db: DbOrTx): Promise<void> {
  await db.delete(benchmarkScores);
}

/* ---------- What players see ---------- */

/**
 * The scored benchmarks of an election in the players' shape (BenchmarkStanding), best first;
 * De Poule after a poll with equal points. Read by the national pool's snapshot.
 */
export function listStandings(db: DbOrTx, electionId: number) {
  return db
    .select({
      id: benchmarks.id,
      name: benchmarks.name,
      is_crowd: benchmarks.isCrowd,
      total_points: benchmarkScores.totalPoints,
    })
    .from(benchmarkScores)
    .innerJoin(benchmarks, eq(benchmarks.id, benchmarkScores.benchmarkId))
    .where(eq(benchmarkScores.electionId, electionId))
    .orderBy(desc(benchmarkScores.totalPoints), asc(benchmarks.isCrowd), asc(benchmarks.name));
}
