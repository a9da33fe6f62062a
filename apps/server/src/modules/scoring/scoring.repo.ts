import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyPredictions,
  biggestPartyResults,
  electionMunicipalities,
  elections,
  municipalities,
  parties,
  predictions,
  scores,
  seatPredictionCounts,
  seatPredictions,
  seatResults,
  turnoutPredictions,
  turnoutResults,
} from '../../db/schema';

/*
 * Set-based reads and writes for scoring (never a query per player). The
 * calculation itself is one statement (scoring.sql.ts); these are the queries around it and
 * the reads of one prediction for its analysis.
 */

/**
 * Settings for the rest of the scoring transaction only. JIT-compiling its queries costs more
 * than it saves. Its sort of every player's seat counts (the top 3, ~1.4 million rows at
 * 100,000 players) takes ~130 MB: at the default 4 MB it would go to disk and take several times
 * as long. One calculation runs at a time (lockScoring), so this is one backend's memory.
 */
export async function tuneForScoring(db: DbOrTx): Promise<void> {
  await db.execute(sql`set local jit = off`);
  await db.execute(sql`set local work_mem = '256MB'`);
}

/**
 * Fresh statistics of `scores` after a full calculation. One that inserted every player's row
 * leaves the planner believing the election has a few hundred scores until autovacuum looks,
 * and the next calculation then joins 100,000 rows by index lookups one at a time
 * (bench/scoring: 8 s instead of 12 s at 100,000 players under load).
 */
export async function analyzeScores(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze ${scores}`);
}

/**
 * At most one calculation at a time per election across every instance. Waits for
 * one in progress elsewhere, so a calculation asked for after a results change always runs
 * after it, with the newest results.
 */
export async function lockScoring(db: DbOrTx, electionId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SCORING_LOCK_CLASS}, ${electionId})`);
}
/** The first key of lockScoring's advisory lock: 'zp' + 's'. */
const SCORING_LOCK_CLASS = 0x7a7073;

/** When the scores were calculated and how long it took, for the admin. */
export async function recordCalculation(
  db: DbOrTx,
  electionId: number,
  durationMs: number,
): Promise<Date> {
  const [row] = await db
    .update(elections)
    .set({ scoresCalculatedAt: sql`clock_timestamp()`, scoresCalculationMs: durationMs })
    .where(eq(elections.id, electionId))
    .returning({ at: elections.scoresCalculatedAt });
  return row!.at!;
}

/* ---------- The official results of one election ---------- */

export function listPartiesForScoring(db: DbOrTx, electionId: number) {
  return db
    .select({ id: parties.id, listNumber: parties.listNumber })
    .from(parties)
    .where(eq(parties.electionId, electionId))
    .orderBy(asc(parties.listNumber));
}

export function listSeatResultRows(db: DbOrTx, electionId: number) {
  return db
    .select({ partyId: seatResults.partyId, seats: seatResults.seats })
    .from(seatResults)
    .where(eq(seatResults.electionId, electionId));
}

export function listTurnoutResultRows(db: DbOrTx, electionId: number) {
  return db
    .select({ municipalityId: turnoutResults.municipalityId, tenths: turnoutResults.turnoutTenths })
    .from(turnoutResults)
    .where(eq(turnoutResults.electionId, electionId));
}

export function listBiggestPartyResultRows(db: DbOrTx, electionId: number) {
  return db
    .select({
      municipalityId: biggestPartyResults.municipalityId,
      partyId: biggestPartyResults.partyId,
    })
    .from(biggestPartyResults)
    .where(eq(biggestPartyResults.electionId, electionId));
}

/* ---------- Players' predictions, in batches ---------- */

export interface PredictionHead {
  id: number;
  userId: number;
  captainPartyId: number | null;
  firstMunicipalityId: number | null;
  countryTurnoutTenths: number | null;
}

/*
 * A batch is a range of prediction ids (lo..hi, from listPredictionHeads). The primary keys of
 * the answer tables start with prediction_id, so a range is one ordered index scan; the caller
 * ignores rows of predictions in the range that belong to another election.
 */

/**
 * Seats per (prediction, party), counted by the database: a player's 150 seat rows reach the
 * server as the ~15 parties they used.
 */
export async function seatCountsOf(db: DbOrTx, lo: number, hi: number) {
  const result = await db.execute<{ prediction_id: number; party_id: number; seats: number }>(sql`
    select prediction_id, party_id, count(*)::int as seats
    from ${seatPredictions}
    where prediction_id between ${lo} and ${hi}
    group by prediction_id, party_id`);
  return result.rows;
}

/**
 * Turnout answers for municipalities the election plays (docs/rules.md#seats-and-regions); others
 * are ignored.
 */
export async function turnoutAnswersOf(db: DbOrTx, electionId: number, lo: number, hi: number) {
  const result = await db.execute<{
    prediction_id: number;
    municipality_id: number;
    turnout_tenths: number;
  }>(sql`
    select t.prediction_id, t.municipality_id, t.turnout_tenths
    from ${turnoutPredictions} t
    join ${electionMunicipalities} em
      on em.municipality_id = t.municipality_id and em.election_id = ${electionId}
    where t.prediction_id between ${lo} and ${hi}`);
  return result.rows;
}

/** Biggest-party answers for municipalities the election plays. */
export async function biggestPartyAnswersOf(
  db: DbOrTx,
  electionId: number,
  lo: number,
  hi: number,
) {
  const result = await db.execute<{
    prediction_id: number;
    municipality_id: number;
    party_id: number;
  }>(sql`
    select b.prediction_id, b.municipality_id, b.party_id
    from ${biggestPartyPredictions} b
    join ${electionMunicipalities} em
      on em.municipality_id = b.municipality_id and em.election_id = ${electionId}
    where b.prediction_id between ${lo} and ${hi}`);
  return result.rows;
}

/* ---------- Scores ---------- */

/**
 * The players' seats per party of the election summed, for De Poule, from the counts
 * the seat triggers keep (docs/decisions/061-scoring-in-sql.md): no scan of the seat rows.
 */
export async function crowdSeats(db: DbOrTx, electionId: number) {
  const result = await db.execute<{ party_id: number; seats: number; players: number }>(sql`
    select c.party_id, sum(c.seats)::int as seats,
      (select count(*)::int from ${predictions} where election_id = ${electionId}) as players
    from ${seatPredictionCounts} c
    join ${parties} pa on pa.id = c.party_id
    where pa.election_id = ${electionId}
    group by c.party_id`);
  return result.rows;
}

/** How many players the election has (a prediction each). */
export async function countPlayers(db: DbOrTx, electionId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${predictions} where election_id = ${electionId}`,
  );
  return result.rows[0]!.n;
}

/** A score of a player who no longer has a prediction for the election is stale. */
export async function deleteScoresWithoutPrediction(db: DbOrTx, electionId: number): Promise<void> {
  await db.execute(sql`
    delete from ${scores} s
    where s.election_id = ${electionId}
      and not exists (
        select 1 from ${predictions} p
        where p.user_id = s.user_id and p.election_id = s.election_id)`);
}

export async function scoreStatistics(db: DbOrTx) {
  const result = await db.execute<{ total_scores: number; users_affected: number }>(sql`
    select count(*)::int as total_scores, count(distinct user_id)::int as users_affected
    from ${scores}`);
  return result.rows[0] ?? { total_scores: 0, users_affected: 0 };
}

export async function deleteAllScores(db: DbOrTx) {
  const result = await db.execute<{ deleted_scores: number; users_affected: number }>(sql`
    with deleted as (delete from ${scores} returning user_id)
    select count(*)::int as deleted_scores, count(distinct user_id)::int as users_affected
    from deleted`);
  return result.rows[0] ?? { deleted_scores: 0, users_affected: 0 };
}

/* ---------- One prediction beside the results (the admin's analysis, a player's own score) ---------- */

/**
 * Names and colours of every party of the election, plus any other party the prediction names
 * (the predictions module only accepts the election's own, but a label must never be missing).
 */
export function listPartyLabels(db: DbOrTx, electionId: number, alsoIds: readonly number[]) {
  return db
    .select({ id: parties.id, name: parties.name, hexcolor: parties.hexcolor })
    .from(parties)
    .where(or(eq(parties.electionId, electionId), inArray(parties.id, [...alsoIds, 0])));
}

/**
 * Every municipality's name: a prediction may name a municipality the election no longer
 * offers (the admin changed the candidates), and its row must still read properly.
 */
export function listMunicipalityLabels(db: DbOrTx) {
  return db.select({ id: municipalities.id, name: municipalities.name }).from(municipalities);
}

/** The stored score of one player for one election (what the leaderboard ranks by). */
export async function findScore(db: DbOrTx, userId: number, electionId: number) {
  const [row] = await db
    .select()
    .from(scores)
    .where(and(eq(scores.userId, userId), eq(scores.electionId, electionId)));
  return row;
}
