import {
  ADMIN_MESSAGES,
  resultsVisibleToPlayers,
  captainBonusPoints,
  jokerVoidAtOrBelow,
  comparePrediction,
  scorePrediction,
  seatPointsForDifference,
  type CalculateScoresResponse,
  type CaptainPartyComparison,
  type PredictionComparison,
  type PredictionInput,
  type ResetAllPointsResponse,
  type ResultInput,
  type ScoreBreakdown,
} from '@zetelpoule/shared';
import type { Db, DbOrTx } from '../../db/client';
import { NotFoundError } from '../../errors';
import { deleteAllBenchmarkScores } from '../poll-opponents/poll-opponents.repo';
import { lockElection, type Election } from '../elections/elections.repo';
import {
  rankedPoolJson,
  selectNationalPoolColumns,
  type NationalPoolColumns,
} from '../leagues/leagues.repo';
import {
  handOverNationalPool,
  invalidateNationalPool,
  nationalPoolOf,
} from '../leagues/national-pool';
import {
  benchmarkStandings,
  CrowdTally,
  scoreBenchmarks,
} from '../poll-opponents/poll-opponents.service';
import { changedSections, saveBasis } from './score-basis';
import * as repo from './scoring.repo';
import type { PredictionHead } from './scoring.repo';
import { SECTIONS, scoreStatement, type ScoreStatementOptions, type Section } from './scoring.sql';

/*
 * Turning predictions into points (docs/rules.md) for every player at once, and resetting
 * them. The calculation is one SQL statement over every player (scoring.sql.ts, the
 * engine's rules as SQL; docs/decisions/061-scoring-in-sql.md), which also ranks the rows it
 * wrote: the leaderboard and the live push take that ranking as it is. After a results change
 * only the sections it touched are recomputed (docs/decisions/062-incremental-scoring.md).
 * One prediction's analysis still runs through the pure engine in packages/shared.
 */

/** The official results of an election as the engine reads them. */
export async function loadResultInput(db: DbOrTx, election: Election): Promise<ResultInput> {
  // Sequential: inside a transaction the queries share one connection.
  const parties = await repo.listPartiesForScoring(db, election.id);
  const seatRows = await repo.listSeatResultRows(db, election.id);
  const turnoutRows = await repo.listTurnoutResultRows(db, election.id);
  const biggestRows = await repo.listBiggestPartyResultRows(db, election.id);
  return {
    parties,
    chamberSeatCount: election.seatCount,
    // No seat rows at all means no seat result yet (pending), not "every party won 0".
    seatsByParty:
      seatRows.length === 0 ? null : new Map(seatRows.map((row) => [row.partyId, row.seats])),
    firstCountedMunicipalityId: election.firstCountedMunicipalityId,
    countryTurnoutTenths: election.countryTurnoutTenths,
    turnoutTenthsByMunicipality: new Map(
      turnoutRows.map((row) => [row.municipalityId, row.tenths]),
    ),
    biggestPartyByMunicipality: new Map(
      biggestRows.map((row) => [row.municipalityId, row.partyId]),
    ),
  };
}

/** Whether any section of the election has an official result. */
export function hasAnyResult(result: ResultInput): boolean {
  return (
    result.seatsByParty !== null ||
    result.turnoutTenthsByMunicipality.size > 0 ||
    result.biggestPartyByMunicipality.size > 0 ||
    result.countryTurnoutTenths !== null ||
    result.firstCountedMunicipalityId !== null
  );
}

/**
 * The engine's input for a batch of predictions of one election (ascending ids, as
 * listPredictionHeads gives them): three set queries over the batch's id range, assembled per
 * prediction in memory.
 */
export async function loadPredictionInputs(
  db: DbOrTx,
  electionId: number,
  heads: readonly Omit<PredictionHead, 'userId'>[],
): Promise<Map<number, PredictionInput>> {
  const inputs = new Map<number, MutablePredictionInput>();
  for (const head of heads) {
    inputs.set(head.id, {
      seatsByParty: new Map(),
      captainPartyId: head.captainPartyId,
      firstMunicipalityId: head.firstMunicipalityId,
      countryTurnoutTenths: head.countryTurnoutTenths,
      turnoutTenthsByMunicipality: new Map(),
      biggestPartyByMunicipality: new Map(),
    });
  }
  if (heads.length === 0) return inputs;
  const lo = heads[0]!.id;
  const hi = heads[heads.length - 1]!.id;
  // One after the other: inside a transaction they share one connection. A row whose
  // prediction is not in `inputs` belongs to another election within the id range: skipped.
  for (const row of await repo.seatCountsOf(db, lo, hi)) {
    inputs.get(row.prediction_id)?.seatsByParty.set(row.party_id, row.seats);
  }
  for (const row of await repo.turnoutAnswersOf(db, electionId, lo, hi)) {
    inputs
      .get(row.prediction_id)
      ?.turnoutTenthsByMunicipality.set(row.municipality_id, row.turnout_tenths);
  }
  for (const row of await repo.biggestPartyAnswersOf(db, electionId, lo, hi)) {
    inputs
      .get(row.prediction_id)
      ?.biggestPartyByMunicipality.set(row.municipality_id, row.party_id);
  }
  return inputs;
}

interface MutablePredictionInput extends PredictionInput {
  seatsByParty: Map<number, number>;
  turnoutTenthsByMunicipality: Map<number, number>;
  biggestPartyByMunicipality: Map<number, number>;
}

export interface CalculateOptions {
  /**
   * Score every section of every player (the admin's button, the command line). Otherwise a
   * calculation after a results change recomputes only the sections it touched, when
   * score-basis.ts finds that safe.
   */
  full?: boolean;
}

/**
 * Scores every player with a prediction for the election against the results entered so far,
 * in ONE transaction: players see either all old or all new scores, never a mix. Idempotent:
 * a second run writes the same numbers. Scores of players who no longer have a prediction are
 * removed, so the table holds exactly the scored players.
 */
export async function calculateScores(
  db: Db,
  electionId: number,
  options: CalculateOptions = {},
): Promise<CalculateScoresResponse & { sections: readonly Section[] }> {
  const done = await db.transaction(async (tx) => {
    // One calculation at a time across instances, then the row lock, which makes
    // results entry wait until the calculation is done (and vice versa).
    await repo.lockScoring(tx, electionId);
    const started = performance.now();
    const election = await lockElection(tx, electionId);
    if (!election) throw new NotFoundError(ADMIN_MESSAGES.electionNotFound);
    await repo.tuneForScoring(tx);
    // Movement is measured from one results change to the next: a second calculation of the
    // same results keeps the ranks players moved from.
    const resultsChanged =
      election.resultsUpdatedAt !== null &&
      (election.scoresCalculatedAt === null ||
        election.resultsUpdatedAt > election.scoresCalculatedAt);
    const changed = options.full ? null : await changedSections(tx, electionId);
    const sections = changed ?? new Set(SECTIONS);
    if (changed === null) await repo.deleteScoresWithoutPrediction(tx, electionId);
    const columns =
      sections.size === 0 && !resultsChanged
        ? await selectNationalPoolColumns(tx, electionId)
        : await runScoring(tx, {
            electionId,
            seatCount: election.seatCount,
            sections,
            mode: changed === null ? 'upsert' : 'update',
            rememberRanks: resultsChanged,
          });
    if (changed === null) await repo.analyzeScores(tx);
    // The benchmarks (polls, De Poule) against the same results, by the engine.
    const result = await loadResultInput(tx, election);
    // De Poule follows the predictions, which a one-section recalculation knows unchanged.
    const crowd = changed === null ? await crowdTally(tx, electionId) : null;
    await scoreBenchmarks(tx, election, result, crowd);
    await saveBasis(tx, electionId);
    const calculatedAt = await repo.recordCalculation(
      tx,
      electionId,
      Math.round(performance.now() - started),
    );
    // Before the deadline players see no points (docs/decisions/050-results-before-the-deadline.md): nothing to hand over.
    const pool =
      election.isActive && resultsVisibleToPlayers(election, new Date())
        ? nationalPoolOf(
            { ...election, scoresCalculatedAt: calculatedAt },
            columns,
            await benchmarkStandings(tx, electionId),
          )
        : null;
    return { players: columns.ids.length, pool, sections: [...sections] };
  });
  // The leaderboard and the live push on this instance take the ranking just made; every
  // other process drops its snapshot.
  if (done.pool) handOverNationalPool(db, done.pool);
  else invalidateNationalPool(db);
  return {
    message: ADMIN_MESSAGES.scoresCalculated(done.players),
    players_scored: done.players,
    sections: done.sections,
  };
}

async function runScoring(tx: DbOrTx, options: ScoreStatementOptions) {
  const result = await tx.execute<{ pool: string }>(scoreStatement(options, rankedPoolJson));
  return JSON.parse(result.rows[0]!.pool) as NationalPoolColumns;
}

/** De Poule's input: the players' seats per party, summed by the database. */
async function crowdTally(tx: DbOrTx, electionId: number): Promise<CrowdTally> {
  const crowd = new CrowdTally();
  const rows = await repo.crowdSeats(tx, electionId);
  crowd.players = rows[0]?.players ?? (await repo.countPlayers(tx, electionId));
  for (const row of rows) crowd.seatsByParty.set(row.party_id, row.seats);
  return crowd;
}

/**
 * Reset all points: confirm false only counts (the modal shows the numbers);
 * confirm true deletes every score of every election and reports what it deleted.
 */
export async function resetAllPoints(db: Db, confirm: boolean): Promise<ResetAllPointsResponse> {
  if (!confirm) return repo.scoreStatistics(db);
  const done = await db.transaction(async (tx) => {
    // The benchmarks' points go with the players', or a poll would lead an empty table.
    await deleteAllBenchmarkScores(tx);
    return repo.deleteAllScores(tx);
  });
  invalidateNationalPool(db);
  return {
    message: ADMIN_MESSAGES.pointsReset(done.deleted_scores, done.users_affected),
    deleted_scores: done.deleted_scores,
    users_affected: done.users_affected,
  };
}

/* ---------- One prediction beside the results ---------- */

interface PartyLabel {
  id: number;
  name: string;
  hexcolor: string;
}

/** Every comparison section of the prediction details, the joker's included. */
export type FullComparison = PredictionComparison & {
  captain_party_comparison: CaptainPartyComparison | null;
};

export interface PredictionAnalysis {
  /** The prediction's joker party with its label, when it has one. */
  captainParty: PartyLabel | undefined;
  /** The breakdown computed live against the results as they are now. */
  score: ScoreBreakdown;
  /** Null while the election has no result at all. */
  comparison: FullComparison | null;
}

/**
 * One prediction beside the official results as they are now: the live breakdown and every
 * comparison section. The one builder behind the admin's prediction analysis and a player's
 * own score page, so both always show the same thing.
 */
export async function analysePrediction(
  db: DbOrTx,
  election: Election,
  head: Omit<PredictionHead, 'userId'>,
): Promise<PredictionAnalysis> {
  const result = await loadResultInput(db, election);
  const inputs = await loadPredictionInputs(db, election.id, [head]);
  const input = inputs.get(head.id)!;
  const mentionedParties = [
    ...input.seatsByParty.keys(),
    ...input.biggestPartyByMunicipality.values(),
    ...(input.captainPartyId === null ? [] : [input.captainPartyId]),
  ];
  const partyLabels = await repo.listPartyLabels(db, election.id, mentionedParties);
  const municipalityLabels = await repo.listMunicipalityLabels(db);
  const partyById = new Map(partyLabels.map((party) => [party.id, party]));
  const captainParty =
    input.captainPartyId === null ? undefined : partyById.get(input.captainPartyId);
  const comparison = hasAnyResult(result)
    ? {
        ...comparePrediction(input, result, {
          parties: partyLabels,
          municipalities: municipalityLabels,
        }),
        captain_party_comparison: captainComparison(input, result, partyById),
      }
    : null;
  return { captainParty, score: scorePrediction(input, result), comparison };
}

/** The joker section of the analysis; null while there is no seat result. */
function captainComparison(
  input: PredictionInput,
  result: ResultInput,
  partyById: ReadonlyMap<number, PartyLabel>,
): CaptainPartyComparison | null {
  const actual = result.seatsByParty;
  if (actual === null) return null;
  const captainId = input.captainPartyId;
  const party = captainId === null ? undefined : partyById.get(captainId);
  if (captainId === null || !party) {
    return {
      has_captain: false,
      party: null,
      predicted_seats: null,
      actual_seats: null,
      seat_points: null,
      bonus_points: 0,
      is_void: false,
      void_at_or_below: jokerVoidAtOrBelow(result.chamberSeatCount),
    };
  }
  const predictedSeats = input.seatsByParty.get(captainId) ?? 0;
  const actualSeats = actual.get(captainId) ?? 0;
  return {
    has_captain: true,
    party: { party_id: party.id, party_name: party.name, party_color: party.hexcolor },
    predicted_seats: predictedSeats,
    actual_seats: actualSeats,
    seat_points: seatPointsForDifference(predictedSeats - actualSeats),
    bonus_points: captainBonusPoints(
      captainId,
      input.seatsByParty,
      actual,
      result.chamberSeatCount,
    ),
    is_void: actualSeats <= jokerVoidAtOrBelow(result.chamberSeatCount),
    void_at_or_below: jokerVoidAtOrBelow(result.chamberSeatCount),
  };
}
