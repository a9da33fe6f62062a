import {
  ADMIN_MESSAGES,
  type AdminUser,
  type PredictionDetails,
  type SearchUserBody,
} from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import { findElectionById } from '../elections/elections.repo';
import { analysePrediction } from '../scoring/scoring.service';
import * as repo from './users.repo';

/*
 * The admin's user search and prediction analysis: a user as an admin sees them, and the
 * details of one prediction.
 */

/**
 * Case-insensitive exact match on e-mail, then on username; search_by says which one found
 * the user. A miss is a 404.
 */
export async function searchUser(db: Db, body: SearchUserBody): Promise<AdminUser> {
  let searchBy: AdminUser['search_by'] = 'email';
  let user = body.email ? await repo.findUserByEmail(db, body.email) : undefined;
  if (!user && body.username) {
    searchBy = 'username';
    user = await repo.findUserByUsername(db, body.username);
  }
  if (!user) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);

  const [predictionRows, totalPoints] = await Promise.all([
    repo.listUserPredictions(db, user.id),
    repo.activeElectionPoints(db, user.id),
  ]);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    total_points: totalPoints,
    is_email_verified: user.isEmailVerified,
    date_joined: user.dateJoined.toISOString(),
    search_by: searchBy,
    total_predictions: predictionRows.length,
    predictions: predictionRows.map((row) => ({
      id: row.id,
      name: row.name,
      // "Active" is the prediction that is being played: the active election's.
      is_active: row.isPredictionActive && row.isElectionActive,
      updated_at: row.updatedAt.toISOString(),
      election_id: row.electionId,
      election_name: row.electionName,
      total_points: row.totalPoints,
    })),
  };
}

/**
 * One prediction beside the official results: the live score breakdown (against the results
 * as they are now, whether or not scores were calculated since) and every comparison section.
 * Without any result yet: the message and no comparison.
 */
export async function predictionDetails(db: Db, predictionId: number): Promise<PredictionDetails> {
  const prediction = await repo.findPrediction(db, predictionId);
  if (!prediction) throw new NotFoundError('Voorspelling niet gevonden.');
  const election = await findElectionById(db, prediction.electionId);
  if (!election) throw new NotFoundError('Voorspelling niet gevonden.');

  const {
    captainParty: captain,
    score,
    comparison,
  } = await analysePrediction(db, election, prediction);

  const base = {
    prediction: {
      id: prediction.id,
      name: prediction.name,
      user_id: prediction.userId,
      username: prediction.username,
      election_id: prediction.electionId,
      updated_at: prediction.updatedAt.toISOString(),
      captain_party: captain
        ? { selected_party: { id: captain.id, name: captain.name, hexcolor: captain.hexcolor } }
        : null,
    },
    election_result: { id: election.id, name: election.name },
  };
  if (!comparison) {
    return { has_results: false, message: ADMIN_MESSAGES.noResultsYet, ...base };
  }
  return { has_results: true, ...base, score, ...comparison };
}
