import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CAPTCHA_MESSAGES,
  LOGIN_ERROR_CODES,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_DAYS,
  RESET_TOKEN_TTL_HOURS,
  VERIFY_TOKEN_TTL_HOURS,
  isTemporaryUsername,
  type LoginResponse,
  type RegisterResponse,
  type Tokens,
  type User,
} from '@zetelpoule/shared';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  AppError,
  ConflictError,
  GoneError,
  UnauthorizedError,
  ValidationError,
} from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Captcha } from '../../plugins/captcha';
import type { Mailer } from '../../plugins/mail';
import * as repo from './auth.repo';
import { AUTH_MESSAGES, PROVIDER_LABELS, isSocialProvider } from './auth.messages';
import { toUserView } from './user-view';
import { passwordResetMail, verificationMail } from './auth.mails';
import { hashToken, newOpaqueToken } from './auth.tokens';
import { greetingName } from '../../lib/greeting-name';

export interface AuthDeps {
  db: Db;
  signAccessToken(userId: number, tokenVersion: number): Promise<string>;
  /** Drops the user from this instance's guard cache, so ended access tokens stop at once. */
  forgetAuthUser?: (userId: number) => void;
  mailer: Mailer;
  captcha: Captcha;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const HOUR_MS = 3_600_000;

// A login for an unknown address still runs one argon2 verify, so the answer takes as long as
// for a known one: response time must not tell which addresses have an account.
let dummyHash: Promise<string> | undefined;
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
}

export function createAuthService(deps: AuthDeps) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** A fresh access token and a refresh token in `family` (a new family for a new sign-in). */
  async function issueSession(
    tx: DbOrTx,
    userId: number,
    family: string = randomUUID(),
  ): Promise<Tokens> {
    const { token, hash } = newOpaqueToken();
    await repo.insertRefreshToken(tx, {
      userId,
      tokenHash: hash,
      family,
      expiresAt: new Date(now().getTime() + REFRESH_TOKEN_TTL_DAYS * 24 * HOUR_MS),
    });
    // Read in the same transaction, so a version raised just before (password change) counts.
    const tokenVersion = (await repo.findTokenVersion(tx, userId)) ?? 0;
    return { access: await deps.signAccessToken(userId, tokenVersion), refresh: token };
  }

  /**
   * Ends every access token of the user within the guard's cache time (decision 012): call
   * inside the transaction that signs out, then `forgetEndedTokens` after it committed.
   */
  async function endAccessTokens(tx: DbOrTx, userId: number): Promise<void> {
    await repo.raiseTokenVersion(tx, userId);
  }

  function forgetEndedTokens(userId: number): void {
    deps.forgetAuthUser?.(userId);
  }

  async function createEmailToken(
    tx: DbOrTx,
    userId: number,
    purpose: repo.EmailTokenPurpose,
  ): Promise<string> {
    const at = now();
    const ttlHours = purpose === 'verify' ? VERIFY_TOKEN_TTL_HOURS : RESET_TOKEN_TTL_HOURS;
    const { token, hash } = newOpaqueToken();
    await tx.transaction(async (inner) => {
      await repo.retireEmailTokens(inner, userId, purpose, at);
      await repo.insertEmailToken(inner, {
        userId,
        purpose,
        tokenHash: hash,
        expiresAt: new Date(at.getTime() + ttlHours * HOUR_MS),
      });
    });
    return token;
  }

  /**
   * Sends a fresh verification link; false when the mail could not be delivered. With an invite
   * code (its shape checked by the contract) the link carries it, so the player who registered
   * from an invite is led back to it after verifying, in any browser (decision 017).
   */
  async function sendVerificationMail(user: repo.UserRow, inviteCode?: string): Promise<boolean> {
    const token = await createEmailToken(db, user.id, 'verify');
    const invite = inviteCode ? `?${new URLSearchParams({ invite: inviteCode }).toString()}` : '';
    const link = `${deps.publicUrl}/verify-email/${token}${invite}`;
    try {
      await deps.mailer.send(verificationMail(user.email, greetingName(user), link));
      return true;
    } catch (err) {
      log.error({ err, userId: user.id }, 'verification mail could not be sent');
      return false;
    }
  }

  async function sendPasswordResetMail(user: repo.UserRow): Promise<void> {
    const token = await createEmailToken(db, user.id, 'reset');
    const link = `${deps.publicUrl}/reset-password/${token}`;
    await deps.mailer.send(passwordResetMail(user.email, greetingName(user), link));
  }

  /**
   * For calls whose answer must not depend on whether the address exists: the mail goes out
   * after the answer, so neither its content nor its timing tells anything.
   */
  function inBackground(what: string, task: () => Promise<unknown>): void {
    task().catch((err: unknown) => log.error({ err }, `${what} failed`));
  }

  async function conflictsFor(email: string, username: string, exceptUserId?: number) {
    const fields: Record<string, string[]> = {};
    const byEmail = await repo.findUserByEmail(db, email);
    if (byEmail && byEmail.id !== exceptUserId) fields.email = [AUTH_MESSAGES.emailTaken];
    if (await repo.isUsernameTaken(db, username, exceptUserId)) {
      fields.username = [AUTH_MESSAGES.usernameTaken];
    }
    return fields;
  }

  return {
    issueSession,
    endAccessTokens,
    forgetEndedTokens,

    async register(body: {
      email: string;
      username: string;
      first_name: string;
      last_name: string;
      password: string;
      captcha_token: string;
      invite_code?: string;
    }): Promise<RegisterResponse> {
      // The captcha first: probing which addresses exist must cost a proof-of-work each time.
      if (!(await deps.captcha.verify(body.captcha_token))) {
        throw new AppError(400, 'captcha_invalid', CAPTCHA_MESSAGES.failed, {
          captcha_token: [CAPTCHA_MESSAGES.failed],
        });
      }
      const conflicts = await conflictsFor(body.email, body.username);
      if (Object.keys(conflicts).length > 0) {
        throw new ConflictError(conflicts, Object.values(conflicts)[0]![0]!);
      }
      const passwordHash = await hashPassword(body.password);
      let user: repo.UserRow;
      try {
        user = await repo.insertUser(db, {
          email: body.email,
          username: body.username,
          firstName: body.first_name,
          lastName: body.last_name,
          passwordHash,
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Someone registered the same address or name between our check and the insert.
        const raced = await conflictsFor(body.email, body.username);
        throw new ConflictError(raced, Object.values(raced)[0]?.[0] ?? AUTH_MESSAGES.conflict);
      }
      const emailSent = await sendVerificationMail(user, body.invite_code);
      return {
        success: true,
        message: emailSent ? AUTH_MESSAGES.registered : AUTH_MESSAGES.registeredMailFailed,
        user_email: user.email,
        email_sent: emailSent,
        verification_required: true,
      };
    },

    /**
     * A wrong address and a wrong password get the same answer; only after the right password
     * does an unverified account hear that it must verify first.
     */
    async login(email: string, password: string): Promise<LoginResponse> {
      const user = await repo.findUserByEmail(db, email);
      let passwordOk = false;
      if (user?.passwordHash) {
        passwordOk = await verifyPassword(user.passwordHash, password);
      } else {
        await verifyPassword(await timingDummyHash(), password);
      }
      if (!user || !passwordOk) {
        throw new UnauthorizedError(
          AUTH_MESSAGES.invalidCredentials,
          LOGIN_ERROR_CODES.invalidCredentials,
          { non_field_errors: [AUTH_MESSAGES.invalidCredentials] },
        );
      }
      if (!user.isEmailVerified) {
        throw new AppError(
          403,
          LOGIN_ERROR_CODES.emailNotVerified,
          AUTH_MESSAGES.emailNotVerified,
          {
            user_email: user.email,
          },
        );
      }
      const tokens = await issueSession(db, user.id);
      return { user: await toUserView(db, user), ...tokens, message: AUTH_MESSAGES.loggedIn };
    },

    /**
     * Rotation on every use; presenting an already rotated token means it was copied, so the
     * whole family — the thief's copy and the owner's current token — is revoked. Except once
     * within REFRESH_REUSE_GRACE_SECONDS of its rotation (decision 011): two tabs refreshing
     * together, or a retry after a lost answer, get a second pair in the family.
     */
    async refresh(refreshToken: string): Promise<Tokens> {
      const hash = hashToken(refreshToken);
      const at = now();
      const rotated = await db.transaction(async (tx) => {
        // On PostgreSQL a concurrent claim of the same row waits for this one to commit and
        // then finds it rotated, so the loser of a race falls through to the grace claim.
        const claimed =
          (await repo.claimRefreshToken(tx, hash, at)) ??
          (await repo.claimRotatedRefreshToken(tx, hash, at, REFRESH_REUSE_GRACE_SECONDS * 1000));
        return claimed ? issueSession(tx, claimed.userId, claimed.family) : undefined;
      });
      if (rotated) return rotated;
      const known = await repo.findRefreshToken(db, hash);
      if (known?.rotatedAt && !known.revokedAt) {
        await repo.revokeRefreshFamily(db, known.family, at);
        log.warn({ userId: known.userId }, 'rotated refresh token reused: family revoked');
      }
      throw new UnauthorizedError(AUTH_MESSAGES.refreshInvalid, 'token_not_valid');
    },

    /** Ends the session the refresh token belongs to (its whole family), if it is the caller's. */
    async logout(userId: number, refreshToken: string): Promise<{ message: string }> {
      const known = await repo.findRefreshToken(db, hashToken(refreshToken));
      await db.transaction(async (tx) => {
        if (known && known.userId === userId) {
          await repo.revokeRefreshFamily(tx, known.family, now());
        }
        // The access token used for this call (and the user's others) ends too: other devices
        // get a 401 and carry on with their own refresh token.
        await endAccessTokens(tx, userId);
      });
      forgetEndedTokens(userId);
      return { message: AUTH_MESSAGES.loggedOut };
    },

    /** Unknown link: 400. Expired or used: 410, unless used and verified: then it says so. */
    async verifyEmail(token: string): Promise<{ success: true; message: string }> {
      const hash = hashToken(token);
      const at = now();
      const verified = await db.transaction(async (tx) => {
        const userId = await repo.consumeEmailToken(tx, hash, 'verify', at);
        if (userId === undefined) return false;
        await repo.updateUser(tx, userId, { isEmailVerified: true });
        return true;
      });
      if (verified) return { success: true, message: AUTH_MESSAGES.verified };
      const known = await repo.findEmailToken(db, hash, 'verify');
      if (!known) throw new AppError(400, 'invalid_token', AUTH_MESSAGES.verifyInvalid);
      if (known.usedAt && (await repo.findUserById(db, known.userId))?.isEmailVerified) {
        return { success: true, message: AUTH_MESSAGES.alreadyVerified };
      }
      throw new GoneError(AUTH_MESSAGES.verifyGone, known.usedAt ? 'token_used' : 'token_expired');
    },

    /** The same answer whether or not the address has an (unverified) account. */
    async resendVerification(
      email: string,
      inviteCode?: string,
    ): Promise<{ success: true; message: string }> {
      const user = await repo.findUserByEmail(db, email);
      if (user && !user.isEmailVerified) {
        inBackground('verification mail', async () => {
          if (!(await sendVerificationMail(user, inviteCode)))
            throw new Error('mail not delivered');
        });
      }
      return { success: true, message: AUTH_MESSAGES.resendSent };
    },

    /**
     * The same answer whether or not the address exists — except for an account that signs in
     * only socially: it is told which provider to use instead.
     */
    async requestPasswordReset(email: string): Promise<{ message: string }> {
      const user = await repo.findUserByEmail(db, email);
      if (user && !user.passwordHash) {
        const providers = (await repo.listSocialProviders(db, user.id)).filter(isSocialProvider);
        if (providers.length > 0) {
          const names = [...new Set(providers.map((p) => PROVIDER_LABELS[p]))].join(' of ');
          const message = `Dit account gebruikt inloggen met ${names} en heeft geen wachtwoord. Log in met ${names}.`;
          throw new AppError(400, 'social_auth_user', message, {
            error_type: 'social_auth_user',
            providers: [...new Set(providers)],
          });
        }
      }
      if (user) inBackground('password reset mail', () => sendPasswordResetMail(user));
      return { message: AUTH_MESSAGES.resetRequested };
    },

    async verifyResetToken(token: string): Promise<{ valid: true; user_email: string }> {
      const known = await repo.findEmailToken(db, hashToken(token), 'reset');
      const user =
        known && !known.usedAt && known.expiresAt > now()
          ? await repo.findUserById(db, known.userId)
          : undefined;
      if (!user) {
        throw new AppError(400, 'invalid_token', AUTH_MESSAGES.resetInvalid, { valid: false });
      }
      return { valid: true, user_email: user.email };
    },

    /**
     * Sets the new password, signs out every session (whoever asked for the reset may be
     * locking someone out), and marks the address verified: the link proved the mailbox.
     */
    async confirmPasswordReset(token: string, newPassword: string) {
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      const userId = await db.transaction(async (tx) => {
        const owner = await repo.consumeEmailToken(tx, hashToken(token), 'reset', at);
        if (owner === undefined) return undefined;
        await repo.updateUser(tx, owner, { passwordHash, isEmailVerified: true });
        await repo.revokeAllRefreshTokens(tx, owner, at);
        await endAccessTokens(tx, owner);
        await repo.retireEmailTokens(tx, owner, 'reset', at);
        return owner;
      });
      if (userId === undefined) {
        throw new ValidationError(
          { token: [AUTH_MESSAGES.resetInvalid] },
          AUTH_MESSAGES.resetInvalid,
        );
      }
      forgetEndedTokens(userId);
      return { success: true as const, message: AUTH_MESSAGES.resetDone };
    },

    async needsUsernameSetup(userId: number): Promise<{ needs_username_setup: boolean }> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new UnauthorizedError(AUTH_MESSAGES.userGone);
      return { needs_username_setup: isTemporaryUsername(user.username) };
    },

    /** Only a new social user, still on a temporary username, chooses one here. */
    async setupUsername(userId: number, username: string): Promise<User> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new UnauthorizedError(AUTH_MESSAGES.userGone);
      if (!isTemporaryUsername(user.username)) {
        throw new AppError(400, 'username_already_set', AUTH_MESSAGES.usernameAlreadySet);
      }
      const taken = () =>
        new ConflictError({ username: [AUTH_MESSAGES.usernameTaken] }, AUTH_MESSAGES.usernameTaken);
      if (await repo.isUsernameTaken(db, username, userId)) throw taken();
      try {
        const updated = await repo.updateUser(db, userId, { username });
        // Deleted since the lookup above: the same answer as for a vanished account.
        if (!updated) throw new UnauthorizedError(AUTH_MESSAGES.userGone);
        return toUserView(db, updated);
      } catch (err) {
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
