import { INVITE_CODE_PATTERN } from '../constants';

/*
 * Decision 017: where a player is sent back to after signing in, registering or a
 * social sign-in. Only a path of this site: it starts with exactly one "/", holds printable
 * ASCII and no backslash (browsers read "/\evil.example" and "/\t/evil.example" as another
 * host), and is short. Anything else is dropped, never "repaired", so it cannot be an open
 * redirect.
 */

export const RETURN_PATH_MAX_LENGTH = 200;

const RETURN_PATH_PATTERN = /^\/(?![/\\])[\x21-\x5B\x5D-\x7E]*$/;

/** True for a same-site relative path that is safe to navigate to. */
export function isSafeReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= RETURN_PATH_MAX_LENGTH &&
    RETURN_PATH_PATTERN.test(value)
  );
}

/** The path itself when it is safe, else null. */
export function safeReturnPath(value: unknown): string | null {
  return isSafeReturnPath(value) ? value : null;
}

/** The shape of a sub-league's invite code (base64url, as the server makes them). */
export function isInviteCode(value: unknown): value is string {
  return typeof value === 'string' && INVITE_CODE_PATTERN.test(value);
}

/** The invite page a code leads to. */
export function invitePath(code: string): string {
  return `/league/join/${code}`;
}

/** The invite code of an invite page's path ("/league/join/{code}"), else null. */
export function inviteCodeFromPath(path: string | null | undefined): string | null {
  const safe = safeReturnPath(path);
  const match = safe === null ? null : /^\/league\/join\/([^/?#]+)\/?$/.exec(safe);
  return match && isInviteCode(match[1]) ? match[1] : null;
}
