import type { FastifyBaseLogger } from 'fastify';
import {
  CHANGE_PASSWORD_MESSAGES,
  DELETE_ACCOUNT_MESSAGES,
  EMAIL_UNCHANGEABLE_MESSAGE,
  FRESH_SOCIAL_SIGN_IN_MINUTES,
  PASSWORD_MESSAGES,
  foldEmail,
  fromTenths,
  resultsVisibleToPlayers,
  type ChangePasswordResponse,
  type DataExport,
  type DeleteAccountResponse,
  type ReminderKind,
  type User,
} from '@zetelpoule/shared';
import { AppError, ConflictError, UnauthorizedError, ValidationError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Mailer } from '../../plugins/mail';
import { isUniqueViolation } from '../../db/errors';
import * as authRepo from '../auth/auth.repo';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import type { AuthDeps, AuthService } from '../auth/auth.service';
import { toUserView } from '../auth/user-view';
import { accountDeletedMail } from './profile.mails';
import * as repo from './profile.repo';
import { greetingName } from '../../lib/greeting-name';

export const PROFILE_MESSAGES = {
  passwordChanged: 'Je wachtwoord is gewijzigd.',
} as const;

const MINUTE_MS = 60_000;

/** What a deletion did, for the caller to act on after the commit (caches, log). */
export interface DeletedAccount {
  userId: number;
  handedOver: { subleagueId: number; toUserId: number }[];
  removedSubleagues: number[];
}

export function createProfileService(
  deps: Pick<AuthDeps, 'db' | 'now'> & {
    auth: AuthService;
    mailer: Mailer;
    publicUrl: string;
    log: FastifyBaseLogger;
  },
) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function loadUser(userId: number) {
    const user = await authRepo.findUserById(db, userId);
    // The access token outlived the account (deleted meanwhile).
    if (!user) throw new UnauthorizedError(AUTH_MESSAGES.userGone);
    return user;
  }

  return {
    async getProfile(userId: number): Promise<User> {
      return toUserView(db, await loadUser(userId));
    },

    /** Names and username are checked as at registration; the e-mail cannot change. */
    async updateProfile(
      userId: number,
      body: {
        first_name: string;
        last_name: string;
        username: string;
        email?: string | undefined;
        avatar?: string | null | undefined;
        show_real_name?: boolean | undefined;
      },
    ): Promise<User> {
      const user = await loadUser(userId);
      if (body.email !== undefined && foldEmail(body.email) !== user.emailKey) {
        throw ValidationError.field('email', EMAIL_UNCHANGEABLE_MESSAGE);
      }
      const taken = () =>
        new ConflictError({ username: [AUTH_MESSAGES.usernameTaken] }, AUTH_MESSAGES.usernameTaken);
      if (await authRepo.isUsernameTaken(db, body.username, userId)) throw taken();
      try {
        const updated = await authRepo.updateUser(db, userId, {
          firstName: body.first_name,
          lastName: body.last_name,
          username: body.username,
          ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
          ...(body.show_real_name === undefined ? {} : { showRealName: body.show_real_name }),
        });
        // Deleted between loadUser and the update: the same answer as a vanished account.
        if (!updated) throw new UnauthorizedError(AUTH_MESSAGES.userGone);
        return toUserView(db, updated);
      } catch (err) {
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
    },

    /**
     * Only with a usable password. Every other session is signed out (a changed
     * password often means a suspected intruder); this one continues with fresh tokens.
     */
    async changePassword(
      userId: number,
      oldPassword: string,
      newPassword: string,
    ): Promise<ChangePasswordResponse> {
      const user = await loadUser(userId);
      if (!user.passwordHash) {
        throw new AppError(400, 'no_usable_password', CHANGE_PASSWORD_MESSAGES.noUsablePassword);
      }
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw ValidationError.field('old_password', CHANGE_PASSWORD_MESSAGES.wrongOldPassword);
      }
      const passwordHash = await hashPassword(newPassword);
      const tokens = await db.transaction(async (tx) => {
        await authRepo.updateUser(tx, userId, { passwordHash });
        await authRepo.revokeAllRefreshTokens(tx, userId, new Date());
        // Every access token issued so far ends too; the new pair carries the new version.
        await deps.auth.endAccessTokens(tx, userId);
        return deps.auth.issueSession(tx, userId);
      });
      deps.auth.forgetEndedTokens(userId);
      return { success: true, message: PROFILE_MESSAGES.passwordChanged, ...tokens };
    },

    /** The right of access: everything stored about the player, in one document. */
    async exportData(userId: number): Promise<DataExport> {
      const user = await loadUser(userId);
      const [
        social,
        predictionRows,
        scoreRows,
        memberships,
        created,
        mailSwitches,
        deliveries,
        nudgesReceived,
        nudgesSent,
      ] = await Promise.all([
        repo.selectSocialAccounts(db, userId),
        repo.selectPredictions(db, userId),
        repo.selectScores(db, userId),
        repo.selectMemberships(db, userId),
        repo.selectCreatedSubleagues(db, userId),
        repo.findMailPreferences(db, userId),
        repo.selectReminderDeliveries(db, userId),
        repo.selectNudges(db, userId, 'recipient'),
        repo.selectNudges(db, userId, 'sender'),
      ]);
      const predictionIds = predictionRows.map((p) => p.id);
      const [seats, turnout, biggest] = await Promise.all([
        repo.selectSeatPredictions(db, predictionIds),
        repo.selectTurnoutPredictions(db, predictionIds),
        repo.selectBiggestPartyPredictions(db, predictionIds),
      ]);
      return {
        exported_at: now().toISOString(),
        profile: {
          id: user.id,
          username: user.username,
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
          avatar: user.avatar,
          show_real_name: user.showRealName,
          is_email_verified: user.isEmailVerified,
          is_staff: user.isStaff,
          is_superuser: user.isSuperuser,
          date_joined: user.dateJoined.toISOString(),
        },
        sign_in_methods: {
          password: user.passwordHash !== null,
          social: social.map((s) => ({
            provider: s.provider,
            linked_at: s.linkedAt.toISOString(),
          })),
        },
        mail_preferences: {
          deadline: mailSwitches?.deadline ?? true,
          results: mailSwitches?.results ?? true,
          nudges: mailSwitches?.nudges ?? true,
          updated_at: mailSwitches?.updatedAt.toISOString() ?? null,
        },
        reminder_deliveries: deliveries.map((d) => ({
          election: { id: d.electionId, name: d.electionName },
          kind: d.kind as ReminderKind,
          claimed_at: d.claimedAt.toISOString(),
          sent_at: d.sentAt?.toISOString() ?? null,
        })),
        nudges: {
          received: nudgesReceived.map(exportedNudge),
          sent: nudgesSent.map(exportedNudge),
        },
        predictions: predictionRows.map((p) => ({
          election: {
            id: p.electionId,
            name: p.electionName,
            election_date: p.electionDate.toISOString(),
          },
          name: p.name,
          is_active: p.isActive,
          created_at: p.createdAt.toISOString(),
          updated_at: p.updatedAt.toISOString(),
          country_turnout:
            p.countryTurnoutTenths === null ? null : fromTenths(p.countryTurnoutTenths),
          first_municipality: p.firstMunicipality,
          captain_party: p.captainParty,
          seats: seats
            .filter((s) => s.predictionId === p.id)
            .map((s) => ({ seat_number: s.seatNumber, party_id: s.partyId, party: s.party })),
          turnout: turnout
            .filter((t) => t.predictionId === p.id)
            .map((t) => ({ municipality: t.municipality, turnout: fromTenths(t.turnoutTenths) })),
          biggest_party: biggest
            .filter((b) => b.predictionId === p.id)
            .map((b) => ({ municipality: b.municipality, party: b.party })),
        })),
        // Points of an election still open would reveal its results (docs/decisions/050-results-before-the-deadline.md).
        scores: scoreRows
          .filter((s) => resultsVisibleToPlayers(s, new Date()))
          .map((s) => ({
            election: { id: s.electionId, name: s.electionName },
            seat_points: s.seatPoints,
            captain_bonus_points: s.captainBonusPoints,
            top3_parties_points: s.top3PartiesPoints,
            municipality_selection_points: s.municipalitySelectionPoints,
            turnout_points: s.turnoutPoints,
            biggest_party_points: s.biggestPartyPoints,
            country_turnout_points: s.countryTurnoutPoints,
            total_points: s.totalPoints,
            calculated_at: s.calculatedAt.toISOString(),
          })),
        subleague_memberships: memberships.map((m) => ({
          id: m.id,
          name: m.name,
          joined_at: m.joinedAt.toISOString(),
          is_creator: m.creatorId === userId,
        })),
        created_subleagues: created.map((c) => ({
          id: c.id,
          name: c.name,
          created_at: c.createdAt.toISOString(),
          member_count: c.memberCount,
        })),
      };
    },

    /**
     * The right to erasure. The player proves it is them: the password, or — for an account
     * without one — a sign-in with a provider at most FRESH_SOCIAL_SIGN_IN_MINUTES ago. Then, in
     * one transaction, every row of the player goes; a sub-league they created passes to its
     * longest-standing other member, or goes when no one else is in it
     * (docs/decisions/016-real-names-and-account-deletion.md).
     */
    async deleteAccount(
      userId: number,
      password: string | undefined,
    ): Promise<{ response: DeleteAccountResponse; deleted: DeletedAccount }> {
      const user = await loadUser(userId);
      if (user.passwordHash !== null) {
        if (password === undefined)
          throw ValidationError.field('password', PASSWORD_MESSAGES.required);
        if (!(await verifyPassword(user.passwordHash, password))) {
          throw ValidationError.field('password', DELETE_ACCOUNT_MESSAGES.wrongPassword);
        }
      } else {
        const lastSocial = await repo.findLastSocialSignIn(db, userId);
        const freshSince = now().getTime() - FRESH_SOCIAL_SIGN_IN_MINUTES * MINUTE_MS;
        if (!lastSocial || lastSocial.getTime() < freshSince) {
          throw new AppError(
            403,
            'fresh_sign_in_required',
            DELETE_ACCOUNT_MESSAGES.socialSignInNeeded,
          );
        }
      }

      const deleted = await db.transaction(async (tx) => {
        // Gone meanwhile (a parallel deletion): the same answer as for a vanished account.
        if (!(await repo.lockUser(tx, userId))) throw new UnauthorizedError(AUTH_MESSAGES.userGone);
        const result: DeletedAccount = { userId, handedOver: [], removedSubleagues: [] };
        for (const league of await repo.lockCreatedSubleagues(tx, userId)) {
          const heir = await repo.findLongestStandingMember(tx, league.id, userId);
          if (heir === undefined) {
            await repo.deleteSubleague(tx, league.id);
            result.removedSubleagues.push(league.id);
          } else {
            await repo.setSubleagueCreator(tx, league.id, heir);
            result.handedOver.push({ subleagueId: league.id, toUserId: heir });
          }
        }
        await repo.deleteUserRows(tx, userId);
        return result;
      });

      try {
        await deps.mailer.send(accountDeletedMail(user.email, greetingName(user), deps.publicUrl));
      } catch (err) {
        // The account is gone either way; a lost confirmation must not turn that into an error.
        log.error({ err, userId }, 'account deletion mail could not be sent');
      }
      return { response: { success: true, message: DELETE_ACCOUNT_MESSAGES.deleted }, deleted };
    },
  };
}

function exportedNudge(nudge: {
  subleagueId: number;
  subleagueName: string;
  day: string;
  createdAt: Date;
}) {
  return {
    subleague: { id: nudge.subleagueId, name: nudge.subleagueName },
    day: nudge.day,
    created_at: nudge.createdAt.toISOString(),
  };
}
