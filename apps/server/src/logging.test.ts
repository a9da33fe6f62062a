import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { createTestDatabase, testConfig } from '../test/helper';
import { buildApp } from './app';
import type { Database } from './db/client';
import { users } from './db/schema';
import { seedDatabase, seedPracticeTkElection } from './db/seed/seed';
import { redactUrl } from './logging';
import { findLink, solveCaptcha, waitForMail } from './modules/auth/auth.test-support';

/*
 * A whole account's life — register, verify, sign in, refresh, reset,
 * social sign-in, an invite link, failed queries — with the server log written to a buffer,
 * which is then searched for every token, code and e-mail address that went by.
 */

let issuer: OAuth2Server;
let app: FastifyInstance;
let database: Database;
let dataDir: string;
const logLines: string[] = [];
/** Everything secret that passed through the server during the journey. */
const secrets = new Set<string>();

function remember(...values: (string | null | undefined)[]): void {
  for (const value of values) {
    if (value) secrets.add(value);
  }
}

function call(options: InjectOptions) {
  return app.inject({ remoteAddress: '10.9.0.1', ...options });
}

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  database = await createTestDatabase();
  await seedDatabase(database.db);
  await seedPracticeTkElection(database.db);
  const config = testConfig({
    LOG_LEVEL: 'trace',
    GOOGLE_OIDC_ISSUER: issuer.issuer.url!,
    GOOGLE_CLIENT_ID: 'zetelpoule-test',
    GOOGLE_CLIENT_SECRET: 'geheim-client-secret',
  });
  dataDir = config.dataDir;
  const webDistDir = path.join(dataDir, 'web');
  mkdirSync(webDistDir, { recursive: true });
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Zetelpoule</title>');
  app = await buildApp(config, {
    database,
    webDistDir,
    logStream: { write: (line: string) => void logLines.push(line) },
    rateLimitNameSpace: `zp-test-${randomBytes(6).toString('hex')}-`,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await issuer.stop();
});

describe('the server log', () => {
  it('keeps no token, code or e-mail address of a whole account journey', async () => {
    const email = `log.speler.${randomBytes(3).toString('hex')}@example.nl`;
    const password = 'Geheim-Wachtw00rd';
    remember(email, password);

    // Register and verify, opening the mail link the way a browser does.
    const registered = await call({
      method: 'POST',
      url: '/api/auth/register/',
      payload: {
        email,
        username: `logspeler${randomBytes(2).toString('hex')}`,
        first_name: 'Loes',
        last_name: 'Logboek',
        password,
        password_confirm: password,
        captcha_token: await solveCaptcha(app),
      },
    });
    expect(registered.statusCode).toBe(201);
    const verifyLink = findLink(
      await waitForMail(dataDir, email),
      'http://zetelpoule.test/verify-email/',
    )!;
    const verifyToken = verifyLink.split('/').pop()!;
    remember(verifyToken);
    expect((await call({ method: 'GET', url: `/verify-email/${verifyToken}` })).statusCode).toBe(
      200,
    );
    expect(
      (await call({ method: 'GET', url: `/api/auth/verify-email/${verifyToken}/` })).statusCode,
    ).toBe(200);
    // A second use says the address was already verified: that answer must not echo it either.
    expect(
      (await call({ method: 'GET', url: `/api/auth/verify-email/${verifyToken}/` })).statusCode,
    ).toBe(200);

    // Sign in, use the tokens in headers, refresh.
    const login = await call({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const { access, refresh } = login.json() as { access: string; refresh: string };
    remember(access, refresh);
    const profile = await call({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: { authorization: `Bearer ${access}`, cookie: `session=${refresh}` },
    });
    expect(profile.statusCode).toBe(200);
    const refreshed = await call({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    remember(refreshed.json().access, refreshed.json().refresh);

    // Reset the password through the mailed link.
    const newPassword = 'Nieuw-Wachtw00rd';
    remember(newPassword);
    await call({ method: 'POST', url: '/api/auth/password-reset/request/', payload: { email } });
    const resetLink = findLink(
      await waitForMail(dataDir, email, 2),
      'http://zetelpoule.test/reset-password/',
    )!;
    const resetToken = resetLink.split('/').pop()!;
    remember(resetToken);
    expect((await call({ method: 'GET', url: `/reset-password/${resetToken}` })).statusCode).toBe(
      200,
    );
    expect(
      (await call({ method: 'GET', url: `/api/auth/password-reset/verify/${resetToken}/` }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/auth/password-reset/confirm/',
          payload: {
            token: resetToken,
            new_password: newPassword,
            new_password_confirm: newPassword,
          },
        })
      ).statusCode,
    ).toBe(200);

    // Social sign-in: provider code and state in one query, tokens in the next.
    const socialEmail = `sociaal.${randomBytes(3).toString('hex')}@example.nl`;
    remember(socialEmail);
    const claims = {
      sub: `google-log-${randomBytes(3).toString('hex')}`,
      email: socialEmail,
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Sociaal',
    };
    issuer.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
    const start = await call({ method: 'GET', url: '/auth/login/google-oauth2/' });
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    remember(back.searchParams.get('code'), back.searchParams.get('state'));
    const complete = await call({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie },
    });
    const callback = new URL(String(complete.headers.location));
    expect(callback.searchParams.get('access_token'), callback.search).toBeTruthy();
    remember(
      callback.searchParams.get('access_token'),
      callback.searchParams.get('refresh_token'),
      cookie.split('=').slice(1).join('='),
    );
    expect(
      (await call({ method: 'GET', url: callback.pathname + callback.search })).statusCode,
    ).toBe(200);

    // An invite link, on the page and on the API.
    const inviteCode = randomBytes(6).toString('hex').toUpperCase();
    remember(inviteCode);
    await call({ method: 'GET', url: `/league/join/${inviteCode}` });
    await call({ method: 'GET', url: `/api/league/invite/${inviteCode}/` });
    await call({
      method: 'POST',
      url: `/api/auth/league/join/${inviteCode}/`,
      headers: { authorization: `Bearer ${access}` },
    });

    // Failed queries carry their bound parameters; PostgreSQL adds the row in `detail`.
    const failures: unknown[] = [];
    await database.db
      .execute(sql`select ${email}::int`)
      .catch((err: unknown) => failures.push(err));
    await database.db
      .insert(users)
      .values({ email, emailKey: email, username: 'dubbel', firstName: 'D', lastName: 'D' })
      .catch((err: unknown) => failures.push(err));
    expect(failures).toHaveLength(2);
    for (const err of failures) app.log.error({ err }, 'unhandled error');

    const log = logLines.join('');
    // The journey was logged: requests, with their paths, and the failures.
    expect(log).toContain('"url":"/api/auth/verify-email/[redacted]/"');
    expect(log).toContain('"url":"/reset-password/[redacted]"');
    expect(log).toContain('"url":"/auth/callback"');
    expect(log).toContain('"url":"/league/join/[redacted]"');
    expect(log).toContain('Failed query: insert into');
    for (const secret of secrets) {
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
      expect(log.toLowerCase().includes(secret.toLowerCase()), `the log holds ${secret}`).toBe(
        false,
      );
    }
    // No e-mail address at all, whoever it belongs to.
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/auth/callback?access_token=a&refresh_token=b', '/auth/callback'],
    ['/api/auth/password-reset/verify/abc/', '/api/auth/password-reset/verify/[redacted]/'],
    ['/verify-email/abc', '/verify-email/[redacted]'],
    ['/api/auth/verify-email/abc/', '/api/auth/verify-email/[redacted]/'],
    ['/reset-password/abc?x=1', '/reset-password/[redacted]'],
    ['/league/join/ABC123', '/league/join/[redacted]'],
    ['/api/auth/league/join/ABC123/', '/api/auth/league/join/[redacted]/'],
    ['/api/league/invite/ABC123/', '/api/league/invite/[redacted]/'],
    ['/api/auth/leaderboard/?page=2', '/api/auth/leaderboard/'],
    ['/dashboard', '/dashboard'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
