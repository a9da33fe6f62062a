import {
  ADMIN_MESSAGES,
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
import { CrowdTally, scoreBenchmarks } from '../poll-opponents/poll-opponents.service';
import { lockElection, type Election } from '../elections/elections.repo';
import { invalidateNationalPool } from '../leagues/national-pool';
import * as repo from './scoring.repo';
import type { PredictionHead, ScoreRow } from './scoring.repo';

/*
 * Turning predictions into points (docs/rules.md#points, via the pure engine in packages/shared)
 * for every player at once, and resetting them. A calculation costs a few set
 * queries per batch of predictions — never one per player — so 100,000 players take a handful
 * of round trips, not 100,000.
 */

/** Predictions read, scored and written per round: bounded memory, few round trips. */
export const SCORING_BATCH_SIZE = 5000;

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

/**
 * Scores every player with a prediction for the election against the results entered so far,
 * in ONE transaction: players see either all old or all new scores, never a mix. Idempotent:
 * each player's row is upserted with the same numbers on a second run. Scores of players who
 * no longer have a prediction are removed, so the table holds exactly the scored players.
 */
export async function calculateScores(
  db: Db,
  electionId: number,
  options: { batchSize?: number } = {},
): Promise<CalculateScoresResponse> {
  const batchSize = options.batchSize ?? SCORING_BATCH_SIZE;
  const playersScored = await db.transaction(async (tx) => {
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
    if (resultsChanged) await repo.rememberRanks(tx, electionId);
    const result = await loadResultInput(tx, election);
    const heads = await repo.listPredictionHeads(tx, electionId);
    // De Poule is summed from the seats this loop reads anyway (no second scan).
    const crowd = new CrowdTally();

    for (let start = 0; start < heads.length; start += batchSize) {
      const batch = heads.slice(start, start + batchSize);
      const inputs = await loadPredictionInputs(tx, electionId, batch);
      const rows: ScoreRow[] = batch.map((head) => {
        const input = inputs.get(head.id)!;
        crowd.add(input.seatsByParty);
        const score = scorePrediction(input, result);
        return {
          userId: head.userId,
          seatPoints: score.seat_points,
          captainBonusPoints: score.captain_bonus_points,
          turnoutPoints: score.turnout_points,
          biggestPartyPoints: score.biggest_party_points,
          municipalitySelectionPoints: score.municipality_selection_points,
          top3PartiesPoints: score.top3_parties_points,
          countryTurnoutPoints: score.country_turnout_points,
          totalPoints: score.total_points,
        };
      });
      await repo.upsertScores(tx, electionId, rows);
    }
    await repo.deleteScoresWithoutPrediction(tx, electionId);
    // The benchmarks (polls, De Poule) against the same results, by the same engine.
    await scoreBenchmarks(tx, election, result, crowd);
    await repo.recordCalculation(tx, electionId, Math.round(performance.now() - started));
    return heads.length;
  });
  // The national leaderboard shows the new points at once on this instance (others within its TTL).
  invalidateNationalPool(db);
  return { message: ADMIN_MESSAGES.scoresCalculated(playersScored), players_scored: playersScored };
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
