import { z } from 'zod/mini';
import { UserSchema, type Tokens, type User } from '@zetelpoule/shared/contract/user';

// Everything the app keeps in the browser (SPEC §3), behind one typed door. Values that fail
// to parse are treated as absent, so a stale or hand-edited entry never crashes the app.

const KEYS = {
  accessToken: 'zetelpoule.access-token',
  refreshToken: 'zetelpoule.refresh-token',
  user: 'zetelpoule.user',
  cookieConsent: 'zetelpoule.cookie-consent',
} as const;

export const CookieConsentSchema = z.object({
  choice: z.enum(['accepted', 'declined']),
  date: z.iso.datetime(),
});
export type CookieConsent = z.infer<typeof CookieConsentSchema>;

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

function readJson<T>(key: string, schema: z.ZodMiniType<T>): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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

  getUser: () => readJson(KEYS.user, UserSchema),
  setUser: (user: User) => write(KEYS.user, JSON.stringify(user)),

  setSession(tokens: Tokens, user: User): void {
    storage.setTokens(tokens);
    storage.setUser(user);
  },

  /**
   * Logout clears everything the session left behind (SPEC §4), session storage included.
   * The cookie choice stays: it belongs to the device, not to the account, and asking again
   * after every logout would be a nuisance.
   */
  clearSession(): void {
    write(KEYS.accessToken, null);
    write(KEYS.refreshToken, null);
    write(KEYS.user, null);
    try {
      sessionStorage.clear();
    } catch {
      // See read().
    }
  },

  getCookieConsent: () => readJson(KEYS.cookieConsent, CookieConsentSchema),
  setCookieConsent: (consent: CookieConsent) => write(KEYS.cookieConsent, JSON.stringify(consent)),
};
