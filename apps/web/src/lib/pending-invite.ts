import { VERIFY_TOKEN_TTL_HOURS } from '@zetelpoule/shared/constants';
import { inviteCodeFromPath, invitePath, isInviteCode } from '@zetelpoule/shared/rules/return-path';

/*
 * Decision 017: the invite a logged-out player opened, kept in this browser while they
 * register, verify their address and sign in. The return path in the address (returnTo, the
 * mail link's ?invite=, the social flow's next) is the main carrier; this copy is the fallback
 * for the mail hop when the verification link lacks it but opens in the same browser.
 * localStorage, not sessionStorage: the mail link usually opens in a new tab.
 */

const KEY = 'zetelpoule.pending-invite';
/** As long as the verification link is valid; an older invite is not picked up any more. */
const MAX_AGE_MS = VERIFY_TOKEN_TTL_HOURS * 60 * 60 * 1000;

export { invitePath, inviteCodeFromPath, isInviteCode };

export function rememberInvite(code: string, now = Date.now()): void {
  if (!isInviteCode(code)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ code, at: now }));
  } catch {
    // Storage disabled: the address still carries the invite.
  }
}

export function pendingInvite(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return null;
    const { code, at } = JSON.parse(raw) as { code?: unknown; at?: unknown };
    if (!isInviteCode(code) || typeof at !== 'number' || now - at > MAX_AGE_MS || at > now) {
      return null;
    }
    return code;
  } catch {
    return null;
  }
}

export function forgetInvite(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** "/login?returnTo=/league/join/{code}" and the like. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo === null ? path : `${path}?${new URLSearchParams({ returnTo }).toString()}`;
}
