import { randomBytes, randomUUID } from 'node:crypto';
import {
  NAME_MAX_LENGTH,
  TEMP_USERNAME_PREFIX,
  validateName,
  type SocialProvider,
  type Tokens,
} from '@zetelpoule/shared';
import type { Db } from '../../../db/client';
import * as repo from '../auth.repo';
import type { AuthService } from '../auth.service';
import type { SocialIdentity } from './social.oidc';

/** Why a social sign-in was refused; the code travels to the web app as `?error=`. */
export class SocialSignInError extends Error {
  constructor(readonly code: 'email_missing' | 'email_not_verified') {
    super(code);
    this.name = 'SocialSignInError';
  }
}

const AVATAR_MAX_LENGTH = 500;

/** A provider's name is kept only if it passes our own name rules; else the player fills it in. */
function acceptableName(value: string | undefined): string {
  const name = value?.slice(0, NAME_MAX_LENGTH).trim() ?? '';
  return name !== '' && validateName(name) === null ? name : '';
}

/**
 * Sessions started by a social sign-in get a refresh-token family with this prefix. The first
 * token of such a family was created at the sign-in, so "when did this user last sign in with a
 * provider" needs no extra column: deleting an account without a password asks for one within
 * minutes (profile.service, docs/decisions/016).
 */
export const SOCIAL_SESSION_FAMILY_PREFIX = 'social:';

function socialSessionFamily(): string {
  return `${SOCIAL_SESSION_FAMILY_PREFIX}${randomUUID()}`;
}

/** SPEC §3: the temporary username that makes the web app ask for a real one. */
function temporaryUsername(): string {
  return `${TEMP_USERNAME_PREFIX}${randomBytes(6).toString('hex')}`;
}

export function createSocialService(deps: { db: Db; auth: AuthService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Signs in the person behind a provider identity: the account linked to it; else an
     * existing account with the same e-mail — linked only when the provider vouches for the
     * address —; else a new account with a temporary username (SPEC §2 username setup).
     */
    async signIn(provider: SocialProvider, identity: SocialIdentity): Promise<Tokens> {
      return deps.db.transaction(async (tx) => {
        const linked = await repo.findUserBySocialAccount(tx, provider, identity.subject);
        if (linked) return deps.auth.issueSession(tx, linked.id, socialSessionFamily());

        if (!identity.email) throw new SocialSignInError('email_missing');
        const existing = await repo.findUserByEmail(tx, identity.email);
        if (existing) {
          // Otherwise anyone who can make a provider account with someone's address could
          // take over that person's account.
          if (!identity.emailVerified) throw new SocialSignInError('email_not_verified');
          await repo.insertSocialAccount(tx, {
            userId: existing.id,
            provider,
            subject: identity.subject,
          });
          if (!existing.isEmailVerified) {
            // The password of an unverified account was never proven to belong to the owner of
            // the mailbox (it may have been set by someone squatting the address): drop it and
            // its sessions. The owner can set a password later via "forgot password".
            await repo.updateUser(tx, existing.id, { isEmailVerified: true, passwordHash: null });
            await repo.revokeAllRefreshTokens(tx, existing.id, now());
          }
          return deps.auth.issueSession(tx, existing.id, socialSessionFamily());
        }

        const picture = identity.picture;
        const user = await repo.insertUser(tx, {
          email: identity.email,
          username: temporaryUsername(),
          firstName: acceptableName(identity.firstName),
          lastName: acceptableName(identity.lastName),
          avatar:
            picture?.startsWith('https://') && picture.length <= AVATAR_MAX_LENGTH ? picture : null,
          passwordHash: null,
          isEmailVerified: identity.emailVerified,
        });
        await repo.insertSocialAccount(tx, {
          userId: user.id,
          provider,
          subject: identity.subject,
        });
        return deps.auth.issueSession(tx, user.id, socialSessionFamily());
      });
    },
  };
}
