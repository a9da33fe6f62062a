import {
  LEAGUE_ERROR_CODES,
  predictionDifference,
  top3Parties,
  type ComparablePrediction,
  type OverviewMember,
  type SectionPoints,
  type SubleagueOverview,
} from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { findActiveElection } from '../elections/elections.repo';
import { PREDICTIONS_LOCKED_MESSAGE } from './member-predictions.service';
import {
  countPlayedRegions,
  selectOverviewMembers,
  selectOverviewParties,
  type OverviewMemberRow,
} from './subleague-overview.repo';
import { findSubleagueName } from './member-predictions.repo';

export const OVERVIEW_NOT_A_MEMBER_MESSAGE = 'Je bent geen lid van deze subpoule.';
export const OVERVIEW_NO_ELECTION_MESSAGE = 'Er is nu geen verkiezing om te vergelijken.';

/**
 * A sub-league side by side (docs/decisions/059-points-per-answer-and-the-subleague-overview.md), for its members only: an unknown id and a
 * league the viewer is not in answer the same 404, as leave and rename do, so ids reveal
 * nothing. Before the deadline 423, the rule of member predictions: a prediction is secret
 * until then, also inside a sub-league.
 */
export async function subleagueOverview(
  db: Db,
  viewer: AuthUser,
  subleagueId: number,
  now: Date = new Date(),
): Promise<SubleagueOverview> {
  const league = await findSubleagueName(db, subleagueId, viewer.id);
  if (!league)
    throw new NotFoundError(OVERVIEW_NOT_A_MEMBER_MESSAGE, LEAGUE_ERROR_CODES.notAMember);
  const election = await findActiveElection(db);
  if (!election) throw new NotFoundError(OVERVIEW_NO_ELECTION_MESSAGE, 'no_active_election');
  if (now.getTime() < election.predictionsDeadline.getTime()) {
    throw new AppError(423, LEAGUE_ERROR_CODES.predictionsLocked, PREDICTIONS_LOCKED_MESSAGE, {
      election_date: election.electionDate.toISOString(),
      deadline_passed: false,
    });
  }
  const [rows, partyRows, regions] = await Promise.all([
    selectOverviewMembers(db, subleagueId, election.id),
    selectOverviewParties(db, election.id),
    countPlayedRegions(db, election.id),
  ]);
  const electionParties = partyRows.map((party) => ({
    id: party.id,
    listNumber: party.listNumber,
  }));
  const comparable = new Map(
    rows.map((row) => [row.userId, comparablePrediction(row, electionParties)]),
  );
  const yours = comparable.get(viewer.id) ?? null;
  const ranks = competitionRanks(rows);
  const members: OverviewMember[] = rows.map((row) => {
    const theirs = comparable.get(row.userId) ?? null;
    return {
      user: row.userId,
      user_name: row.username,
      full_name: row.showRealName ? `${row.firstName} ${row.lastName}`.trim() || null : null,
      rank: ranks.get(row.userId)!,
      points: pointsOf(row),
      prediction: theirs && {
        seats: [...theirs.seatsByParty]
          .map(([party_id, seats]) => ({ party_id, seats }))
          .sort((a, b) => b.seats - a.seats),
        top3: [...theirs.top3],
        captain_party_id: theirs.captainPartyId,
        country_turnout:
          theirs.countryTurnoutTenths === null ? null : theirs.countryTurnoutTenths / 10,
        first_municipality: row.firstMunicipalityName,
        biggest_party_count: theirs.biggestPartyByRegion.size,
      },
      difference:
        theirs && yours && row.userId !== viewer.id ? predictionDifference(theirs, yours) : null,
    };
  });
  members.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.user_name.toLowerCase().localeCompare(b.user_name.toLowerCase()) ||
      a.user - b.user,
  );
  return {
    subleague: league,
    election: { id: election.id, name: election.name, category: election.category },
    scored: rows.some((row) => row.totalPoints !== null),
    regions,
    parties: partyRows.map(({ id, name, color }) => ({ id, name, color })),
    members,
  };
}

function comparablePrediction(
  row: OverviewMemberRow,
  electionParties: readonly { id: number; listNumber: number }[],
): ComparablePrediction | null {
  if (row.predictionId === null) return null;
  const seatsByParty = new Map(row.seats);
  return {
    seatsByParty,
    top3: top3Parties(seatsByParty, electionParties),
    captainPartyId: row.captainPartyId,
    countryTurnoutTenths: row.countryTurnoutTenths,
    firstMunicipalityId: row.firstMunicipalityId,
    biggestPartyByRegion: new Map(row.biggestParties),
  };
}

function pointsOf(row: OverviewMemberRow): SectionPoints | null {
  if (row.totalPoints === null) return null;
  return {
    seat_points: row.seatPoints ?? 0,
    captain_bonus_points: row.captainBonusPoints ?? 0,
    top3_parties_points: row.top3PartiesPoints ?? 0,
    country_turnout_points: row.countryTurnoutPoints ?? 0,
    turnout_points: row.turnoutPoints ?? 0,
    biggest_party_points: row.biggestPartyPoints ?? 0,
    municipality_selection_points: row.municipalitySelectionPoints ?? 0,
    total_points: row.totalPoints,
  };
}

/** Equal points share a rank (1, 2, 2, 4), as in the sub-league's table; no score is 0. */
function competitionRanks(rows: readonly OverviewMemberRow[]): Map<number, number> {
  const totals = rows.map((row) => row.totalPoints ?? 0).sort((a, b) => b - a);
  return new Map(
    rows.map((row) => [row.userId, totals.indexOf(row.totalPoints ?? 0) + 1] as const),
  );
}
