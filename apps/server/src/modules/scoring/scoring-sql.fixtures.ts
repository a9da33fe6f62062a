// Test fixtures for scoring in SQL: official results written straight into the tables, the
// stored scores with their ranks, and the reference — the pure engine fed by the same loaders
// the player's own score page uses.

import { asc, eq, sql } from 'drizzle-orm';
import { scorePrediction, type ScoreBreakdown } from '@zetelpoule/shared';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyResults,
  elections,
  predictions,
  scores,
  seatResults,
  turnoutResults,
} from '../../db/schema';
import { lockElection } from '../elections/elections.repo';
import { loadPredictionInputs, loadResultInput } from './scoring.service';

export interface ResultsSpec {
  /** Seats per party id, or null for no seat result. */
  seats: [partyId: number, seats: number][] | null;
  turnout: [municipalityId: number, tenths: number][];
  biggestParty: [municipalityId: number, partyId: number][];
  firstCountedMunicipalityId: number | null;
  countryTurnoutTenths: number | null;
}

/** Replaces every official result of the election, as results entry would (its time too). */
export async function writeResults(db: DbOrTx, electionId: number, spec: ResultsSpec) {
  await db.delete(seatResults).where(eq(seatResults.electionId, electionId));
  await db.delete(turnoutResults).where(eq(turnoutResults.electionId, electionId));
  await db.delete(biggestPartyResults).where(eq(biggestPartyResults.electionId, electionId));
  if (spec.seats?.length) {
    await db
      .insert(seatResults)
      .values(spec.seats.map(([partyId, seats]) => ({ electionId, partyId, seats })));
  }
  if (spec.turnout.length) {
    await db.insert(turnoutResults).values(
      spec.turnout.map(([municipalityId, turnoutTenths]) => ({
        electionId,
        municipalityId,
        turnoutTenths,
      })),
    );
  }
  if (spec.biggestParty.length) {
    await db.insert(biggestPartyResults).values(
      spec.biggestParty.map(([municipalityId, partyId]) => ({
        electionId,
        municipalityId,
        partyId,
      })),
    );
  }
  await db
    .update(elections)
    .set({
      firstCountedMunicipalityId: spec.firstCountedMunicipalityId,
      countryTurnoutTenths: spec.countryTurnoutTenths,
      resultsUpdatedAt: sql`clock_timestamp()`,
    })
    .where(eq(elections.id, electionId));
}

export interface StoredScore {
  userId: number;
  breakdown: Omit<ScoreBreakdown, 'pending'>;
  rank: number;
  previousRank: number | null;
}

/** Every stored score of the election with its rank in the pool, by user id. */
export async function storedScores(db: DbOrTx, electionId: number): Promise<StoredScore[]> {
  const rows = await db
    .select({
      userId: scores.userId,
      seat_points: scores.seatPoints,
      captain_bonus_points: scores.captainBonusPoints,
      turnout_points: scores.turnoutPoints,
      biggest_party_points: scores.biggestPartyPoints,
      municipality_selection_points: scores.municipalitySelectionPoints,
      top3_parties_points: scores.top3PartiesPoints,
      country_turnout_points: scores.countryTurnoutPoints,
      total_points: scores.totalPoints,
      previousRank: scores.previousRank,
      rank: sql<number>`(rank() over (order by ${scores.totalPoints} desc))::int`,
    })
    .from(scores)
    .where(eq(scores.electionId, electionId))
    .orderBy(asc(scores.userId));
  return rows.map(({ userId, rank, previousRank, ...breakdown }) => ({
    userId,
    breakdown,
    rank,
    previousRank,
  }));
}

/** The engine's breakdown of every prediction of the election, by user id. */
export async function engineScores(
  db: DbOrTx,
  electionId: number,
): Promise<Map<number, Omit<ScoreBreakdown, 'pending'>>> {
  const election = (await lockElection(db, electionId))!;
  const result = await loadResultInput(db, election);
  const heads = await db
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
  const inputs = await loadPredictionInputs(db, electionId, heads);
  return new Map(
    heads.map((head) => {
      const { pending: _pending, ...breakdown } = scorePrediction(inputs.get(head.id)!, result);
      return [head.userId, breakdown];
    }),
  );
}
