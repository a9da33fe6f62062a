import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { refreshTokens, socialAccounts, users } from '../../db/schema';

/*
 * Deleting an account that has no password (docs/decisions/016-real-names-and-account-deletion.md):
 * the proof is a sign-in with the provider at most 10 minutes ago, through the real OpenID Connect
 * flow against oauth2-mock-server, as in social.test.ts.
 */

let issuer: OAuth2Server;
let t: TestApp;
let nextClaims: Record<string, unknown> = {};

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

/** A whole Google sign-in as `claims`; the access token the callback page receives. */
async function signIn(claims: Record<string, unknown>): Promise<string> {
  nextClaims = claims;
  const start = await t.app.inject({ method: 'GET', url: '/auth/login/google-oauth2/' });
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  const done = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie },
  });
  const callback = new URL(String(done.headers.location));
  const params = new URLSearchParams(callback.hash.slice(1) || callback.search);
  const access = params.get('access_token');
  expect(access).toEqual(expect.any(String));
  return access!;
}

function deleteAs(access: string, payload: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/profile/delete/',
    headers: { authorization: `Bearer ${access}` },
    payload,
  });
}

describe('deleting an account without a password', () => {
  it('accepts a sign-in with the provider of moments ago and removes the account', async () => {
    const access = await signIn({
      sub: 'google-wis-1',
      email: 'sociaal.wis@example.nl',
      email_verified: true,
    });
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sociaal.wis@example.nl'));
    expect(user!.passwordHash).toBeNull();

    const res = await deleteAs(access);
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
    expect(
      await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user!.id)),
    ).toEqual([]);
  });

  it('refuses when the last sign-in with the provider is more than 10 minutes old', async () => {
    const access = await signIn({
      sub: 'google-wis-2',
      email: 'sociaal.oud@example.nl',
      email_verified: true,
    });
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sociaal.oud@example.nl'));
    await t.database.db
      .update(refreshTokens)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(refreshTokens.userId, user!.id));

    const res = await deleteAs(access);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'fresh_sign_in_required' });
    expect(await t.database.db.select().from(users).where(eq(users.id, user!.id))).toHaveLength(1);

    // Signing in again with the provider is the way through.
    const fresh = await signIn({
      sub: 'google-wis-2',
      email: 'sociaal.oud@example.nl',
      email_verified: true,
    });
    expect((await deleteAs(fresh)).statusCode).toBe(200);
  });
});
