import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../test/helper';

/*
 * Errors Fastify raises itself (an over-long path parameter, bad percent-encoding, an
 * unsupported content type, a body over the limit, broken JSON) use the app's error format, in
 * Dutch, and never repeat what was sent.
 */

describe("Fastify's own errors", () => {
  let t: TestApp;
  let player: TestUser;

  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Zetelpoule</title>');
    t = await buildTestApp({ webDistDir: webDir });
    player = await createUser(t);
  });
  afterAll(() => t.close());

  function expectAppError(
    res: { statusCode: number; body: string; headers: Record<string, unknown> },
    status: number,
    error: string,
    secret?: string,
  ) {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(body).toEqual({ error, message: expect.any(String) });
    expect(body).not.toHaveProperty('code');
    expect(body).not.toHaveProperty('statusCode');
    if (secret) expect(res.body).not.toContain(secret);
  }

  it('answers a path parameter over 200 characters with a 414 that does not echo it', async () => {
    const token = `geheim${'x'.repeat(300)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/password-reset/verify/${token}/`,
    });
    expectAppError(res, 414, 'uri_too_long', 'geheim');
    expect(res.json()).toMatchObject({ message: 'Het adres is te lang.' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers bad percent-encoding with a 400 that does not echo the URL', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email/geheim%E0%A4%A/',
    });
    expectAppError(res, 400, 'bad_url', 'geheim');
    expect(res.json()).toMatchObject({ message: 'Het adres van dit verzoek is ongeldig.' });
  });

  it('answers an unknown API route with a JSON 404 and a method the route lacks too', async () => {
    expectAppError(
      await t.app.inject({ method: 'GET', url: '/api/geheim/' }),
      404,
      'not_found',
      'geheim',
    );
    expectAppError(
      await t.app.inject({ method: 'DELETE', url: '/api/auth/login/' }),
      404,
      'not_found',
    );
  });

  it('still serves the web app for page routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Zetelpoule</title>');
  });

  it('answers an unsupported content type with a Dutch 415 that does not echo it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/x-geheim' },
      payload: 'email=a',
    });
    expectAppError(res, 415, 'unsupported_media_type', 'geheim');
    expect(res.json()).toMatchObject({
      message: 'Dit soort inhoud wordt niet ondersteund: stuur JSON.',
    });
  });

  it('answers a body over the limit with a Dutch 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.nl', password: 'x'.repeat(100_000) }),
    });
    expectAppError(res, 413, 'payload_too_large');
    expect(res.json()).toMatchObject({ message: 'Het verzoek is te groot.' });
  });

  it.each([
    ['broken JSON', '{"email":"geheim'],
    ['a __proto__ key', '{"__proto__":{"is_staff":true},"email":"geheim@x.nl","password":"x"}'],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"x":1}},"email":"a@x.nl"}'],
  ])('answers %s with a Dutch 400 that does not echo it', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectAppError(res, 400, 'invalid_json', 'geheim');
  });

  it('answers an empty JSON body with a Dutch 400', async () => {
    const res = await injectAs(t, player, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectAppError(res, 400, 'invalid_json');
  });

  it("words zod's own messages (a wrong type) in Dutch", async () => {
    const res = await injectAs(t, player, {
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: { first_name: 'Test', last_name: 'Speler', username: player.username, email: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error' });
    expect(res.json<{ message: string }>().message).toMatch(/^Ongeldige invoer/);
  });
});
