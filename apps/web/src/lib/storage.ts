import type { Tokens, User } from '@zetelpoule/shared/contract/user';
import { userContract } from './contracts';

// Everything the app keeps in the browser, behind one typed door. Values that fail to parse are
// treated as absent, so a stale or hand-edited entry never crashes the app.

const KEYS = {
  accessToken: 'zetelpoule.access-token',
  refreshToken: 'zetelpoule.refresh-token',
  user: 'zetelpoule.user',
  cookieConsent: 'zetelpoule.cookie-consent',
  pendingSaves: 'zetelpoule.pending-saves',
} as const;

/** The cookie choice of this device; not an API type, so checked here without zod. */
export type CookieConsent = { choice: 'accepted' | 'declined'; date: string };

function isCookieConsent(value: unknown): value is CookieConsent {
  if (typeof value !== 'object' || value === null) return false;
  const { choice, date } = value as Record<string, unknown>;
  return (
    (choice === 'accepted' || choice === 'declined') &&
    typeof date === 'string' &&
    !Number.isNaN(Date.parse(date))
  );
}

/**
 * A prediction save that did not reach the server (offline, 5xx), kept so that a reload can
 * send it again: which field, the body to send, and when it was first kept (ms).
 */
export type PendingSave = { field: string; body: unknown; at: number };

/** The pending saves per user id, so another account on this device never sends them. */
export type PendingSaves = Record<string, PendingSave[]>;

function isPendingSaves(value: unknown): value is PendingSaves {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (entries) =>
      Array.isArray(entries) &&
      entries.every((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null) return false;
        const { field, at } = entry as Record<string, unknown>;
        return typeof field === 'string' && typeof at === 'number' && 'body' in entry;
      }),
  );
}

/**
 * Every value is read through a check; the stored user through its zod contract, loaded only
 * when a signed-in session asks for it, so the entry chunk carries no zod
 * (bench/README.md#budgets).
 */
type Check<T> = (value: unknown) => value is T;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be disabled (private mode, strict browser settings): behave as empty.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the session then lives only in memory until a reload.
  }
}

function readJson<T>(key: string, check: Check<T>): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return check(value) ? value : null;
  } catch {
    return null;
  }
}

export const storage = {
  getAccessToken: () => read(KEYS.accessToken),
  getRefreshToken: () => read(KEYS.refreshToken),

  /** The refresh endpoint may omit a new refresh token; then the old one stays. */
  setTokens(tokens: { access: string; refresh?: string | undefined }): void {
    write(KEYS.accessToken, tokens.access);
    if (tokens.refresh !== undefined) write(KEYS.refreshToken, tokens.refresh);
  },

  /** The user of the stored session, if it still matches the contract. */
  async getUser(): Promise<User | null> {
    const { UserSchema } = await userContract();
    return readJson(KEYS.user, (value): value is User => UserSchema.safeParse(value).success);
  },
  setUser: (user: User) => write(KEYS.user, JSON.stringify(user)),

  setSession(tokens: Tokens, user: User): void {
    storage.setTokens(tokens);
    storage.setUser(user);
  },

  getPendingSaves: (): PendingSaves => readJson(KEYS.pendingSaves, isPendingSaves) ?? {},
  setPendingSaves: (saves: PendingSaves) =>
    write(KEYS.pendingSaves, Object.keys(saves).length === 0 ? null : JSON.stringify(saves)),

  /**
   * Logout clears everything the session left behind, session storage and saves
   * still waiting to be sent included.
   * The cookie choice stays: it belongs to the device, not to the account, and asking again
   * after every logout would be a nuisance.
   */
  clearSession(): void {
    write(KEYS.accessToken, null);
    write(KEYS.refreshToken, null);
    write(KEYS.user, null);
    write(KEYS.pendingSaves, null);
    try {
      sessionStorage.clear();
    } catch {
      // See read().
    }
  },

  getCookieConsent: () => readJson(KEYS.cookieConsent, isCookieConsent),
  setCookieConsent: (consent: CookieConsent) => write(KEYS.cookieConsent, JSON.stringify(consent)),
};
