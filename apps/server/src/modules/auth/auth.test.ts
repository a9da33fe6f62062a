import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { TEMP_USERNAME_PREFIX } from '@zetelpoule/shared';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { emailTokens, refreshTokens, socialAccounts, users } from '../../db/schema';
import { findLink, readOutbox, solveCaptcha, waitForMail } from './auth.test-support';

/*
 * Every authentication call, through the real app on a real database.
 * Rate limits count per client address, so each test speaks from an address of its own.
 */

let t: TestApp;
let ipCounter = 0;
/** A fresh client address, so one test's requests never count against another's limits. */
function newIp(): string {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function call(options: InjectOptions & { ip?: string }) {
  const { ip, ...rest } = options;
  return t.app.inject({ ...rest, remoteAddress: ip ?? newIp() });
}

let accountCounter = 0;
function newAccount(overrides: Record<string, unknown> = {}) {
  accountCounter += 1;
  return {
    email: `nieuw${accountCounter}@example.nl`,
    username: `nieuw_${accountCounter}`,
    first_name: 'Anne',
    last_name: "van 't Hof",
    password: 'Sterk-Wachtw0ord',
    password_confirm: 'Sterk-Wachtw0ord',
    ...overrides,
  };
}

async function register(account: Record<string, unknown>) {
  return call({
    method: 'POST',
    url: '/api/auth/register/',
    payload: { ...account, captcha_token: await solveCaptcha(t.app) },
  });
}

function login(email: string, password: string, ip?: string) {
  return call({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, ip });
}

async function mailTo(email: string): Promise<string | undefined> {
  // nodemailer writes the domain in lower case.
  return (await readOutbox(t.config.dataDir)).find((m) =>
    m.toLowerCase().includes(`to: ${email.toLowerCase()}`),
  );
}

/** The path of the first link to `page` in the newest mail to `email`. */
async function linkPath(email: string, page: string, count = 1): Promise<string> {
  const mail = await waitForMail(t.config.dataDir, email, count);
  const link = findLink(mail, `${t.config.publicUrl}/${page}/`);
  if (!link) throw new Error(`no ${page} link in the mail`);
  return link.slice(t.config.publicUrl.length);
}

async function tokenFromLink(email: string, page: string, count = 1): Promise<string> {
  return (await linkPath(email, page, count)).split('/')[2]!;
}

/** A registered, verified account, the way a player gets one. */
async function verifiedAccount() {
  const account = newAccount();
  expect((await register(account)).statusCode).toBe(201);
  const path = await linkPath(account.email, 'verify-email');
  expect((await call({ method: 'GET', url: `/api/auth${path}/` })).statusCode).toBe(200);
  return account;
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

async function userCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates an unverified account and mails a verification link built from PUBLIC_URL', async () => {
    const account = newAccount({ email: '  Anne.Hof@Example.nl ' });
    const res = await register(account);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: expect.stringContaining('e-mail'),
      user_email: 'Anne.Hof@Example.nl',
      email_sent: true,
      verification_required: true,
    });

    const mail = await mailTo('Anne.Hof@Example.nl');
    expect(mail).toContain('Subject: Bevestig je e-mailadres voor Zetelpoule');
    expect(mail).toContain('Content-Type: text/html');
    expect(findLink(mail!, 'http://zetelpoule.test/verify-email/')).toMatch(
      /^http:\/\/zetelpoule\.test\/verify-email\/[A-Za-z0-9_-]{43}$/,
    );

    // Stored as argon2id, never as typed.
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, account.username));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.isEmailVerified).toBe(false);
  });

  it('lets the player in only after the link is followed', async () => {
    const account = newAccount();
    await register(account);
    const before = await login(account.email, account.password);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({
      error: 'email_not_verified',
      user_email: account.email,
      message: expect.stringContaining('niet geverifieerd'),
    });

    const path = await linkPath(account.email, 'verify-email');
    const verified = await call({ method: 'GET', url: `/api/auth${path}/` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: 'Je e-mailadres is geverifieerd. Je hebt nu toegang tot het spel.',
    });

    const after = await login(account.email.toUpperCase(), account.password);
    expect(after.statusCode).toBe(200);
    const body = after.json();
    expect(body).toMatchObject({
      message: 'Succesvol ingelogd.',
      user: {
        username: account.username,
        first_name: 'Anne',
        last_name: "van 't Hof",
        full_name: "Anne van 't Hof",
        email: account.email,
        avatar: null,
        is_staff: false,
        is_superuser: false,
        has_usable_password: true,
        is_email_verified: true,
        social_auth: [],
      },
    });
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await call({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: { authorization: `Bearer ${body.access}` },
    });
    expect(profile.json().username).toBe(account.username);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['e-mail missing', { email: undefined }, 'email', 'E-mailadres is verplicht'],
    ['e-mail empty', { email: '   ' }, 'email', 'E-mailadres is verplicht'],
    ['e-mail malformed', { email: 'anne@hof' }, 'email', 'Voer een geldig e-mailadres in'],
    ['username missing', { username: '' }, 'username', 'Gebruikersnaam is verplicht'],
    [
      'username short',
      { username: 'ab' },
      'username',
      'Gebruikersnaam moet minimaal 3 tekens lang zijn',
    ],
    [
      'username long',
      { username: 'a'.repeat(31) },
      'username',
      'Gebruikersnaam mag maximaal 30 tekens lang zijn',
    ],
    [
      'username with a space',
      { username: 'anne hof' },
      'username',
      'Gebruikersnaam mag alleen letters, cijfers, underscores en koppeltekens bevatten',
    ],
    [
      'temporary username',
      { username: `${TEMP_USERNAME_PREFIX}anne` },
      'username',
      `Gebruikersnaam mag niet beginnen met "${TEMP_USERNAME_PREFIX}"`,
    ],
    ['first name missing', { first_name: ' ' }, 'first_name', 'Voornaam is verplicht'],
    [
      'first name with digits',
      { first_name: 'Anne2' },
      'first_name',
      'Voornaam mag alleen letters, spaties, koppeltekens en apostroffen bevatten',
    ],
    [
      'last name short',
      { last_name: 'H' },
      'last_name',
      'Achternaam moet minimaal 2 tekens lang zijn',
    ],
    [
      'last name long',
      { last_name: 'H'.repeat(31) },
      'last_name',
      'Achternaam mag maximaal 30 tekens lang zijn',
    ],
    ['password missing', { password: '' }, 'password', 'Wachtwoord is verplicht'],
    ['password short', { password: 'Ab1!' }, 'password', 'Minimaal 8 tekens lang zijn'],
    [
      'password without uppercase',
      { password: 'sterk-wachtw0ord' },
      'password',
      'Minimaal één hoofdletter bevatten',
    ],
    [
      'password without lowercase',
      { password: 'STERK-WACHTW0ORD' },
      'password',
      'Minimaal één kleine letter bevatten',
    ],
    [
      'password without digit',
      { password: 'Sterk-Wachtwoord' },
      'password',
      'Minimaal één cijfer bevatten',
    ],
    [
      'password without special character',
      { password: 'SterkWachtw0ord' },
      'password',
      'Minimaal één speciaal teken bevatten',
    ],
    [
      'confirmation missing',
      { password_confirm: '' },
      'password_confirm',
      'Bevestig je wachtwoord',
    ],
    [
      'confirmation different',
      { password_confirm: 'Sterk-Wachtw0ord!' },
      'password_confirm',
      'Wachtwoorden komen niet overeen',
    ],
  ];
  it.each(cases)('refuses a registration with %s', async (_name, change, field, message) => {
    const before = await userCount();
    const res = await call({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { ...newAccount(change), captcha_token: 'not-solved' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error' });
    expect(res.json()[field]).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('asks for the captcha when it is missing', async () => {
    const { password: _p, ...rest } = newAccount();
    const res = await call({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { ...rest, password: 'Sterk-Wachtw0ord' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().captcha_token).toEqual(['Voltooi de beveiligingscontrole']);
  });

  it('refuses an unsolved, tampered or replayed captcha and creates nothing', async () => {
    const before = await userCount();
    const garbage = await call({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { ...newAccount(), captcha_token: 'bm90IGEgc29sdXRpb24=' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({
      error: 'captcha_invalid',
      captcha_token: ['De beveiligingscontrole is mislukt. Probeer het opnieuw.'],
    });

    const solved = await solveCaptcha(t.app);
    const payload = JSON.parse(Buffer.from(solved, 'base64').toString()) as { number: number };
    const wrongNumber = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 }));
    const tampered = await call({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { ...newAccount(), captcha_token: wrongNumber.toString('base64') },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toBe('captcha_invalid');
    expect(await userCount()).toBe(before);

    const first = await call({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { ...newAccount(), captcha_token: solved },
    });
    expect(first.statusCode).toBe(201);
    const replay = await call({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { ...newAccount(), captcha_token: solved },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('captcha_invalid');
    expect(await userCount()).toBe(before + 1);
  });

  it('hands out a fresh, uncached challenge each time', async () => {
    const a = await call({ method: 'GET', url: '/api/auth/captcha/challenge/' });
    const b = await call({ method: 'GET', url: '/api/auth/captcha/challenge/' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.json()).toMatchObject({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: expect.any(Number),
      salt: expect.stringContaining('expires='),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(a.json().challenge).not.toBe(b.json().challenge);
  });

  it('refuses an e-mail address or username that is taken, in any letter case', async () => {
    const first = newAccount();
    expect((await register(first)).statusCode).toBe(201);
    const before = await userCount();
    const res = await register(
      newAccount({ email: first.email.toUpperCase(), username: first.username.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'conflict',
      email: ['Er bestaat al een account met dit e-mailadres'],
      username: ['Deze gebruikersnaam is al in gebruik'],
    });
    expect(await userCount()).toBe(before);
  });

  it('answers wrong types, missing fields and huge values with 400 and field errors', async () => {
    const bodies: unknown[] = [
      {},
      { email: 5, username: null, first_name: ['x'], last_name: {}, password: true },
      { ...newAccount({ first_name: 'A'.repeat(5000), password: 'Aa1!'.repeat(1000) }) },
      [],
      'register me',
    ];
    for (const payload of bodies) {
      const res = await call({
        method: 'POST',
        url: '/api/auth/register/',
        payload: payload as InjectOptions['payload'],
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error).toMatch(/validation_error|invalid_json/);
    }
    const typed = await call({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { email: 5, username: null, first_name: ['x'], password: true },
    });
    expect(typed.json()).toMatchObject({
      email: ['E-mailadres is verplicht'],
      username: ['Gebruikersnaam is verplicht'],
      first_name: ['Voornaam is verplicht'],
      last_name: ['Achternaam is verplicht'],
      password: ['Wachtwoord is verplicht'],
    });
    const huge = await call({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { ...newAccount({ password: 'Aa1!'.repeat(100), password_confirm: 'x' }) },
    });
    expect(huge.json().password).toEqual(['Wachtwoord mag maximaal 128 tekens lang zijn']);
  });

  it('limits registrations per address with a clear 429', async () => {
    const ip = newIp();
    let last = 0;
    for (let i = 0; i < 6; i += 1) {
      const res = await call({ method: 'POST', url: '/api/auth/register/', payload: {}, ip });
      last = res.statusCode;
      if (i < 5) expect(res.statusCode).toBe(400);
    }
    expect(last).toBe(429);
    const res = await call({ method: 'POST', url: '/api/auth/register/', payload: {}, ip });
    expect(res.json()).toEqual({
      error: 'rate_limited',
      message: 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.',
    });
  });
});

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

describe('e-mail verification', () => {
  const verify = (token: string) =>
    call({ method: 'GET', url: `/api/auth/verify-email/${token}/` });

  it('verifies once; the same link afterwards says the address was already verified', async () => {
    const account = newAccount();
    await register(account);
    const token = await tokenFromLink(account.email, 'verify-email');
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Je e-mailadres is geverifieerd. Je hebt nu toegang tot het spel.',
    });
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: 'Je e-mailadres was al geverifieerd. Je hebt toegang tot het spel.',
    });
  });

  it('answers a used link of an account that is not verified (any more) with 410', async () => {
    const account = newAccount();
    await register(account);
    const token = await tokenFromLink(account.email, 'verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ isEmailVerified: false })
      .where(eq(users.email, account.email));
    const again = await verify(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'token_used' });
  });

  it('answers an expired link with 410 and an unknown one with 400', async () => {
    const account = newAccount();
    await register(account);
    const token = await tokenFromLink(account.email, 'verify-email');
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, await userIdOf(account.email)));
    const expired = await verify(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('token_expired');
    expect((await login(account.email, account.password)).statusCode).toBe(403);

    const unknown = await verify('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'invalid_token',
      message: 'Ongeldige verificatielink.',
    });
    // Longer than any token: refused by the router before it reaches us.
    expect((await verify('x'.repeat(300))).statusCode).toBe(414);
  });

  it('resends a new link that works, and the old one no longer does', async () => {
    const account = newAccount();
    await register(account);
    const oldToken = await tokenFromLink(account.email, 'verify-email');
    const res = await call({
      method: 'POST',
      url: '/api/auth/verification/resend/',
      payload: { email: account.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message:
        'Als er een niet-geverifieerd account met dit e-mailadres bestaat, is er een nieuwe verificatiemail verzonden.',
    });
    const newToken = await tokenFromLink(account.email, 'verify-email', 2);
    expect(newToken).not.toBe(oldToken);
    expect((await verify(oldToken)).statusCode).toBe(410);
    expect((await verify(newToken)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('answers a resend for an unknown or verified address the same, without sending mail', async () => {
    const verified = await createUser(t);
    const before = (await readOutbox(t.config.dataDir)).length;
    const answers = [];
    for (const email of ['niemand@example.nl', verified.email]) {
      const res = await call({
        method: 'POST',
        url: '/api/auth/verification/resend/',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    expect(answers[0]).toEqual(answers[1]);
    await new Promise((r) => setTimeout(r, 300));
    expect((await readOutbox(t.config.dataDir)).length).toBe(before);
  });

  it('requires an e-mail for a resend and limits resends per address', async () => {
    const missing = await call({
      method: 'POST',
      url: '/api/auth/verification/resend/',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().email).toEqual(['E-mailadres is verplicht']);
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await call({
        method: 'POST',
        url: '/api/auth/verification/resend/',
        payload: { email: 'niemand@example.nl' },
        ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('password reset', () => {
  const request = (email: unknown, ip?: string) =>
    call({ method: 'POST', url: '/api/auth/password-reset/request/', payload: { email }, ip });
  const verifyReset = (token: string) =>
    call({ method: 'GET', url: `/api/auth/password-reset/verify/${token}/` });
  const confirm = (token: string, password: string, confirmation = password) =>
    call({
      method: 'POST',
      url: '/api/auth/password-reset/confirm/',
      payload: { token, new_password: password, new_password_confirm: confirmation },
    });

  it('mails a link; the link sets a new password once and signs out every session', async () => {
    const account = await verifiedAccount();
    const session = (await login(account.email, account.password)).json();

    const res = await request(account.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        'Als er een account met dit e-mailadres bestaat, is er een e-mail verzonden met een link om je wachtwoord opnieuw in te stellen.',
    });
    const mail = await waitForMail(t.config.dataDir, account.email, 2);
    expect(mail).toContain('Subject: Stel een nieuw wachtwoord in voor Zetelpoule');
    const token = await tokenFromLink(account.email, 'reset-password', 2);

    const valid = await verifyReset(token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true, user_email: account.email });

    const weak = await confirm(token, 'zwak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password).toContain('Minimaal 8 tekens lang zijn');
    const mismatch = await confirm(token, 'Nieuw-Geheim1', 'Nieuw-Geheim2');
    expect(mismatch.json().new_password_confirm).toEqual(['Wachtwoorden komen niet overeen']);

    const done = await confirm(token, 'Nieuw-Geheim1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
    });

    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'Nieuw-Geheim1')).statusCode).toBe(200);
    const oldSession = await call({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(oldSession.statusCode).toBe(401);

    const reused = await confirm(token, 'Nog-Nieuwer1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().token).toEqual(['Ongeldige of verlopen resetlink.']);
    const reverify = await verifyReset(token);
    expect(reverify.statusCode).toBe(400);
    expect(reverify.json()).toMatchObject({ valid: false, error: 'invalid_token' });
  });

  it('gives an unknown address the same answer and sends nothing', async () => {
    const known = await createUser(t);
    const before = (await readOutbox(t.config.dataDir)).length;
    const unknown = await request('niemand@example.nl');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual((await request(known.email)).json());
    await waitForMail(t.config.dataDir, known.email);
    expect((await readOutbox(t.config.dataDir)).length).toBe(before + 1);
  });

  it('tells a social-only account to sign in with its provider', async () => {
    const social = await createUser(t, { passwordHash: null });
    await t.database.db
      .insert(socialAccounts)
      .values({ userId: social.id, provider: 'google-oauth2', subject: `g-${social.id}` });
    const res = await request(social.email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'social_auth_user',
      error_type: 'social_auth_user',
      message:
        'Dit account gebruikt inloggen met Google en heeft geen wachtwoord. Log in met Google.',
      providers: ['google-oauth2'],
    });
  });

  it('refuses an expired or unknown reset link', async () => {
    const account = await verifiedAccount();
    await request(account.email);
    const token = await tokenFromLink(account.email, 'reset-password', 2);
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, await userIdOf(account.email)));
    expect((await verifyReset(token)).statusCode).toBe(400);
    expect((await confirm(token, 'Nieuw-Geheim1')).statusCode).toBe(400);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    const unknown = await verifyReset('B'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'invalid_token',
      message: 'Ongeldige of verlopen resetlink.',
      valid: false,
    });
  });

  it('answers bad input with 400 and limits requests per address', async () => {
    expect((await request(undefined)).json().email).toEqual(['E-mailadres is verplicht']);
    expect((await request(['a@b.nl'])).statusCode).toBe(400);
    const noToken = await call({
      method: 'POST',
      url: '/api/auth/password-reset/confirm/',
      payload: { new_password: 'Nieuw-Geheim1', new_password_confirm: 'Nieuw-Geheim1' },
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().token).toEqual(['Token is verplicht']);
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await request('niemand@example.nl', ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
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
