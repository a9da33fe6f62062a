import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque tokens (refresh, verification, reset): 256 random bits, base64url. Only the sha256 of a
 * token is stored, so a leaked database row cannot be used as a token
 * (docs/architecture.md#accounts-and-security).
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Unsalted sha256 is enough here: the input is 256 random bits, not a guessable password. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
