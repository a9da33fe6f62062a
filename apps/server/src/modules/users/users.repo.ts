import { and, desc, eq, sql } from 'drizzle-orm';
import { foldEmail } from '@zetelpoule/shared';
import type { DbOrTx } from '../../db/client';
import { elections, predictions, scores, users } from '../../db/schema';

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isEmailVerified: users.isEmailVerified,
  dateJoined: users.dateJoined,
};

/** The account with this address, by its folded key (docs/decisions/046-one-email-fold.md). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(eq(users.emailKey, foldEmail(email)));
  return user;
}

export async function findUserByUsername(db: DbOrTx, username: string) {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return user;
}

/** The user's predictions, newest election first, each with its stored score (0 without). */
export function listUserPredictions(db: DbOrTx, userId: number) {
  return db
    .select({
      id: predictions.id,
      name: predictions.name,
      isPredictionActive: predictions.isActive,
      isElectionActive: elections.isActive,
      updatedAt: predictions.updatedAt,
      electionId: elections.id,
      electionName: elections.name,
      totalPoints: sql<number>`coalesce(${scores.totalPoints}, 0)`,
    })
    .from(predictions)
    .innerJoin(elections, eq(elections.id, predictions.electionId))
    .leftJoin(
      scores,
      and(eq(scores.userId, predictions.userId), eq(scores.electionId, predictions.electionId)),
    )
    .where(eq(predictions.userId, userId))
    .orderBy(desc(elections.electionDate), desc(elections.id));
}

/** The user's stored points in the active election; 0 without a score or an active election. */
export async function activeElectionPoints(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ totalPoints: scores.totalPoints })
    .from(scores)
    .innerJoin(elections, eq(elections.id, scores.electionId))
    .where(and(eq(scores.userId, userId), eq(elections.isActive, true)));
  return row?.totalPoints ?? 0;
}

export async function findPrediction(db: DbOrTx, predictionId: number) {
  const [row] = await db
    .select({
      id: predictions.id,
      name: predictions.name,
      userId: predictions.userId,
      username: users.username,
      electionId: predictions.electionId,
      updatedAt: predictions.updatedAt,
      captainPartyId: predictions.captainPartyId,
      firstMunicipalityId: predictions.firstMunicipalityId,
      countryTurnoutTenths: predictions.countryTurnoutTenths,
    })
    .from(predictions)
    .innerJoin(users, eq(users.id, predictions.userId))
    .where(eq(predictions.id, predictionId));
  return row;
}
