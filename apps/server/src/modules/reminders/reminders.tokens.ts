import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN_PATTERN, type MailPreferenceKind } from '@zetelpoule/shared';

/*
 * The token of a one-click unsubscribe link (docs/decisions/032-reminder-emails.md). It names the
 * user and the kind of mail and carries an HMAC-SHA256 of both under a key derived from the server
 * secret, so it cannot be made for another user or kind, and a changed character is refused. It
 * never expires: a mail's unsubscribe link must keep working (RFC 8058).
 */

function signingKey(secret: string): Buffer {
  // A key of its own, so an unsubscribe signature can never stand in for another signature.
  return createHmac('sha256', secret).update('zetelpoule:unsubscribe:v1').digest();
}

function signature(secret: string, userId: number, kind: MailPreferenceKind): string {
  return createHmac('sha256', signingKey(secret)).update(`${userId}:${kind}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: number, kind: MailPreferenceKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The user and kind of a genuine token; undefined for anything else. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; kind: MailPreferenceKind } | undefined {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return undefined;
  const [id, kind, given] = token.split('.') as [string, MailPreferenceKind, string];
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId > 2_147_483_647) return undefined;
  const expected = Buffer.from(signature(secret, userId, kind));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return { userId, kind };
}
