import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
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
  seatPredictions,
  seatResults,
  turnoutPredictions,
  turnoutResults,
} from '../../db/schema';
import { nationalRank } from '../leagues/leagues.repo';

/*
 * Set-based reads and writes for scoring (never a query per player): a batch of
 * predictions is read with one query per answer table and written with one upsert.
 */

/**
 * A list of integers as ONE `int[]` parameter rather than thousands of bind parameters, so a
 * batch of 5000 rows stays a short statement on PostgreSQL and PGlite alike.
 */
function intArray(values: readonly number[]): SQL {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer: ${value}`);
  }
  return sql`${`{${values.join(',')}}`}::int[]`;
}

/**
 * Settings for the rest of the scoring transaction only. It runs dozens of mid-sized set
 * queries: JIT-compiling each costs more than it saves, and a batch's seat count (~75,000
 * groups) should stay in memory rather than spill to disk at the default 4 MB.
 */
export async function tuneForScoring(db: DbOrTx): Promise<void> {
  await db.execute(sql`set local jit = off`);
  await db.execute(sql`set local work_mem = '64MB'`);
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

/**
 * Every scored player's national-pool rank as it stands, kept as `previous_rank`
 * before new points are written, so the players' movement (↑3) can be shown.
 */
export async function rememberRanks(db: DbOrTx, electionId: number): Promise<void> {
  await db.execute(sql`
    update ${scores} as target set previous_rank = ranked.rank
    from (
      select ${predictions.userId} as user_id, ${nationalRank} as rank
      from ${predictions}
      left join ${scores}
        on ${scores.userId} = ${predictions.userId} and ${scores.electionId} = ${predictions.electionId}
      where ${predictions.electionId} = ${electionId}
    ) as ranked
    where target.election_id = ${electionId} and target.user_id = ranked.user_id`);
}

/** When the scores were calculated and how long it took, for the admin. */
export async function recordCalculation(
  db: DbOrTx,
  electionId: number,
  durationMs: number,
): Promise<void> {
  await db
    .update(elections)
    .set({ scoresCalculatedAt: sql`clock_timestamp()`, scoresCalculationMs: durationMs })
    .where(eq(elections.id, electionId));
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

/** One row per player of the election, by prediction id (the batching order). */
export function listPredictionHeads(db: DbOrTx, electionId: number): Promise<PredictionHead[]> {
  return db
    .select({
      id: predictions.id,
      userId: predictions.userId,
      captainPartyId: predictions.captainPartyId,
      firstMunicipalityId: predictions.firstMunicipalityId,
      countryTurnoutTenths: predictions.countryTurnoutTenths,
    })
    .from(predictions)
    .where(eq(predictions.electionId, electionId))
    .orderBy(asc(predictions.id));
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

export interface ScoreRow {
  userId: number;
  seatPoints: number;
  captainBonusPoints: number;
  turnoutPoints: number;
  biggestPartyPoints: number;
  municipalitySelectionPoints: number;
  top3PartiesPoints: number;
  countryTurnoutPoints: number;
  totalPoints: number;
}

/**
 * One multi-row upsert for a batch: each column travels as one array and `unnest` zips them
 * back into rows, so 5000 scores are one statement with nine parameters.
 */
export async function upsertScores(
  db: DbOrTx,
  electionId: number,
  rows: readonly ScoreRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const column = (pick: (row: ScoreRow) => number) => intArray(rows.map(pick));
  await db.execute(sql`
    insert into ${scores} (
      user_id, election_id, seat_points, captain_bonus_points, turnout_points,
      biggest_party_points, municipality_selection_points, top3_parties_points,
      country_turnout_points, total_points, calculated_at)
    select u, ${electionId}, sp, cb, tp, bp, ms, t3, ct, total, now()
    from unnest(
      ${column((r) => r.userId)}, ${column((r) => r.seatPoints)},
      ${column((r) => r.captainBonusPoints)}, ${column((r) => r.turnoutPoints)},
      ${column((r) => r.biggestPartyPoints)}, ${column((r) => r.municipalitySelectionPoints)},
      ${column((r) => r.top3PartiesPoints)}, ${column((r) => r.countryTurnoutPoints)},
      ${column((r) => r.totalPoints)}
    ) as s(u, sp, cb, tp, bp, ms, t3, ct, total)
    on conflict (user_id, election_id) do update set
      seat_points = excluded.seat_points,
      captain_bonus_points = excluded.captain_bonus_points,
      turnout_points = excluded.turnout_points,
      biggest_party_points = excluded.biggest_party_points,
      municipality_selection_points = excluded.municipality_selection_points,
      top3_parties_points = excluded.top3_parties_points,
      country_turnout_points = excluded.country_turnout_points,
      total_points = excluded.total_points,
      calculated_at = excluded.calculated_at`);
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
