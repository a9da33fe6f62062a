import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyPredictions,
  electionMunicipalities,
  municipalities,
  parties,
  predictions,
  scores,
  seatPredictions,
  subleagueMembers,
  users,
} from '../../db/schema';

/*
 * The SQL of the sub-league overview: every member, their prediction and their points in one
 * query, however many members (docs/decisions/059-points-per-answer-and-the-subleague-overview.md).
 */

export interface OverviewMemberRow {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  showRealName: boolean;
  predictionId: number | null;
  captainPartyId: number | null;
  countryTurnoutTenths: number | null;
  firstMunicipalityId: number | null;
  firstMunicipalityName: string | null;
  /** [party id, seats] of the parties with seats. */
  seats: [number, number][];
  /** [region id, party id] of the biggest-party picks. */
  biggestParties: [number, number][];
  /** Null while the member has no score. */
  seatPoints: number | null;
  captainBonusPoints: number | null;
  top3PartiesPoints: number | null;
  countryTurnoutPoints: number | null;
  turnoutPoints: number | null;
  biggestPartyPoints: number | null;
  municipalitySelectionPoints: number | null;
  totalPoints: number | null;
}

export function selectOverviewMembers(
  db: DbOrTx,
  subleagueId: number,
  electionId: number,
): Promise<OverviewMemberRow[]> {
  const seats = sql<[number, number][]>`coalesce((
      select json_agg(json_build_array(counted.party_id, counted.seats))
      from (
        select ${seatPredictions.partyId} as party_id, count(*)::int as seats
        from ${seatPredictions}
        where ${seatPredictions.predictionId} = ${predictions.id}
        group by ${seatPredictions.partyId}
      ) as counted
    ), '[]'::json)`;
  const biggestParties = sql<[number, number][]>`coalesce((
      select json_agg(json_build_array(${biggestPartyPredictions.municipalityId}, ${biggestPartyPredictions.partyId}))
      from ${biggestPartyPredictions}
      where ${biggestPartyPredictions.predictionId} = ${predictions.id}
    ), '[]'::json)`;
  return db
    .select({
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      showRealName: users.showRealName,
      predictionId: predictions.id,
      captainPartyId: predictions.captainPartyId,
      countryTurnoutTenths: predictions.countryTurnoutTenths,
      firstMunicipalityId: predictions.firstMunicipalityId,
      firstMunicipalityName: municipalities.name,
      seats,
      biggestParties,
      seatPoints: scores.seatPoints,
      captainBonusPoints: scores.captainBonusPoints,
      top3PartiesPoints: scores.top3PartiesPoints,
      countryTurnoutPoints: scores.countryTurnoutPoints,
      turnoutPoints: scores.turnoutPoints,
      biggestPartyPoints: scores.biggestPartyPoints,
      municipalitySelectionPoints: scores.municipalitySelectionPoints,
      totalPoints: scores.totalPoints,
    })
    .from(subleagueMembers)
    .innerJoin(users, eq(users.id, subleagueMembers.userId))
    .leftJoin(
      predictions,
      and(eq(predictions.userId, users.id), eq(predictions.electionId, electionId)),
    )
    .leftJoin(municipalities, eq(municipalities.id, predictions.firstMunicipalityId))
    .leftJoin(scores, and(eq(scores.userId, users.id), eq(scores.electionId, electionId)))
    .where(eq(subleagueMembers.subleagueId, subleagueId))
    .orderBy(asc(users.id));
}

/** The election's parties by list number: the top 3's tie-break and the names a cell shows. */
export function selectOverviewParties(db: DbOrTx, electionId: number) {
  return db
    .select({
      id: parties.id,
      name: parties.name,
      color: parties.hexcolor,
      listNumber: parties.listNumber,
    })
    .from(parties)
    .where(eq(parties.electionId, electionId))
    .orderBy(asc(parties.listNumber));
}

/** How many regions the election asks a biggest party for. */
export async function countPlayedRegions(db: DbOrTx, electionId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(electionMunicipalities)
    .where(eq(electionMunicipalities.electionId, electionId));
  return row?.count ?? 0;
}
