import {
  LEAGUE_ERROR_CODES,
  type MarkRankSeenBody,
  type RankScope,
  type RankSeen,
} from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import { NATIONAL_RANK_SCOPE } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { findActiveElection } from '../elections/elections.repo';
import {
  findRankSeen,
  isSubleagueMember,
  upsertRankSeen,
  type RankSeenRow,
} from './rank-seen.repo';

/*
 * The ranks a player was last shown, per table of the active election (docs/decisions/060-rank-movement-since-last-seen.md).
 * Written only when a page says it has shown them (POST), never on a read: a live refresh or
 * a second tab must not wipe out the movement the player has not seen yet.
 */

export const RANK_SCOPE_NOT_A_MEMBER_MESSAGE = 'Je bent geen lid van deze subpoule.';

/** A sub-league's table is its members' only; an unknown one answers the same 404. */
async function scopeOf(db: Db, viewer: AuthUser, scope: RankScope): Promise<number> {
  if (scope === 'national') return NATIONAL_RANK_SCOPE;
  if (!(await isSubleagueMember(db, scope, viewer.id))) {
    throw new NotFoundError(RANK_SCOPE_NOT_A_MEMBER_MESSAGE, LEAGUE_ERROR_CODES.notAMember);
  }
  return scope;
}

function toRankSeen(scope: RankScope, electionId: number | null, row?: RankSeenRow): RankSeen {
  return {
    scope,
    election_id: electionId,
    seen_at: row?.seenAt.toISOString() ?? null,
    ranks: Object.entries(row?.ranks ?? {})
      .map(([user, rank]) => ({ user: Number(user), rank }))
      .sort((a, b) => a.rank - b.rank || a.user - b.user),
  };
}

export async function getRankSeen(db: Db, viewer: AuthUser, scope: RankScope): Promise<RankSeen> {
  const stored = await scopeOf(db, viewer, scope);
  const election = await findActiveElection(db);
  if (!election) return toRankSeen(scope, null);
  return toRankSeen(scope, election.id, await findRankSeen(db, viewer.id, election.id, stored));
}

export async function markRankSeen(
  db: Db,
  viewer: AuthUser,
  body: MarkRankSeenBody,
): Promise<RankSeen> {
  const stored = await scopeOf(db, viewer, body.scope);
  const election = await findActiveElection(db);
  if (!election) throw new NotFoundError('Er is nu geen verkiezing.', 'no_active_election');
  const ranks = Object.fromEntries(body.ranks.map((entry) => [String(entry.user), entry.rank]));
  const row = await upsertRankSeen(db, {
    userId: viewer.id,
    electionId: election.id,
    scope: stored,
    ownRank: ranks[String(viewer.id)] ?? null,
    ranks,
  });
  return toRankSeen(body.scope, election.id, row);
}
