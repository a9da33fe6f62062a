import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { TEMP_USERNAME_PREFIX } from '@zetelpoule/shared';
import { useTestApp } from '../../../test/helper';
import { users } from '../../db/schema';
import { authCalls, findLink, solveCaptcha } from './auth.test-support';

/* Registering an account through the real app on a real database: input, captcha, limits. */

const t = useTestApp();
const { newIp, call, newAccount, register, login, mailTo, linkPath, userCount } = authCalls(t);

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
