import type { MemberPredictions } from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import { AppError, ForbiddenError, NotFoundError } from '../../errors';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import { findActiveElection } from '../elections/elections.repo';
import { predictionView } from '../predictions/predictions.service';
import { hasPrediction, shareASubleague, storedPointsOf } from './member-predictions.repo';

export const PREDICTIONS_LOCKED_MESSAGE =
  'Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.';
export const PREDICTIONS_FORBIDDEN_MESSAGE =
  'Je hebt geen toestemming om de voorspellingen van deze gebruiker te bekijken.';
export const PREDICTIONS_NOT_FOUND_MESSAGE = 'Gebruiker of voorspellingen niet gevonden.';

/**
 * Who sees another player's prediction (docs/rules.md#the-deadline-and-who-sees-what), checked in
 * this order: 423 before the deadline; 404 for an unknown user, one without a prediction, or no
 * active election; 403 unless the viewer asked for the national view (?global=true), shares a
 * sub-league with the player, or is an admin. A player always sees their own prediction.
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
  if (!election || !(await hasPrediction(db, userId, election.id))) {
    throw new NotFoundError(PREDICTIONS_NOT_FOUND_MESSAGE);
  }
  if (
    !own &&
    !options.global &&
    !isAdmin(viewer) &&
    !(await shareASubleague(db, viewer.id, userId))
  ) {
    throw new ForbiddenError(PREDICTIONS_FORBIDDEN_MESSAGE);
  }

  const [prediction, points] = await Promise.all([
    predictionView(db, userId, election),
    storedPointsOf(db, election.id, [userId, viewer.id]),
  ]);
  const member = points.get(userId);
  return {
    ...prediction,
    // Once the player is scored: their points per section, beside the viewer's own.
    points: member ? { member, viewer: points.get(viewer.id) ?? null } : null,
  };
}
