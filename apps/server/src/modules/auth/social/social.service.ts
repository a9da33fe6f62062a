import { randomBytes, randomUUID } from 'node:crypto';
import {
  NAME_MAX_LENGTH,
  TEMP_USERNAME_PREFIX,
  hasInvisibleCharacters,
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
 * minutes (profile.service, docs/decisions/016-real-names-and-account-deletion.md).
 */
export const SOCIAL_SESSION_FAMILY_PREFIX = 'social:';

function socialSessionFamily(): string {
  return `${SOCIAL_SESSION_FAMILY_PREFIX}${randomUUID()}`;
}

/** The temporary username that makes the web app ask for a real one. */
function temporaryUsername(): string {
  return `${TEMP_USERNAME_PREFIX}${randomBytes(6).toString('hex')}`;
}

export function createSocialService(deps: { db: Db; auth: AuthService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Signs in the person behind a provider identity:
     * - the account already linked to this provider subject, verified address or not;
     * - else, only when the provider vouches for the address, the account with that address
     *   (linked now) or a new account with a temporary username, to be replaced by the player.
     * An unverified address never creates an account or links to one: whoever controls a
     * provider account with someone's address could otherwise take over theirs
     * (docs/decisions/045-social-sign-in-verified-address.md).
     */
    async signIn(provider: SocialProvider, identity: SocialIdentity): Promise<Tokens> {
      return deps.db.transaction(async (tx) => {
        const linked = await repo.findUserBySocialAccount(tx, provider, identity.subject);
        if (linked) return deps.auth.issueSession(tx, linked.id, socialSessionFamily());

        // An address with an invisible character is none we would accept at registration.
        if (!identity.email || hasInvisibleCharacters(identity.email)) {
          throw new SocialSignInError('email_missing');
        }
        if (!identity.emailVerified) throw new SocialSignInError('email_not_verified');
        const existing = await repo.findUserByEmail(tx, identity.email);
        if (existing) {
          if (!existing.isEmailVerified) {
            // Nothing of an unverified account was proven to belong to the owner of the mailbox:
            // not its password, not its provider links (either may be a squatter's). The owner
            // keeps the account and can set a password later via "forgot password".
            await repo.updateUser(tx, existing.id, { isEmailVerified: true, passwordHash: null });
            await repo.deleteSocialAccounts(tx, existing.id);
            await repo.revokeAllRefreshTokens(tx, existing.id, now());
          }
          await repo.insertSocialAccount(tx, {
            userId: existing.id,
            provider,
            subject: identity.subject,
          });
          return deps.auth.issueSession(tx, existing.id, socialSessionFamily());
        }

        const picture = identity.picture;
        const user = await repo.insertUser(tx, {
          // As registration keeps a typed address (rules/email.ts EmailSchema).
          email: identity.email.normalize('NFKC'),
          username: temporaryUsername(),
          firstName: acceptableName(identity.firstName),
          lastName: acceptableName(identity.lastName),
          avatar:
            picture?.startsWith('https://') && picture.length <= AVATAR_MAX_LENGTH ? picture : null,
          passwordHash: null,
          isEmailVerified: true,
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
