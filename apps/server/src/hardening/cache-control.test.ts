import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../test/helper';

/*
 * Every API answer is `no-store`, so a shared computer's browser or a proxy never keeps tokens or
 * personal data (docs/decisions/010-no-store-on-every-api-answer.md).
 */

describe('Cache-Control on API answers', () => {
  let t: TestApp;
  let player: TestUser;

  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-web-'));
    mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Zetelpoule</title>');
    writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp({ webDistDir: webDir });
    player = await createUser(t);
  });
  afterAll(() => t.close());

  it('marks the tokens of a login and of a refresh no-store', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: player.email, password: player.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: login.json<{ refresh: string }>().refresh },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
  });

  it('marks the profile and a password change no-store', async () => {
    const profile = await injectAs(t, player, { method: 'GET', url: '/api/auth/profile/' });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const change = await injectAs(t, player, {
      method: 'POST',
      url: '/api/auth/change-password/',
      payload: {
        old_password: player.password,
        new_password: 'Nieuw456!x',
        new_password_confirm: 'Nieuw456!x',
      },
    });
    expect(change.statusCode).toBe(200);
    expect(change.headers['cache-control']).toBe('no-store');
  });

  it('marks public data, errors and unknown API routes no-store too', async () => {
    for (const [url, status] of [
      ['/api/auth/parties/', 200],
      ['/api/health/', 200],
      ['/api/auth/profile/', 401],
      ['/api/nope/', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app its own caching', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
