import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../test/helper';

describe('the server foundation', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    // A small stand-in for the web build, to see the SPA fallback and caching.
    webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-web-'));
    mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Zetelpoule</title></head><body></body></html>',
    );
    writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    mkdirSync(path.join(webDir, '.vite'));
    writeFileSync(
      path.join(webDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-abc123.js', src: 'index.html', isEntry: true },
        'src/app/routes/dashboard.tsx': { file: 'assets/dashboard-def456.js' },
      }),
    );
    t = await buildTestApp({ webDistDir: webDir });
  });
  afterAll(() => t.close());

  it('starts however long its plugins take on a busy machine: no plugin timeout', () => {
    // The web app compresses its pages at start; Fastify's default 10 s timeout failed a start
    // at load 8.9. Readiness, not a timer, says when an instance may take traffic.
    expect(t.app.initialConfig.pluginTimeout).toBe(0);
  });

  it('reports healthy when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: process.env.REDIS_URL ? 'ok' : 'none',
    });
  });

  it('lists the parties of the active election in ballot order with colours', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/parties/' });
    expect(res.statusCode).toBe(200);
    const parties = res.json() as {
      id: number;
      name: string;
      hexcolor: string;
      list_number: number;
    }[];
    expect(parties).toHaveLength(27);
    expect(parties.map((p) => p.list_number)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(parties[0]).toMatchObject({ name: 'PVV', hexcolor: '#1E90FF' });
    for (const p of parties) expect(p.hexcolor).toMatch(/^#[0-9A-F]{6}$/);
    // Parties without a sourced colour get distinct defaults.
    expect(new Set(parties.map((p) => p.hexcolor)).size).toBe(27);
  });

  it('lists the thirteen played municipalities, Den Haag by its common name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/municipalities/' });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { name: string }[]).map((m) => m.name);
    expect(names).toHaveLength(13);
    expect(names).toEqual(
      expect.arrayContaining([
        'Den Haag',
        'Schiermonnikoog',
        'Vlieland',
        'Rozendaal',
        'Amsterdam',
        'Nijmegen',
      ]),
    );
    expect(names).not.toContain("'s-Gravenhage");
  });

  it('answers malformed JSON with a clear 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parties/',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('error');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Niet gevonden.' });
  });

  it('serves the web app for page routes (history fallback) and never caches index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Zetelpoule</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it("names a page's own chunks in its index.html, so the phone fetches them with the entry", async () => {
    const dashboard = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.headers['content-type']).toContain('text/html');
    expect(dashboard.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-def456.js">',
    );
    const other = await t.app.inject({ method: 'GET', url: '/profile' });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('modulepreload');
    // The build manifest itself is not for browsers.
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(
      404,
    );
  });

  it('sends a content security policy without inline scripts, and no referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const scriptSrc = /script-src [^;]*/.exec(csp)?.[0];
    expect(scriptSrc).toBe("script-src 'self'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
