import type { SectionPoints } from '@zetelpoule/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { predictions, scores, subleagueMembers, subleagues } from '../../db/schema';

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

/** The stored points per section of the given players (those scored), in one query. */
export async function storedPointsOf(
  db: DbOrTx,
  electionId: number,
  userIds: readonly number[],
): Promise<Map<number, SectionPoints>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: scores.userId,
      seat_points: scores.seatPoints,
      captain_bonus_points: scores.captainBonusPoints,
      top3_parties_points: scores.top3PartiesPoints,
      country_turnout_points: scores.countryTurnoutPoints,
      turnout_points: scores.turnoutPoints,
      biggest_party_points: scores.biggestPartyPoints,
      municipality_selection_points: scores.municipalitySelectionPoints,
      total_points: scores.totalPoints,
    })
    .from(scores)
    .where(and(eq(scores.electionId, electionId), inArray(scores.userId, [...userIds])));
  return new Map(rows.map(({ userId, ...points }) => [userId, points]));
}

/** The sub-league's id and name when the user is one of its members; else undefined. */
export async function findSubleagueName(
  db: DbOrTx,
  subleagueId: number,
  userId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: subleagues.id, name: subleagues.name })
    .from(subleagues)
    .innerJoin(
      subleagueMembers,
      and(eq(subleagueMembers.subleagueId, subleagues.id), eq(subleagueMembers.userId, userId)),
    )
    .where(eq(subleagues.id, subleagueId));
  return row;
}
