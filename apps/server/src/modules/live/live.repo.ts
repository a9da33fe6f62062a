import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyResults,
  elections,
  seatResults,
  turnoutResults,
  users,
} from '../../db/schema';

/*
 * The SQL of the live module. Every read here runs once per change for a whole
 * instance, never once per connected player.
 */

export interface LiveElectionRow {
  id: number;
  predictionsDeadline: Date;
  isFinal: boolean;
  resultsUpdatedAt: Date | null;
  scoresCalculatedAt: Date | null;
  hasAnyResult: boolean;
}

const hasRows = (table: typeof seatResults | typeof turnoutResults | typeof biggestPartyResults) =>
  sql`exists (select 1 from ${table} where ${table.electionId} = ${elections.id})`;

/** The active election with what its results status is derived from, in one query. */
export async function findLiveElection(db: DbOrTx): Promise<LiveElectionRow | undefined> {
  const [row] = await db
    .select({
      id: elections.id,
      predictionsDeadline: elections.predictionsDeadline,
      isFinal: elections.isFinal,
      resultsUpdatedAt: elections.resultsUpdatedAt,
      scoresCalculatedAt: elections.scoresCalculatedAt,
      hasAnyResult: sql<boolean>`(
        ${elections.countryTurnoutTenths} is not null
        or ${elections.firstCountedMunicipalityId} is not null
        or ${hasRows(seatResults)} or ${hasRows(turnoutResults)} or ${hasRows(biggestPartyResults)}
      )`,
    })
    .from(elections)
    .where(eq(elections.isActive, true));
  return row;
}

/** users.token_version of the given players (decision 012); a deleted account has no entry. */
export async function tokenVersionsOf(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  // One int[] parameter, not one placeholder per player: 10,000 connected players would
  // otherwise make a statement of 10,000 bind parameters (bench/live).
  const ids = `{${userIds.map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(sql`${users.id} = any(${ids}::int[])`);
  return new Map(rows.map((row) => [row.id, row.tokenVersion]));
}
