import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { TEMP_USERNAME_PREFIX } from '@zetelpoule/shared';
import { buildTestApp, createUser, type TestApp } from '../../../../test/helper';
import { socialAccounts, users } from '../../../db/schema';

/*
 * Social sign-in end to end against a real OpenID Connect issuer (oauth2-mock-server) started
 * here: the app redirects to it, it redirects back with a code, the app exchanges the code
 * over HTTP and checks state, nonce and PKCE with openid-client.
 */

let issuer: OAuth2Server;
let t: TestApp;
/** What the issuer puts in its next ID token about the person. */
let nextClaims: Record<string, unknown> = {};

const PUBLIC_URL = 'http://zetelpoule.test';

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, nextClaims);
  });
  t = await buildTestApp({
    env: {
      GOOGLE_OIDC_ISSUER: issuer.issuer.url!,
      GOOGLE_CLIENT_ID: 'zetelpoule-test',
      GOOGLE_CLIENT_SECRET: 'geheim',
    },
  });
});
afterAll(async () => {
  await t.close();
  await issuer.stop();
});

interface Flow {
  /** The redirect to the provider. */
  authorizeUrl: URL;
  cookie: string;
}

async function startSignIn(query = ''): Promise<Flow> {
  const res = await t.app.inject({ method: 'GET', url: `/auth/login/google-oauth2/${query}` });
  expect(res.statusCode).toBe(302);
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  expect(setCookie).toMatch(/Path=\/auth\/complete\//);
  return {
    authorizeUrl: new URL(String(res.headers.location)),
    cookie: setCookie.split(';')[0]!,
  };
}

/** The browser at the provider: it signs the person in and is sent back to the app. */
async function atProvider(flow: Flow): Promise<URL> {
  const res = await fetch(flow.authorizeUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

async function complete(returnUrl: URL, cookie: string | undefined): Promise<URL> {
  const res = await t.app.inject({
    method: 'GET',
    url: returnUrl.pathname + returnUrl.search,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location));
  expect(location.origin + location.pathname).toBe(`${PUBLIC_URL}/auth/callback`);
  return location;
}

/** A whole sign-in as `claims`; returns where the web app's callback page was sent. */
async function signIn(claims: Record<string, unknown>): Promise<URL> {
  nextClaims = claims;
  const flow = await startSignIn();
  return complete(await atProvider(flow), flow.cookie);
}

function bearer(callback: URL) {
  return { authorization: `Bearer ${callback.searchParams.get('access_token')}` };
}

describe('social sign-in', () => {
  it('offers only the configured providers; the others do not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers/' });
    expect(res.json()).toEqual({ providers: ['google-oauth2'] });
    for (const url of [
      '/auth/login/microsoft-graph/',
      '/auth/complete/microsoft-graph/',
      '/auth/login/facebook/',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { authorizeUrl } = await startSignIn();
    expect(authorizeUrl.origin).toBe(new URL(issuer.issuer.url!).origin);
    const params = authorizeUrl.searchParams;
    expect(params.get('client_id')).toBe('zetelpoule-test');
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/complete/google-oauth2/`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
  });

  it('signs a new person up with a temporary username, then lets them choose one', async () => {
    const callback = await signIn({
      sub: 'google-new-1',
      email: 'nieuw.sociaal@example.nl',
      email_verified: true,
      given_name: 'Noor',
      family_name: 'El Amrani',
    });
    expect(callback.searchParams.get('error')).toBeNull();
    expect(callback.searchParams.get('refresh_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(callback),
    });
    expect(profile.json()).toMatchObject({
      email: 'nieuw.sociaal@example.nl',
      first_name: 'Noor',
      last_name: 'El Amrani',
      username: expect.stringMatching(new RegExp(`^${TEMP_USERNAME_PREFIX}[0-9a-f]{12}$`)),
      has_usable_password: false,
      is_email_verified: true,
      social_auth: [{ provider: 'google-oauth2' }],
    });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-username-setup/',
      headers: bearer(callback),
    });
    expect(check.json()).toEqual({ needs_username_setup: true });

    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/setup-username/',
      headers: bearer(callback),
      payload: { username: 'noor' },
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().username).toBe('noor');

    // The refresh token from the callback is a normal session.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: callback.searchParams.get('refresh_token') },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('recognises a returning person by their subject, even with a changed address', async () => {
    const first = await signIn({
      sub: 'google-returning',
      email: 'terug@example.nl',
      email_verified: true,
    });
    const firstProfile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(first),
    });
    const again = await signIn({
      sub: 'google-returning',
      email: 'terug.nieuw@example.nl',
      email_verified: true,
    });
    const againProfile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(again),
    });
    expect(againProfile.json().id).toBe(firstProfile.json().id);
    const rows = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.subject, 'google-returning'));
    expect(rows).toHaveLength(1);
  });

  it('links an existing account with the same verified address instead of duplicating it', async () => {
    const existing = await createUser(t, { email: 'Bestaand@Example.nl' });
    const callback = await signIn({
      sub: 'google-link',
      email: 'bestaand@example.nl',
      email_verified: true,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(callback),
    });
    expect(profile.json()).toMatchObject({
      id: existing.id,
      username: existing.username,
      has_usable_password: true,
      social_auth: [{ provider: 'google-oauth2' }],
    });
    // The password keeps working alongside.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: existing.email, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('drops the unproven password of an unverified account it links', async () => {
    const squatter = await createUser(t, {
      email: 'gekaapt@example.nl',
      isEmailVerified: false,
      password: 'Kaper-123!',
    });
    const callback = await signIn({
      sub: 'google-owner',
      email: 'gekaapt@example.nl',
      email_verified: true,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(callback),
    });
    expect(profile.json()).toMatchObject({
      id: squatter.id,
      is_email_verified: true,
      has_usable_password: false,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'gekaapt@example.nl', password: 'Kaper-123!' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('does not link when the provider does not vouch for the address', async () => {
    const existing = await createUser(t, { email: 'onbevestigd@example.nl' });
    const callback = await signIn({
      sub: 'google-unverified',
      email: 'onbevestigd@example.nl',
      email_verified: false,
    });
    expect(callback.searchParams.get('error')).toBe('email_not_verified');
    expect(callback.searchParams.get('access_token')).toBeNull();
    const links = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, existing.id));
    expect(links).toEqual([]);
  });

  it('creates no account for an address the provider does not vouch for', async () => {
    for (const [sub, claims] of [
      ['google-no-claim', {}],
      ['google-false', { email_verified: false }],
      ['google-string', { email_verified: 'true' }],
    ] as const) {
      const email = `${sub}@example.nl`;
      const callback = await signIn({ sub, email, ...claims });
      expect(callback.searchParams.get('error')).toBe('email_not_verified');
      expect(callback.searchParams.get('access_token')).toBeNull();
      const [created] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(created).toBeUndefined();
    }
  });

  it('signs an unverified identity in only to the account already linked to it', async () => {
    const first = await signIn({
      sub: 'google-linked',
      email: 'gelinkt@example.nl',
      email_verified: true,
    });
    const again = await signIn({ sub: 'google-linked', email: 'gelinkt@example.nl' });
    expect(again.searchParams.get('error')).toBeNull();
    const [a, b] = await Promise.all(
      [first, again].map((c) =>
        t.app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(c) }),
      ),
    );
    expect(b!.json().id).toBe(a!.json().id);
  });

  it('gives the owner back an account an unverified identity made, and drops that identity', async () => {
    // An account as an unverified sign-in could create before: unverified, linked to the
    // squatter's provider subject.
    const squatted = await createUser(t, { email: 'eigenaar@example.nl', isEmailVerified: false });
    await t.database.db
      .insert(socialAccounts)
      .values({ userId: squatted.id, provider: 'google-oauth2', subject: 'google-squatter' });

    const owner = await signIn({
      sub: 'google-eigenaar',
      email: 'eigenaar@example.nl',
      email_verified: true,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(owner),
    });
    expect(profile.json()).toMatchObject({ id: squatted.id, is_email_verified: true });
    const links = await t.database.db
      .select({ subject: socialAccounts.subject })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, squatted.id));
    expect(links).toEqual([{ subject: 'google-eigenaar' }]);

    const squatter = await signIn({ sub: 'google-squatter', email: 'eigenaar@example.nl' });
    expect(squatter.searchParams.get('error')).toBe('email_not_verified');
    expect(squatter.searchParams.get('access_token')).toBeNull();
  });

  // docs/decisions/046-one-email-fold.md: accounts are linked on foldEmail's key, exactly.
  it('does not sign a verified alİce@ into alice’s account: İ is not i', async () => {
    const alice = await createUser(t, { email: 'alice@example.nl' });
    const callback = await signIn({
      sub: 'google-alice-dotted',
      email: 'alİce@example.nl',
      email_verified: true,
    });
    expect(callback.searchParams.get('error')).toBeNull();
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(callback),
    });
    expect(profile.json().id).not.toBe(alice.id);
    expect(profile.json().email).toBe('alİce@example.nl');
    const links = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, alice.id));
    expect(links).toEqual([]);
  });

  it('links a verified full-width spelling to the account: the same address by design', async () => {
    const existing = await createUser(t, { email: 'breed@example.nl' });
    const callback = await signIn({
      sub: 'google-full-width',
      email: 'ＢＲＥＥＤ@example.nl',
      email_verified: true,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(callback),
    });
    expect(profile.json()).toMatchObject({ id: existing.id, email: 'breed@example.nl' });
  });

  it('refuses a provider address with an invisible character, and creates nothing', async () => {
    const email = 'onzicht\u200Bbaar@example.nl';
    const callback = await signIn({ sub: 'google-invisible', email, email_verified: true });
    expect(callback.searchParams.get('error')).toBe('email_missing');
    expect(callback.searchParams.get('access_token')).toBeNull();
    const [created] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(created).toBeUndefined();
  });

  it('refuses a return without the flow cookie, or with a tampered state', async () => {
    nextClaims = { sub: 'google-csrf', email: 'csrf@example.nl', email_verified: true };
    const flow = await startSignIn();
    const back = await atProvider(flow);
    expect((await complete(back, undefined)).searchParams.get('error')).toBe('invalid_state');

    const flow2 = await startSignIn();
    const back2 = await atProvider(flow2);
    back2.searchParams.set('state', 'aangepast');
    expect((await complete(back2, flow2.cookie)).searchParams.get('error')).toBe(
      'authentication_failed',
    );

    const flow3 = await startSignIn();
    const back3 = await atProvider(flow3);
    const forged = `${flow3.cookie.split('=')[0]}=eyJhbGciOiJkaXIifQ..x.y.z`;
    expect((await complete(back3, forged)).searchParams.get('error')).toBe('invalid_state');

    const [created] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'csrf@example.nl'));
    expect(created).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not this attempt’s', async () => {
    const callback = await signIn({
      sub: 'google-nonce',
      email: 'nonce@example.nl',
      email_verified: true,
      nonce: 'van-een-andere-poging',
    });
    expect(callback.searchParams.get('error')).toBe('authentication_failed');
  });

  it('passes a cancelled sign-in on to the web app as an error', async () => {
    const flow = await startSignIn();
    const back = new URL(`${PUBLIC_URL}/auth/complete/google-oauth2/`);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', flow.authorizeUrl.searchParams.get('state')!);
    expect((await complete(back, flow.cookie)).searchParams.get('error')).toBe('access_denied');
  });

  it('sends a social-only account that forgot its password to its provider', async () => {
    await signIn({ sub: 'google-forgot', email: 'vergeten@example.nl', email_verified: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request/',
      payload: { email: 'vergeten@example.nl' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_type: 'social_auth_user',
      providers: ['google-oauth2'],
    });
  });
});

describe('the way back after a social sign-in', () => {
  async function signInFrom(query: string, sub: string): Promise<URL> {
    nextClaims = { sub, email: `${sub}@example.nl`, email_verified: true };
    const flow = await startSignIn(query);
    // The way back is sealed in the cookie, never visible in the provider's address.
    expect(flow.authorizeUrl.toString()).not.toContain('league');
    return complete(await atProvider(flow), flow.cookie);
  }

  it('brings the player back to the invite they came from', async () => {
    const next = '/league/join/Qm9ycmVsY2x1YjIwMjlhYmNk';
    const callback = await signInFrom(`?next=${encodeURIComponent(next)}`, 'google-invite-1');
    expect(callback.searchParams.get('access_token')).toBeTruthy();
    expect(callback.searchParams.get('next')).toBe(next);
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab browsers would drop', '/\t/evil.example'],
    ['a relative path', 'league/join/x'],
  ])('drops a return path to %s and signs in as usual', async (_, next) => {
    const callback = await signInFrom(
      `?next=${encodeURIComponent(next)}`,
      `google-evil-${next.length}-${next.charCodeAt(1)}`,
    );
    expect(callback.searchParams.get('access_token')).toBeTruthy();
    expect(callback.searchParams.has('next')).toBe(false);
    expect(callback.origin).toBe(PUBLIC_URL);
  });

  it('signs in without a way back when none was given', async () => {
    const callback = await signInFrom('', 'google-plain-1');
    expect(callback.searchParams.get('access_token')).toBeTruthy();
    expect(callback.searchParams.has('next')).toBe(false);
  });
});

describe('social sign-in without configuration', () => {
  it('offers no provider and has no sign-in routes', async () => {
    const bare = await buildTestApp({ seed: false });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/auth/providers/' });
      expect(res.json()).toEqual({ providers: [] });
      const login = await bare.app.inject({ method: 'GET', url: '/auth/login/google-oauth2/' });
      expect(login.statusCode).toBe(404);
      expect(login.json().error).toBe('not_found');
    } finally {
      await bare.close();
    }
  });
});

describe('Microsoft sign-in: only the xms_edov claim vouches for an address', () => {
  let ms: TestApp;
  beforeAll(async () => {
    ms = await buildTestApp({
      env: {
        MICROSOFT_OIDC_ISSUER: issuer.issuer.url!,
        MICROSOFT_CLIENT_ID: 'zetelpoule-test',
        MICROSOFT_CLIENT_SECRET: 'geheim',
      },
    });
  });
  afterAll(() => ms.close());

  async function signInWithMicrosoft(claims: Record<string, unknown>): Promise<URL> {
    nextClaims = claims;
    const start = await ms.app.inject({ method: 'GET', url: '/auth/login/microsoft-graph/' });
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const back = await fetch(String(start.headers.location), { redirect: 'manual' });
    const returnUrl = new URL(back.headers.get('location')!);
    const res = await ms.app.inject({
      method: 'GET',
      url: returnUrl.pathname + returnUrl.search,
      headers: { cookie },
    });
    return new URL(String(res.headers.location));
  }

  it('neither creates nor links on a tenant-chosen address, even with email_verified', async () => {
    const existing = await createUser(ms, { email: 'slachtoffer@example.nl' });
    for (const email of ['slachtoffer@example.nl', 'nieuw-ms@example.nl']) {
      const callback = await signInWithMicrosoft({
        sub: `ms-${email}`,
        email,
        email_verified: true,
      });
      expect(callback.searchParams.get('error')).toBe('email_not_verified');
    }
    const links = await ms.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, existing.id));
    expect(links).toEqual([]);
    const [created] = await ms.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'nieuw-ms@example.nl'));
    expect(created).toBeUndefined();
  });

  it('signs up an address whose domain owner Microsoft verified', async () => {
    const callback = await signInWithMicrosoft({
      sub: 'ms-edov',
      email: 'geverifieerd-ms@example.nl',
      xms_edov: true,
    });
    expect(callback.searchParams.get('error')).toBeNull();
    const profile = await ms.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(callback),
    });
    expect(profile.json()).toMatchObject({
      email: 'geverifieerd-ms@example.nl',
      social_auth: [{ provider: 'microsoft-graph' }],
    });
  });
});
