import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyPredictions,
  electionFirstCountCandidates,
  municipalities,
  predictions,
  seatPredictions,
  subleagueMembers,
  turnoutPredictions,
} from '../../db/schema';

/*
 * Read-only queries for viewing another player's prediction. The predictions module owns the
 * writes; this reads the same tables on its own so neither module reaches into the other.
 */

export async function findPrediction(db: DbOrTx, userId: number, electionId: number) {
  const [row] = await db
    .select({
      id: predictions.id,
      captainPartyId: predictions.captainPartyId,
      countryTurnoutTenths: predictions.countryTurnoutTenths,
      updatedAt: predictions.updatedAt,
      firstMunicipalityName: municipalities.name,
    })
    .from(predictions)
    .leftJoin(municipalities, eq(municipalities.id, predictions.firstMunicipalityId))
    .where(and(eq(predictions.userId, userId), eq(predictions.electionId, electionId)));
  return row;
}

export function selectSeats(db: DbOrTx, predictionId: number) {
  return db
    .select({ seatNumber: seatPredictions.seatNumber, partyId: seatPredictions.partyId })
    .from(seatPredictions)
    .where(eq(seatPredictions.predictionId, predictionId))
    .orderBy(asc(seatPredictions.seatNumber));
}

export function selectTurnouts(db: DbOrTx, predictionId: number) {
  return db
    .select({
      municipalityId: municipalities.id,
      municipalityName: municipalities.name,
      tenths: turnoutPredictions.turnoutTenths,
    })
    .from(turnoutPredictions)
    .innerJoin(municipalities, eq(municipalities.id, turnoutPredictions.municipalityId))
    .where(eq(turnoutPredictions.predictionId, predictionId))
    .orderBy(asc(municipalities.name));
}

export function selectBiggestParties(db: DbOrTx, predictionId: number) {
  return db
    .select({
      municipalityId: municipalities.id,
      municipalityName: municipalities.name,
      partyId: biggestPartyPredictions.partyId,
    })
    .from(biggestPartyPredictions)
    .innerJoin(municipalities, eq(municipalities.id, biggestPartyPredictions.municipalityId))
    .where(eq(biggestPartyPredictions.predictionId, predictionId))
    .orderBy(asc(municipalities.name));
}

export async function selectFirstCountCandidateNames(
  db: DbOrTx,
  electionId: number,
): Promise<string[]> {
  const rows = await db
    .select({ name: municipalities.name })
    .from(electionFirstCountCandidates)
    .innerJoin(municipalities, eq(municipalities.id, electionFirstCountCandidates.municipalityId))
    .where(eq(electionFirstCountCandidates.electionId, electionId))
    .orderBy(asc(municipalities.name));
  return rows.map((r) => r.name);
}

/** DESIGN §5.5: do the two players have at least one sub-league in common? */
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
