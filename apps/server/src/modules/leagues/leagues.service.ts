import { randomBytes } from 'node:crypto';
import {
  INVITE_CODE_PATTERN,
  LEAGUE_ERROR_CODES,
  type InvitePreview,
  type JoinSubleagueResponse,
  type LeaderboardEntry,
  type LeaderboardPage,
  type LeaderboardQuery,
  type LeagueStats,
  type LeaveSubleagueResponse,
  type Subleague,
} from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../errors';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import { findActiveElection } from '../elections/elections.repo';
import {
  countSubleaguesOf,
  deleteMember,
  findSubleagueByCode,
  findInvitePreview,
  findSubleagueById,
  insertMember,
  insertSubleague,
  isMember,
  selectEmails,
  selectMembersOf,
  selectSubleaguesOf,
  updateSubleagueName,
  type SubleagueRow,
} from './leagues.repo';
import type { NationalPool, SingleFlightCache } from './national-pool';

export const INVITE_INVALID_MESSAGE = 'Deze uitnodigingslink is ongeldig of verlopen.';
export const NOT_A_MEMBER_MESSAGE = 'Je bent geen lid van deze subpoule.';
export const CREATOR_CANNOT_LEAVE_MESSAGE = 'Als aanmaker kun je je eigen subpoule niet verlaten.';
export const NOT_CREATOR_MESSAGE = 'Alleen de aanmaker kan de naam van de subpoule wijzigen.';

/**
 * 18 random bytes = 144 bits, written as 24 base64url characters: not guessable, not derived
 * from the id, so codes cannot be enumerated. (A collision is as likely as guessing one; the
 * unique index would refuse it rather than share a league.)
 */
const INVITE_CODE_BYTES = 18;

export function newInviteCode(): string {
  return randomBytes(INVITE_CODE_BYTES).toString('base64url');
}

export function inviteLink(publicUrl: string, code: string): string {
  return `${publicUrl}/league/join/${code}`;
}

export interface LeagueContext {
  db: Db;
  pool: SingleFlightCache<NationalPool>;
  publicUrl: string;
}

/* ---------- National leaderboard and stats (from the in-memory pool) ---------- */

/**
 * A page of the national pool. `email` only on the viewer's own row (their current address),
 * or on every row for an admin (DESIGN §8). Players are their username here, never their real
 * name: the pool is open to every player (docs/decisions/016).
 */
export async function getLeaderboardPage(
  ctx: LeagueContext,
  viewer: AuthUser,
  { page, page_size: pageSize }: LeaderboardQuery,
): Promise<LeaderboardPage> {
  const pool = await ctx.pool.get();
  const start = Math.min((page - 1) * pageSize, pool.count);
  const end = Math.min(start + pageSize, pool.count);
  const results: LeaderboardEntry[] = [];
  for (let i = start; i < end; i++) {
    const id = pool.ids[i]!;
    const username = pool.usernames[i]!;
    results.push({
      id,
      username,
      display_name: username,
      full_name: '',
      email: id === viewer.id ? viewer.email : null,
      total_points: pool.points[i]!,
      rank: pool.ranks[i]!,
    });
  }
  if (isAdmin(viewer) && results.length > 0) {
    const emails = new Map(
      (
        await selectEmails(
          ctx.db,
          results.map((r) => r.id),
        )
      ).map((u) => [u.id, u.email]),
    );
    for (const row of results) row.email = emails.get(row.id) ?? null;
  }
  return {
    results,
    count: pool.count,
    has_next: end < pool.count,
    is_final: pool.isFinal,
    election_name: pool.electionName,
  };
}

export async function getLeagueStats(ctx: LeagueContext, viewer: AuthUser): Promise<LeagueStats> {
  const [pool, subleaguesCount] = await Promise.all([
    ctx.pool.get(),
    countSubleaguesOf(ctx.db, viewer.id),
  ]);
  const position = pool.positionById.get(viewer.id);
  return {
    global_rank: position === undefined ? null : pool.ranks[position]!,
    global_points: position === undefined ? 0 : pool.points[position]!,
    subleagues_count: subleaguesCount,
  };
}

/* ---------- Sub-leagues (read live: they are small) ---------- */

/**
 * A co-member's real name, only if they allow it (docs/decisions/016). Every caller of
 * subleagueViews is a member of the leagues it shows, so the viewer is a co-member.
 */
function memberFullName(member: {
  firstName: string;
  lastName: string;
  showRealName: boolean;
}): string | null {
  if (!member.showRealName) return null;
  return `${member.firstName} ${member.lastName}`.trim() || null;
}

async function subleagueViews(
  ctx: LeagueContext,
  viewer: AuthUser,
  leagues: Pick<SubleagueRow, 'id' | 'name' | 'creatorId' | 'inviteCode'>[],
): Promise<Subleague[]> {
  const election = await findActiveElection(ctx.db);
  const members = await selectMembersOf(
    ctx.db,
    leagues.map((l) => l.id),
    election?.id ?? null,
  );
  return leagues.map((league) => {
    const own = members.filter((m) => m.subleagueId === league.id);
    return {
      id: league.id,
      name: league.name,
      creator: league.creatorId,
      user_points: own.find((m) => m.userId === viewer.id)?.points ?? 0,
      member_count: own.length,
      members: own.map((m) => ({
        user: m.userId,
        user_name: m.username,
        full_name: memberFullName(m),
        points: m.points,
      })),
      invite_link: inviteLink(ctx.publicUrl, league.inviteCode),
    };
  });
}

export async function listSubleagues(ctx: LeagueContext, viewer: AuthUser): Promise<Subleague[]> {
  return subleagueViews(ctx, viewer, await selectSubleaguesOf(ctx.db, viewer.id));
}

/** SPEC §4: the creator becomes a member at once; both rows or neither. */
export async function createSubleague(
  ctx: LeagueContext,
  viewer: AuthUser,
  name: string,
): Promise<Subleague> {
  const league = await ctx.db.transaction(async (tx) => {
    const created = await insertSubleague(tx, {
      name,
      creatorId: viewer.id,
      inviteCode: newInviteCode(),
    });
    await insertMember(tx, created.id, viewer.id);
    return created;
  });
  const [view] = await subleagueViews(ctx, viewer, [league]);
  return view!;
}

/**
 * Issue 9: what a logged-out visitor of an invite link sees. Unknown and malformed codes get
 * the same 404 as a failed join.
 */
export async function getInvitePreview(
  ctx: Pick<LeagueContext, 'db'>,
  code: string,
): Promise<InvitePreview> {
  const preview = INVITE_CODE_PATTERN.test(code)
    ? await findInvitePreview(ctx.db, code)
    : undefined;
  if (!preview) throw new NotFoundError(INVITE_INVALID_MESSAGE, LEAGUE_ERROR_CODES.inviteInvalid);
  const election = await findActiveElection(ctx.db);
  return {
    name: preview.name,
    creator_username: preview.creatorUsername,
    member_count: preview.memberCount,
    election_name: election?.name ?? null,
    predictions_deadline: election?.predictionsDeadline.toISOString() ?? null,
  };
}

/**
 * Issue 9: only the creator renames. A sub-league the player is not in gets the 404 of leave,
 * so ids reveal nothing; a member who is not the creator gets a 403.
 */
export async function renameSubleague(
  ctx: LeagueContext,
  viewer: AuthUser,
  subleagueId: number,
  name: string,
): Promise<Subleague> {
  const league = await findSubleagueById(ctx.db, subleagueId);
  if (!league || !(await isMember(ctx.db, league.id, viewer.id))) {
    throw new NotFoundError(NOT_A_MEMBER_MESSAGE, LEAGUE_ERROR_CODES.notAMember);
  }
  if (league.creatorId !== viewer.id) {
    throw new ForbiddenError(NOT_CREATOR_MESSAGE, LEAGUE_ERROR_CODES.notCreator);
  }
  const renamed = await updateSubleagueName(ctx.db, league.id, name);
  if (!renamed) throw new NotFoundError(NOT_A_MEMBER_MESSAGE, LEAGUE_ERROR_CODES.notAMember);
  const [view] = await subleagueViews(ctx, viewer, [renamed]);
  return view!;
}

/** Joining twice is harmless: the second answer says so and changes nothing. */
export async function joinSubleague(
  ctx: LeagueContext,
  viewer: AuthUser,
  code: string,
): Promise<JoinSubleagueResponse> {
  const league = INVITE_CODE_PATTERN.test(code)
    ? await findSubleagueByCode(ctx.db, code)
    : undefined;
  if (!league) throw new NotFoundError(INVITE_INVALID_MESSAGE, LEAGUE_ERROR_CODES.inviteInvalid);
  const joined = await insertMember(ctx.db, league.id, viewer.id);
  const [view] = await subleagueViews(ctx, viewer, [league]);
  return {
    message: joined ? `Je neemt nu deel aan ${league.name}.` : `Je bent al lid van ${league.name}.`,
    already_member: !joined,
    subleague: view!,
  };
}

/**
 * SPEC §6: the creator cannot leave. An unknown sub-league and one the player is not in get the
 * same 404, so ids reveal nothing.
 */
export async function leaveSubleague(
  ctx: LeagueContext,
  viewer: AuthUser,
  subleagueId: number,
): Promise<LeaveSubleagueResponse> {
  const league = await findSubleagueById(ctx.db, subleagueId);
  if (!league || !(await isMember(ctx.db, league.id, viewer.id))) {
    throw new NotFoundError(NOT_A_MEMBER_MESSAGE, LEAGUE_ERROR_CODES.notAMember);
  }
  if (league.creatorId === viewer.id) {
    throw new ForbiddenError(CREATOR_CANNOT_LEAVE_MESSAGE, LEAGUE_ERROR_CODES.creatorCannotLeave);
  }
  if (!(await deleteMember(ctx.db, league.id, viewer.id))) {
    // Left in a parallel request between the check and the delete.
    throw new NotFoundError(NOT_A_MEMBER_MESSAGE, LEAGUE_ERROR_CODES.notAMember);
  }
  return { message: `Je hebt ${league.name} verlaten.`, subleague_id: league.id };
}
