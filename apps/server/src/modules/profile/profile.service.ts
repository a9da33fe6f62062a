import {
  CHANGE_PASSWORD_MESSAGES,
  EMAIL_UNCHANGEABLE_MESSAGE,
  type ChangePasswordResponse,
  type User,
} from '@zetelpoule/shared';
import { AppError, ConflictError, UnauthorizedError, ValidationError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import * as authRepo from '../auth/auth.repo';
import {
  AUTH_MESSAGES,
  isUniqueViolation,
  toUserView,
  type AuthDeps,
  type AuthService,
} from '../auth/auth.service';

export const PROFILE_MESSAGES = {
  passwordChanged: 'Je wachtwoord is gewijzigd.',
} as const;

export function createProfileService(deps: Pick<AuthDeps, 'db'> & { auth: AuthService }) {
  const { db } = deps;

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

    /** SPEC §5: names and username are checked as at registration; the e-mail cannot change. */
    async updateProfile(
      userId: number,
      body: {
        first_name: string;
        last_name: string;
        username: string;
        email?: string | undefined;
        avatar?: string | null | undefined;
      },
    ): Promise<User> {
      const user = await loadUser(userId);
      if (
        body.email !== undefined &&
        body.email.trim().toLowerCase() !== user.email.toLowerCase()
      ) {
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
        });
        return toUserView(db, updated!);
      } catch (err) {
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
    },

    /**
     * SPEC §6: only with a usable password. Every other session is signed out (a changed
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
        return deps.auth.issueSession(tx, userId);
      });
      return { success: true, message: PROFILE_MESSAGES.passwordChanged, ...tokens };
    },
  };
}
