import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { INVALID_CHARACTERS_MESSAGE } from '@zetelpoule/shared';
import { buildApp } from '../app';
import { subleagues } from '../db/schema';
import { seedDatabase, seedPracticeTkElection } from '../db/seed/seed';
import {
  createTestDatabase,
  createUser,
  injectAs,
  testConfig,
  type TestApp,
  type TestUser,
} from '../../test/helper';
import { activeElectionId } from '../modules/leagues/leagues.test-data';

/*
 * A NUL (or any control character) in a request string — which PostgreSQL refuses — is a 400 in
 * the error format, with one Dutch message, and changes nothing, on every route that takes text
 * (docs/decisions/009-text-and-id-input-rules.md).
 */

const NUL = '\u0000';

describe('control characters in request strings', () => {
  let t: TestApp;
  let player: TestUser;
  let admin: TestUser;
  let electionId: number;
  let partyId: number;
  /** Every line the server logged: a refused input is no error to log. */
  const logLines: string[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    await seedDatabase(database.db);
    await seedPracticeTkElection(database.db);
    const config = testConfig({ LOG_LEVEL: 'info' });
    const app = await buildApp(config, {
      database,
      logStream: { write: (line) => logLines.push(line) },
      rateLimitNameSpace: `zp-test-${randomBytes(6).toString('hex')}-`,
      webDistDir: path.join(config.dataDir, 'no-web-app'),
    });
    await app.ready();
    t = {
      app,
      database,
      config,
      async close() {
        await app.close();
        await database.close();
      },
    };
    player = await createUser(t);
    admin = await createUser(t, { isStaff: true, isSuperuser: true });
    electionId = await activeElectionId(t);
    const parties = await t.app.inject({ method: 'GET', url: '/api/auth/parties/' });
    partyId = (parties.json() as { id: number }[])[0]!.id;
  });
  afterAll(() => t.close());

  afterEach(() => {
    // pino levels: 50 error, 60 fatal.
    const errors = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });

  it('logs the requests (so the check above has something to read)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(logLines.length).toBeGreaterThan(0);
  });

  function expectRefused(res: { statusCode: number; json(): unknown }) {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      message: INVALID_CHARACTERS_MESSAGE,
    });
  }

  it('answers a NUL in the login e-mail with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a\\u0000b@example.com","password":"x"}',
    });
    expectRefused(res);
    expect(res.json()).toHaveProperty('email', [INVALID_CHARACTERS_MESSAGE]);
  });

  it.each([
    ['the password-reset request', '/api/auth/password-reset/request/', { email: `a${NUL}@x.nl` }],
    ['the verification resend', '/api/auth/verification/resend/', { email: `a${NUL}@x.nl` }],
    [
      'registration',
      '/api/auth/register/',
      {
        email: `nieuw${NUL}@example.nl`,
        username: 'nieuwe_speler',
        first_name: 'Nieuw',
        last_name: 'Speler',
        password: 'Geheim123!',
        password_confirm: 'Geheim123!',
        captcha_token: 'x',
      },
    ],
    ['a refresh token', '/api/auth/token/refresh/', { refresh: `abc${NUL}` }],
    [
      'the password-reset confirmation',
      '/api/auth/password-reset/confirm/',
      { token: `abc${NUL}`, new_password: 'Geheim123!', new_password_confirm: 'Geheim123!' },
    ],
  ])('refuses a NUL in %s (anonymous)', async (_name, url, payload) => {
    expectRefused(await t.app.inject({ method: 'POST', url, payload }));
  });

  it('refuses a NUL in a mail token in the path', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/auth/verify-email/abc%00def/' }));
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/auth/password-reset/verify/abc%00def/' }),
    );
  });

  it('refuses a NUL in the avatar of a profile update and keeps the profile', async () => {
    const res = await injectAs(t, player, {
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: {
        first_name: 'Test',
        last_name: 'Speler',
        username: player.username,
        avatar: `https://example.com/a${NUL}.png`,
      },
    });
    expectRefused(res);
    const profile = await injectAs(t, player, { method: 'GET', url: '/api/auth/profile/' });
    expect(profile.json()).toMatchObject({ avatar: null });
  });

  it('refuses a NUL in a sub-league name and creates nothing', async () => {
    const res = await injectAs(t, player, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      payload: { name: `Poule${NUL}` },
    });
    expectRefused(res);
    const created = await t.database.db
      .select()
      .from(subleagues)
      .where(eq(subleagues.creatorId, player.id));
    expect(created).toHaveLength(0);
  });

  it('refuses a NUL in an invite code', async () => {
    expectRefused(
      await injectAs(t, player, { method: 'POST', url: '/api/auth/league/join/abc%00/' }),
    );
  });

  it('refuses a NUL in the first-count municipality', async () => {
    expectRefused(
      await injectAs(t, player, {
        method: 'POST',
        url: '/api/auth/predictions/municipality/select/',
        payload: { municipality_name: `Urk${NUL}` },
      }),
    );
  });

  it.each([
    ['the user search', 'POST', '/api/auth/admin/search-user/', { email: `a${NUL}@x.nl` }],
    [
      'a new election',
      'POST',
      '/api/auth/admin/election-results/create/',
      { name: `TK${NUL}`, election_date: '2030-01-01T10:00:00Z' },
    ],
  ])('refuses a NUL in %s (admin)', async (_name, method, url, payload) => {
    expectRefused(await injectAs(t, admin, { method: method as 'POST', url, payload }));
  });

  it('refuses a NUL in an election rename and a party name or colour (admin)', async () => {
    const base = `/api/auth/admin/election-results/${electionId}`;
    expectRefused(
      await injectAs(t, admin, { method: 'PATCH', url: `${base}/`, payload: { name: `x${NUL}` } }),
    );
    expectRefused(
      await injectAs(t, admin, {
        method: 'POST',
        url: `${base}/parties/`,
        payload: { name: `Partij${NUL}`, hexcolor: '#123456' },
      }),
    );
    expectRefused(
      await injectAs(t, admin, {
        method: 'PATCH',
        url: `${base}/parties/${partyId}/`,
        payload: { name: `Partij${NUL}` },
      }),
    );
    expectRefused(
      await injectAs(t, admin, {
        method: 'PATCH',
        url: `${base}/parties/${partyId}/`,
        payload: { hexcolor: `#12345${NUL}` },
      }),
    );
  });

  it.each([
    ['a lone surrogate', '"Poule\\ud800"'],
    ['a C1 control', '"Poule\\u0085"'],
    ['a tab', '"Poule\\tX"'],
    ['an escape', '"Poule\\u001b[31m"'],
  ])('refuses %s in a one-line field', async (_name, json) => {
    const res = await injectAs(t, player, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${json}}`,
    });
    expectRefused(res);
  });

  it('stores a name typed with a combining accent in NFC, as one character', async () => {
    const res = await injectAs(t, player, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      payload: { name: ' Zoe\u0308s poule ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Zo\u00ebs poule' });
  });
});
