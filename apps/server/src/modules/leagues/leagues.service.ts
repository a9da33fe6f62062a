import { randomBytes } from 'node:crypto';
import {
  isInviteCode,
  resultsVisibleToPlayers,
  LEAGUE_ERROR_CODES,
  type DeleteSubleagueResponse,
  type RemoveMemberResponse,
  type InvitePreview,
  type JoinSubleagueResponse,
  type LeaveSubleagueResponse,
  type Subleague,
} from '@zetelpoule/shared';
import { completeness } from '@zetelpoule/shared/rules/completeness';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import type { Mailer } from '../../plugins/mail';
import type { AuthUser } from '../../plugins/auth';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import { benchmarkStandings } from '../poll-opponents/poll-opponents.service';
import { findActiveElection, findElectionById } from '../elections/elections.repo';
import {
  deleteMember,
  deleteSubleagueWithMembers,
  findSubleagueByCode,
  findInvitePreview,
  findSubleagueById,
  insertMember,
  insertSubleague,
  isMember,
  selectMembersOf,
  selectPlayedMunicipalityIds,
  selectPredictionProgress,
  selectSubleaguesOf,
  updateInviteCode,
  updateSubleagueName,
  type SubleagueRow,
} from './leagues.repo';
import { subleagueDeletedMail } from './leagues.mails';
import type { NationalPool, SingleFlightCache } from './national-pool';
import { greetingName } from '../../lib/greeting-name';

export const INVITE_INVALID_MESSAGE = 'Deze uitnodigingslink is ongeldig of verlopen.';
export const NOT_A_MEMBER_MESSAGE = 'Je bent geen lid van deze subpoule.';
export const CREATOR_CANNOT_LEAVE_MESSAGE = 'Als aanmaker kun je je eigen subpoule niet verlaten.';
export const NOT_CREATOR_MESSAGE = 'Alleen de aanmaker kan de naam van de subpoule wijzigen.';
export const NOT_CREATOR_MANAGE_MESSAGE = 'Alleen de aanmaker kan de subpoule beheren.';
export const CANNOT_REMOVE_CREATOR_MESSAGE =
  'Je kunt jezelf niet verwijderen. Verwijder de subpoule als je wilt stoppen.';
export const MEMBER_NOT_FOUND_MESSAGE = 'Deze speler is geen lid van de subpoule.';

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
  mailer: Mailer;
  log: { error: (details: object, message: string) => void };
}

/*
 * Sub-leagues, read live: they are small. The national leaderboard and stats, served from
 * the in-memory pool, are in leaderboard.service.ts.
 */

/**
 * A co-member's real name, only if they allow it
 * (docs/decisions/016-real-names-and-account-deletion.md). Every caller of subleagueViews is a
 * member of the leagues it shows, so the viewer is a co-member.
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
  electionId?: number,
): Promise<Subleague[]> {
  const election =
    electionId === undefined
      ? await findActiveElection(ctx.db)
      : await findElectionById(ctx.db, electionId);
  if (electionId !== undefined && !election) throw new NotFoundError('Verkiezing niet gevonden.');
  // Before the deadline nobody's points show (docs/decisions/050-results-before-the-deadline.md).
  const scored = election !== undefined && resultsVisibleToPlayers(election, new Date());
  const members = await selectMembersOf(
    ctx.db,
    leagues.map((l) => l.id),
    scored ? election.id : null,
  );
  const complete = election
    ? await completePredictions(ctx.db, [...new Set(members.map((m) => m.userId))], election.id)
    : new Set<number>();
  // The same pinned poll opponents beside every sub-league; never members.
  const benchmarks = scored ? await benchmarkStandings(ctx.db, election.id) : [];
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
        prediction_complete: complete.has(m.userId),
      })),
      invite_link: inviteLink(ctx.publicUrl, league.inviteCode),
      benchmarks,
    };
  });
}

/**
 * The view of a sub-league the viewer must be in. A deletion that commits while the request
 * runs (the creator's of the league, or the viewer's of their account) leaves it without them;
 * then `gone()`, the answer the client acts on, rather than a view of no one (a 500).
 */
async function memberView(
  ctx: LeagueContext,
  viewer: AuthUser,
  league: Pick<SubleagueRow, 'id' | 'name' | 'creatorId' | 'inviteCode'>,
  gone: () => Error,
): Promise<Subleague> {
  const [view] = await subleagueViews(ctx, viewer, [league]);
  if (!view?.members.some((member) => member.user === viewer.id)) throw gone();
  return view;
}

const notAMember = () => new NotFoundError(NOT_A_MEMBER_MESSAGE, LEAGUE_ERROR_CODES.notAMember);
const inviteInvalid = () =>
  new NotFoundError(INVITE_INVALID_MESSAGE, LEAGUE_ERROR_CODES.inviteInvalid);
const accountGone = () => new UnauthorizedError(AUTH_MESSAGES.userGone);

/** The users among `userIds` whose prediction for the election is complete (decision 019). */
async function completePredictions(
  db: Db,
  userIds: number[],
  electionId: number,
): Promise<Set<number>> {
  const [progress, played] = await Promise.all([
    selectPredictionProgress(db, userIds, electionId),
    selectPlayedMunicipalityIds(db, electionId),
  ]);
  const complete = new Set<number>();
  for (const row of progress) {
    const { isComplete } = completeness(
      {
        ...row,
        biggestPartyIds: new Set(row.biggestPartyIds),
        turnoutIds: new Set(row.turnoutIds),
      },
      played,
    );
    if (isComplete) complete.add(row.userId);
  }
  return complete;
}

/** The viewer's sub-leagues, ranked by the active election or, looking back, another one. */
export async function listSubleagues(
  ctx: LeagueContext,
  viewer: AuthUser,
  electionId?: number,
): Promise<Subleague[]> {
  return subleagueViews(ctx, viewer, await selectSubleaguesOf(ctx.db, viewer.id), electionId);
}

/** The creator becomes a member at once; both rows or neither. */
export async function createSubleague(
  ctx: LeagueContext,
  viewer: AuthUser,
  name: string,
): Promise<Subleague> {
  const league = await ctx.db
    .transaction(async (tx) => {
      const created = await insertSubleague(tx, {
        name,
        creatorId: viewer.id,
        inviteCode: newInviteCode(),
      });
      await insertMember(tx, created.id, viewer.id);
      return created;
    })
    .catch((err: unknown) => {
      // The account was deleted after its token was checked: nothing was created.
      throw isForeignKeyViolation(err) ? accountGone() : err;
    });
  return memberView(ctx, viewer, league, accountGone);
}

/**
 * What a logged-out visitor of an invite link sees. Unknown and malformed codes get
 * the same 404 as a failed join.
 */
export async function getInvitePreview(
  ctx: Pick<LeagueContext, 'db'>,
  code: string,
  now: Date = new Date(),
): Promise<InvitePreview> {
  const preview = isInviteCode(code) ? await findInvitePreview(ctx.db, code) : undefined;
  if (!preview) throw new NotFoundError(INVITE_INVALID_MESSAGE, LEAGUE_ERROR_CODES.inviteInvalid);
  const election = await findActiveElection(ctx.db);
  return {
    name: preview.name,
    creator_username: preview.creatorUsername,
    member_count: preview.memberCount,
    election_name: election?.name ?? null,
    predictions_deadline: election?.predictionsDeadline.toISOString() ?? null,
    predictions_closed:
      election !== undefined && election !== null && now >= election.predictionsDeadline,
  };
}

/**
 * Only the creator renames. A sub-league the player is not in gets the 404 of leave,
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
    throw notAMember();
  }
  if (league.creatorId !== viewer.id) {
    throw new ForbiddenError(NOT_CREATOR_MESSAGE, LEAGUE_ERROR_CODES.notCreator);
  }
  const renamed = await updateSubleagueName(ctx.db, league.id, name);
  if (!renamed) throw notAMember();
  return memberView(ctx, viewer, renamed, notAMember);
}

/**
 * The sub-league for a management call by its creator. Not a member (or unknown):
 * the 404 of leave, so ids reveal nothing; a member who is not the creator: 403.
 */
async function subleagueManagedBy(ctx: LeagueContext, viewer: AuthUser, subleagueId: number) {
  const league = await findSubleagueById(ctx.db, subleagueId);
  if (!league || !(await isMember(ctx.db, league.id, viewer.id))) {
    throw notAMember();
  }
  if (league.creatorId !== viewer.id) {
    throw new ForbiddenError(NOT_CREATOR_MANAGE_MESSAGE, LEAGUE_ERROR_CODES.notCreator);
  }
  return league;
}

/** A new invite code; the old link stops working at once (404 like any unknown). */
export async function renewInviteCode(
  ctx: LeagueContext,
  viewer: AuthUser,
  subleagueId: number,
): Promise<Subleague> {
  const league = await subleagueManagedBy(ctx, viewer, subleagueId);
  const renewed = await updateInviteCode(ctx.db, league.id, newInviteCode());
  if (!renewed) throw notAMember();
  return memberView(ctx, viewer, renewed, notAMember);
}

/**
 * The creator removes a member. The creator cannot remove themselves (they delete
 * the sub-league instead). A removed player can join again only with the invite link, so a
 * creator who wants someone out for good renews the code too.
 */
export async function removeMember(
  ctx: LeagueContext,
  viewer: AuthUser,
  subleagueId: number,
  userId: number,
): Promise<RemoveMemberResponse> {
  const league = await subleagueManagedBy(ctx, viewer, subleagueId);
  if (userId === league.creatorId) {
    throw new ForbiddenError(CANNOT_REMOVE_CREATOR_MESSAGE, LEAGUE_ERROR_CODES.cannotRemoveCreator);
  }
  if (!(await deleteMember(ctx.db, league.id, userId))) {
    throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE, LEAGUE_ERROR_CODES.notAMember);
  }
  const view = await memberView(ctx, viewer, league, notAMember);
  return { message: 'Het lid is uit de subpoule verwijderd.', subleague: view };
}

/** The creator deletes the sub-league; every other member gets an e-mail. */
export async function deleteSubleague(
  ctx: LeagueContext,
  viewer: AuthUser,
  subleagueId: number,
): Promise<DeleteSubleagueResponse> {
  const league = await subleagueManagedBy(ctx, viewer, subleagueId);
  const members = await ctx.db.transaction((tx) => deleteSubleagueWithMembers(tx, league.id));
  if (!members) throw notAMember();
  for (const member of members) {
    if (member.userId === viewer.id) continue;
    try {
      await ctx.mailer.send(
        subleagueDeletedMail(
          member.email,
          greetingName(member),
          league.name,
          viewer.username,
          ctx.publicUrl,
        ),
      );
    } catch (err) {
      // The sub-league is gone either way; a lost notice must not turn that into an error.
      ctx.log.error({ err, subleagueId: league.id }, 'sub-league deletion mail could not be sent');
    }
  }
  return { message: `De subpoule ${league.name} is verwijderd.`, subleague_id: league.id };
}

/** Joining twice is harmless: the second answer says so and changes nothing. */
export async function joinSubleague(
  ctx: LeagueContext,
  viewer: AuthUser,
  code: string,
): Promise<JoinSubleagueResponse> {
  const league = isInviteCode(code) ? await findSubleagueByCode(ctx.db, code) : undefined;
  if (!league) throw new NotFoundError(INVITE_INVALID_MESSAGE, LEAGUE_ERROR_CODES.inviteInvalid);
  const joined = await insertMember(ctx.db, league.id, viewer.id).catch((err: unknown) => {
    // Deleted by its creator between the lookup and the insert: the invite no longer leads anywhere.
    if (isForeignKeyViolation(err)) throw inviteInvalid();
    throw err;
  });
  // Deleted just after the insert: the cascade took the new membership with it.
  const view = await memberView(ctx, viewer, league, inviteInvalid);
  return {
    message: joined ? `Je neemt nu deel aan ${league.name}.` : `Je bent al lid van ${league.name}.`,
    already_member: !joined,
    subleague: view,
  };
}

/**
 * The creator cannot leave. An unknown sub-league and one the player is not in get the
 * same 404, so ids reveal nothing.
 */
export async function leaveSubleague(
  ctx: LeagueContext,
  viewer: AuthUser,
  subleagueId: number,
): Promise<LeaveSubleagueResponse> {
  const league = await findSubleagueById(ctx.db, subleagueId);
  if (!league || !(await isMember(ctx.db, league.id, viewer.id))) {
    throw notAMember();
  }
  if (league.creatorId === viewer.id) {
    throw new ForbiddenError(CREATOR_CANNOT_LEAVE_MESSAGE, LEAGUE_ERROR_CODES.creatorCannotLeave);
  }
  if (!(await deleteMember(ctx.db, league.id, viewer.id))) {
    // Left in a parallel request between the check and the delete.
    throw notAMember();
  }
  return { message: `Je hebt ${league.name} verlaten.`, subleague_id: league.id };
}
