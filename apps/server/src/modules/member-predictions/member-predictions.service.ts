import { fromTenths, type MemberPredictions } from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import { AppError, ForbiddenError, NotFoundError } from '../../errors';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import { findActiveElection } from '../elections/elections.repo';
import {
  findPrediction,
  selectBiggestParties,
  selectFirstCountCandidateNames,
  selectSeats,
  selectTurnouts,
  shareASubleague,
} from './member-predictions.repo';

export const PREDICTIONS_LOCKED_MESSAGE =
  'Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.';
export const PREDICTIONS_FORBIDDEN_MESSAGE =
  'Je hebt geen toestemming om de voorspellingen van deze gebruiker te bekijken.';
export const PREDICTIONS_NOT_FOUND_MESSAGE = 'Gebruiker of voorspellingen niet gevonden.';

/**
 * DESIGN §5.5, in this order:
 * - 423 before the deadline (another player's prediction is secret until then, DESIGN §8);
 * - 404 for an unknown user, one without a prediction, or no active election;
 * - 403 unless the viewer asked for the national view (?global=true: anyone in the pool), shares
 *   a sub-league with the player, or is an admin (who sees every prediction in the admin area).
 * A player may always see their own prediction, deadline or not: there is nothing to hide.
 */
export async function getMemberPredictions(
  db: Db,
  viewer: AuthUser,
  userId: number,
  options: { global: boolean },
  now: Date = new Date(),
): Promise<MemberPredictions> {
  const election = await findActiveElection(db);
  const own = viewer.id === userId;
  if (election && !own && now.getTime() < election.predictionsDeadline.getTime()) {
    throw new AppError(423, 'predictions_locked', PREDICTIONS_LOCKED_MESSAGE, {
      election_date: election.electionDate.toISOString(),
      deadline_passed: false,
    });
  }
  const prediction = election ? await findPrediction(db, userId, election.id) : undefined;
  if (!election || !prediction) throw new NotFoundError(PREDICTIONS_NOT_FOUND_MESSAGE);
  if (
    !own &&
    !options.global &&
    !isAdmin(viewer) &&
    !(await shareASubleague(db, viewer.id, userId))
  ) {
    throw new ForbiddenError(PREDICTIONS_FORBIDDEN_MESSAGE);
  }

  const [seats, turnouts, biggest, candidates] = await Promise.all([
    selectSeats(db, prediction.id),
    selectTurnouts(db, prediction.id),
    selectBiggestParties(db, prediction.id),
    selectFirstCountCandidateNames(db, election.id),
  ]);
  return {
    election_id: election.id,
    seat_count: election.seatCount,
    first_count_candidates: candidates,
    updated_at: prediction.updatedAt.toISOString(),
    seat_predictions: seats.map((s) => ({ seat_number: s.seatNumber, party: s.partyId })),
    selected_municipality:
      prediction.firstMunicipalityName === null
        ? null
        : { municipality_name: prediction.firstMunicipalityName },
    country_turnout_prediction:
      prediction.countryTurnoutTenths === null
        ? null
        : { predicted_turnout: fromTenths(prediction.countryTurnoutTenths) },
    turnout_predictions: turnouts.map((t) => ({
      municipality: t.municipalityId,
      municipality_name: t.municipalityName,
      predicted_turnout: fromTenths(t.tenths),
    })),
    biggest_party_predictions: biggest.map((b) => ({
      municipality: b.municipalityId,
      municipality_name: b.municipalityName,
      predicted_party: b.partyId,
    })),
    captain_party:
      prediction.captainPartyId === null ? null : { selected_party: prediction.captainPartyId },
  };
}
