import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { TEMP_USERNAME_PREFIX } from '@zetelpoule/shared';
import { createUser, injectAs, useTestApp } from '../../../test/helper';
import { refreshTokens } from '../../db/schema';
import { authCalls } from './auth.test-support';

/* Signing in, the tokens of a session and the username a social user picks, through the real app. */

const t = useTestApp();
const { newIp, call, newAccount, register, login, verifiedAccount } = authCalls(t);

describe('login', () => {
  it('gives a wrong password and an unknown address the very same answer', async () => {
    const account = await verifiedAccount();
    const wrongPassword = await login(account.email, 'Verkeerd-1');
    const unknown = await login('niemand@example.nl', 'Verkeerd-1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json()).toEqual({
      error: 'invalid_credentials',
      message: 'Ongeldig e-mailadres of wachtwoord.',
      non_field_errors: ['Ongeldig e-mailadres of wachtwoord.'],
    });
  });

  it('tells an unverified account so only after the right password', async () => {
    const account = newAccount();
    await register(account);
    const wrong = await login(account.email, 'Verkeerd-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_credentials');
    expect(wrong.json()).not.toHaveProperty('user_email');
  });

  it('refuses a password for an account that signs in only socially, like any wrong one', async () => {
    const social = await createUser(t, { passwordHash: null });
    const res = await login(social.email, 'Geheim123!');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_credentials');
  });

  it('requires e-mail and password', async () => {
    const res = await call({ method: 'POST', url: '/api/auth/login/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      email: ['E-mailadres is verplicht'],
      password: ['Wachtwoord is verplicht'],
    });
    const huge = await login('a'.repeat(10_000), 'b'.repeat(10_000));
    expect(huge.statusCode).toBe(400);
  });

  it('limits attempts per address with a clear 429', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await login('niemand@example.nl', 'Verkeerd-1', ip)).statusCode).toBe(401);
    }
    const limited = await login('niemand@example.nl', 'Verkeerd-1', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    // Another address is not affected.
    expect((await login('niemand@example.nl', 'Verkeerd-1')).statusCode).toBe(401);
  });
});

describe('tokens', () => {
  async function signIn() {
    const user = await createUser(t);
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    return { user, access: res.json().access as string, refresh: res.json().refresh as string };
  }
  const refresh = (token: unknown) =>
    call({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });

  it('rotates the refresh token on every use, and the new access token works', async () => {
    const session = await signIn();
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.refresh).not.toBe(session.refresh);
    const profile = await call({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: { authorization: `Bearer ${body.access}` },
    });
    expect(profile.statusCode).toBe(200);
    expect((await refresh(body.refresh)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again after the grace window', async () => {
    const session = await signIn();
    const rotated = (await refresh(session.refresh)).json().refresh as string;
    // Decision 011: the first 30 s after a rotation are a grace window (see sessions.test.ts).
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 31_000) })
      .where(and(eq(refreshTokens.userId, session.user.id), isNotNull(refreshTokens.rotatedAt)));
    const reuse = await refresh(session.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error).toBe('token_not_valid');
    // The thief replayed the old token: the owner's current one is gone too.
    expect((await refresh(rotated)).statusCode).toBe(401);
    // Another sign-in of the same user is a different family and still works.
    const other = await login(session.user.email, session.user.password);
    expect((await refresh(other.json().refresh)).statusCode).toBe(200);
  });

  it('refuses unknown, expired and malformed refresh tokens', async () => {
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
    const session = await signIn();
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, session.user.id));
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    const missing = await call({ method: 'POST', url: '/api/auth/token/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().refresh).toEqual(['Refresh token is verplicht']);
    expect((await refresh(12345)).statusCode).toBe(400);
    expect((await refresh('x'.repeat(5000))).statusCode).toBe(400);
  });

  it('logs out: the session cannot be refreshed afterwards', async () => {
    const session = await signIn();
    const rotated = (await refresh(session.refresh)).json().refresh as string;
    const out = await call({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization: `Bearer ${session.access}` },
      // The web app may still hold the pre-rotation token: it ends the session all the same.
      payload: { refresh: session.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Succesvol uitgelogd.' });
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('does not let one user end another user’s session', async () => {
    const victim = await signIn();
    const other = await signIn();
    const res = await call({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization: `Bearer ${other.access}` },
      payload: { refresh: victim.refresh },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(victim.refresh)).statusCode).toBe(200);
  });

  it('refuses logout, profile and username calls without a valid access token', async () => {
    const calls: InjectOptions[] = [
      { method: 'POST', url: '/api/auth/logout/', payload: { refresh: 'x' } },
      { method: 'GET', url: '/api/auth/profile/' },
      { method: 'GET', url: '/api/auth/check-username-setup/' },
      { method: 'POST', url: '/api/auth/setup-username/', payload: { username: 'anne' } },
      {
        method: 'PUT',
        url: '/api/auth/profile/update/',
        payload: { first_name: 'Anne', last_name: 'Hof', username: 'anne' },
      },
      {
        method: 'POST',
        url: '/api/auth/change-password/',
        payload: {
          old_password: 'Geheim123!',
          new_password: 'Nieuw-Geheim1',
          new_password_confirm: 'Nieuw-Geheim1',
        },
      },
    ];
    for (const options of calls) {
      expect((await call(options)).statusCode, options.url as string).toBe(401);
      const forged = await call({
        ...options,
        headers: { authorization: 'Bearer not.a.jwt' },
      });
      expect(forged.statusCode, options.url as string).toBe(401);
    }
  });
});

describe('username setup', () => {
  it('asks a new social user for a username once, and then never again', async () => {
    const taken = await createUser(t);
    const social = await createUser(t, {
      username: `${TEMP_USERNAME_PREFIX}0123abcd`,
      passwordHash: null,
    });
    const check = () =>
      injectAs(t, social, { method: 'GET', url: '/api/auth/check-username-setup/' });
    const setup = (username: unknown) =>
      injectAs(t, social, {
        method: 'POST',
        url: '/api/auth/setup-username/',
        payload: { username },
      });

    expect((await check()).json()).toEqual({ needs_username_setup: true });
    const invalid = await setup('a b');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().username).toEqual([
      'Gebruikersnaam mag alleen letters, cijfers, underscores en koppeltekens bevatten',
    ]);
    expect((await setup(`${TEMP_USERNAME_PREFIX}mij`)).statusCode).toBe(400);
    expect((await setup(12)).statusCode).toBe(400);
    const conflict = await setup(taken.username.toUpperCase());
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().username).toEqual(['Deze gebruikersnaam is al in gebruik']);

    const done = await setup('  Kiezer-01 ');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ username: 'Kiezer-01', has_usable_password: false });
    expect((await check()).json()).toEqual({ needs_username_setup: false });

    const again = await setup('Kiezer-02');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'username_already_set' });
  });

  it('limits username attempts with a clear 429', async () => {
    const social = await createUser(t, { username: `${TEMP_USERNAME_PREFIX}limit01` });
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/setup-username/',
        headers: { authorization: `Bearer ${social.token}` },
        payload: { username: 'x' },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
