import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyPredictions,
  electionMunicipalities,
  elections,
  predictions,
  scores,
  seatPredictions,
  subleagueMembers,
  subleagues,
  turnoutPredictions,
  users,
} from '../../db/schema';

/*
 * The SQL of the leagues module. Points always come from `scores` of the given election, and a
 * player without a score row counts as 0 (docs/rules.md#ranking-and-ties).
 */

const pointsOf = sql<number>`coalesce(${scores.totalPoints}, 0)`.mapWith(Number);
/**
 * The one rank of the national pool (docs/rules.md#ranking-and-ties): equal points share a rank (1,
 * 2, 2, 4). Over `predictions` left-joined to `scores` of the same election; scoring remembers it
 * too.
 */
export const nationalRank = sql<number>`rank() over (order by coalesce(${scores.totalPoints}, 0) desc)`;
/**
 * Case-insensitive username order within a rank, under the "C" collation so that PGlite and
 * PostgreSQL (whose default collations differ) order '-', '_' and digits identically. The
 * usernames are unique case-insensitively, so with it the order is total and stable.
 */
const usernameOrder = sql`lower(${users.username}) collate "C"`;

export interface NationalPoolRow {
  id: number;
  username: string;
  points: number;
  rank: number;
}

/**
 * The whole national pool of an election, ranked, in one query: every player with a
 * prediction, by points descending (rank() gives 1, 2, 2, 4), then username. Read in full by the
 * leaderboard cache, never per request.
 */
export function selectRankedNationalPool(db: DbOrTx, electionId: number) {
  return db
    .select({
      // No names: the national pool shows usernames only
      // (docs/decisions/016-real-names-and-account-deletion.md).
      id: users.id,
      username: users.username,
      points: pointsOf,
      rank: nationalRank.mapWith(Number),
    })
    .from(predictions)
    .innerJoin(users, eq(users.id, predictions.userId))
    .leftJoin(
      scores,
      and(eq(scores.userId, predictions.userId), eq(scores.electionId, predictions.electionId)),
    )
    .where(eq(predictions.electionId, electionId))
    .orderBy(desc(pointsOf), usernameOrder, asc(users.id));
}

export interface NationalPoolColumns {
  ids: number[];
  usernames: string[];
  points: number[];
  ranks: number[];
  /** scores.previous_rank per player: where they stood before the latest results change. */
  previousRanks: (number | null)[];
}

/**
 * The national pool's order and rank (as selectRankedNationalPool) over `players`, rows of
 * (id, username, points, previous_rank), as columns in one JSON text: the leaderboard cache
 * reads the whole pool every few seconds, and 100,000 rows parsed into objects one by one (and
 * mapped by Drizzle) cost the event loop a quarter of a second on a slow core each time, while
 * the leaderboard is being served (bench/leaderboard). One JSON.parse of a few arrays is native
 * and takes a few milliseconds. Scoring ranks the rows it has just written with it
 * (docs/decisions/062-incremental-scoring.md).
 */
export function rankedPoolJson(players: SQL): SQL {
  return sql`
    select json_build_object(
      'ids', coalesce(json_agg(ranked.id order by ranked.ord), '[]'),
      'usernames', coalesce(json_agg(ranked.username order by ranked.ord), '[]'),
      'points', coalesce(json_agg(ranked.points order by ranked.ord), '[]'),
      'ranks', coalesce(json_agg(ranked.rank order by ranked.ord), '[]'),
      'previousRanks', coalesce(json_agg(ranked.previous_rank order by ranked.ord), '[]')
    )::text as pool
    from (
      select players.id, players.username, players.points, players.previous_rank,
        rank() over (order by players.points desc) as rank,
        row_number() over (
          order by players.points desc, lower(players.username) collate "C", players.id
        ) as ord
      from (${players}) as players
    ) ranked`;
}

/** The national pool of an election as ranked columns (rankedPoolJson over the stored scores). */
export async function selectNationalPoolColumns(
  db: DbOrTx,
  electionId: number,
  withScores = true,
): Promise<NationalPoolColumns> {
  // -1 never matches a serial id: without its scores everyone has 0 and the order is by name.
  const scoresOf = withScores ? electionId : -1;
  const result = await db.execute<{ pool: string }>(
    rankedPoolJson(sql`
      select ${users.id} as id, ${users.username} as username,
        coalesce(${scores.totalPoints}, 0) as points, ${scores.previousRank} as previous_rank
      from ${predictions}
        join ${users} on ${users.id} = ${predictions.userId}
        left join ${scores} on ${scores.userId} = ${predictions.userId}
          and ${scores.electionId} = ${scoresOf}
      where ${predictions.electionId} = ${electionId}`),
  );
  return JSON.parse(result.rows[0]!.pool) as NationalPoolColumns;
}

/** E-mail addresses of the given users (the admin view of a leaderboard page). */
export function selectEmails(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
}

export async function countSubleaguesOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subleagueMembers)
    .where(eq(subleagueMembers.userId, userId));
  return row?.n ?? 0;
}

export type SubleagueRow = typeof subleagues.$inferSelect;

/** The sub-leagues the user is a member of, oldest first. */
export function selectSubleaguesOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: subleagues.id,
      name: subleagues.name,
      creatorId: subleagues.creatorId,
      inviteCode: subleagues.inviteCode,
      createdAt: subleagues.createdAt,
    })
    .from(subleagueMembers)
    .innerJoin(subleagues, eq(subleagues.id, subleagueMembers.subleagueId))
    .where(eq(subleagueMembers.userId, userId))
    .orderBy(asc(subleagues.id));
}

/**
 * Every member of the given sub-leagues with their points in the election (null election: no
 * election, or one whose points players may not see yet: everyone 0), by points descending,
 * then username.
 */
export function selectMembersOf(db: DbOrTx, subleagueIds: number[], electionId: number | null) {
  if (subleagueIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      subleagueId: subleagueMembers.subleagueId,
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      showRealName: users.showRealName,
      points: pointsOf,
    })
    .from(subleagueMembers)
    .innerJoin(users, eq(users.id, subleagueMembers.userId))
    .leftJoin(
      scores,
      and(
        eq(scores.userId, subleagueMembers.userId),
        // -1 never matches a serial id: without an active election nobody has points.
        eq(scores.electionId, electionId ?? -1),
      ),
    )
    .where(inArray(subleagueMembers.subleagueId, subleagueIds))
    .orderBy(desc(pointsOf), usernameOrder, asc(users.id));
}

export async function insertSubleague(
  db: DbOrTx,
  values: { name: string; creatorId: number; inviteCode: string },
): Promise<SubleagueRow> {
  const [row] = await db.insert(subleagues).values(values).returning();
  return row!;
}

export async function findSubleagueByCode(
  db: DbOrTx,
  inviteCode: string,
): Promise<SubleagueRow | undefined> {
  const [row] = await db.select().from(subleagues).where(eq(subleagues.inviteCode, inviteCode));
  return row;
}

/**
 * The public face of an invite: the sub-league's name, its creator's username and how many
 * members it has — nothing about anyone else.
 */
export async function findInvitePreview(db: DbOrTx, inviteCode: string) {
  const [row] = await db
    .select({
      name: subleagues.name,
      creatorUsername: users.username,
      memberCount:
        sql<number>`(select count(*) from ${subleagueMembers} where ${subleagueMembers.subleagueId} = ${subleagues.id})`.mapWith(
          Number,
        ),
    })
    .from(subleagues)
    .innerJoin(users, eq(users.id, subleagues.creatorId))
    .where(eq(subleagues.inviteCode, inviteCode));
  return row;
}

/** Renames a sub-league; the row after the change. */
export async function updateSubleagueName(
  db: DbOrTx,
  id: number,
  name: string,
): Promise<SubleagueRow | undefined> {
  const [row] = await db.update(subleagues).set({ name }).where(eq(subleagues.id, id)).returning();
  return row;
}

export async function findSubleagueById(db: DbOrTx, id: number): Promise<SubleagueRow | undefined> {
  const [row] = await db.select().from(subleagues).where(eq(subleagues.id, id));
  return row;
}

/** Adds a member; false when the user was a member already (a repeat join changes nothing). */
export async function insertMember(
  db: DbOrTx,
  subleagueId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .insert(subleagueMembers)
    .values({ subleagueId, userId })
    .onConflictDoNothing()
    .returning({ userId: subleagueMembers.userId });
  return rows.length > 0;
}

/** Removes a member; false when the user was not a member. */
export async function deleteMember(
  db: DbOrTx,
  subleagueId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .delete(subleagueMembers)
    .where(and(eq(subleagueMembers.subleagueId, subleagueId), eq(subleagueMembers.userId, userId)))
    .returning({ userId: subleagueMembers.userId });
  return rows.length > 0;
}

export async function isMember(db: DbOrTx, subleagueId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: subleagueMembers.userId })
    .from(subleagueMembers)
    .where(and(eq(subleagueMembers.subleagueId, subleagueId), eq(subleagueMembers.userId, userId)));
  return rows.length > 0;
}

/**
 * What the completeness rule (docs/decisions/019-prediction-completeness.md) needs of each user's
 * prediction for the election: counts and ids only. Nothing of the content leaves the leagues
 * module but a yes or no per member.
 */
export function selectPredictionProgress(db: DbOrTx, userIds: number[], electionId: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  const idsOf = (table: typeof biggestPartyPredictions | typeof turnoutPredictions) =>
    sql<
      number[]
    >`coalesce((select array_agg(${table.municipalityId}) from ${table} where ${table.predictionId} = ${predictions.id}), '{}')`;
  return db
    .select({
      userId: predictions.userId,
      seatCount: elections.seatCount,
      seatsAssigned:
        sql<number>`(select count(*) from ${seatPredictions} where ${seatPredictions.predictionId} = ${predictions.id} and ${seatPredictions.seatNumber} < ${elections.seatCount})`.mapWith(
          Number,
        ),
      hasFirstMunicipality: sql<boolean>`${predictions.firstMunicipalityId} is not null`,
      hasNationalTurnout: sql<boolean>`${predictions.countryTurnoutTenths} is not null`,
      hasJoker: sql<boolean>`${predictions.captainPartyId} is not null`,
      biggestPartyIds: idsOf(biggestPartyPredictions),
      turnoutIds: idsOf(turnoutPredictions),
    })
    .from(predictions)
    .innerJoin(elections, eq(elections.id, predictions.electionId))
    .where(and(eq(predictions.electionId, electionId), inArray(predictions.userId, userIds)));
}

/** The municipalities played in the election (their turnout and biggest party are asked). */
export async function selectPlayedMunicipalityIds(
  db: DbOrTx,
  electionId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: electionMunicipalities.municipalityId })
    .from(electionMunicipalities)
    .where(eq(electionMunicipalities.electionId, electionId));
  return rows.map((row) => row.id);
}

/** A new invite code; the row after the change. */
export async function updateInviteCode(
  db: DbOrTx,
  id: number,
  inviteCode: string,
): Promise<SubleagueRow | undefined> {
  const [row] = await db
    .update(subleagues)
    .set({ inviteCode })
    .where(eq(subleagues.id, id))
    .returning();
  return row;
}

/** Deletes a sub-league with its memberships; the members' addresses and usernames first. */
export async function deleteSubleagueWithMembers(db: DbOrTx, id: number) {
  const members = await db
    .select({
      userId: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
    })
    .from(subleagueMembers)
    .innerJoin(users, eq(users.id, subleagueMembers.userId))
    .where(eq(subleagueMembers.subleagueId, id));
  await db.delete(subleagueMembers).where(eq(subleagueMembers.subleagueId, id));
  const deleted = await db
    .delete(subleagues)
    .where(eq(subleagues.id, id))
    .returning({ id: subleagues.id });
  return deleted.length > 0 ? members : undefined;
}
