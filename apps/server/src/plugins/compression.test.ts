import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../test/helper';

// What a phone downloads is compressed, and cached as long as it safely can be.
describe('compression and caching of what the server sends', () => {
  let t: TestApp;
  const script = `console.log(${JSON.stringify('zetel '.repeat(500))});`;
  const page = `<!doctype html><head><title>Zetelpoule</title></head><p>${'Voorspel de zetels. '.repeat(100)}</p>`;
  beforeAll(async () => {
    // A stand-in for the web build as apps/web/build/precompress.ts leaves it.
    const webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    mkdirSync(path.join(webDir, '.vite'));
    for (const [file, text] of [
      ['assets/app-abc123.js', script],
      ['index.html', page],
    ] as const) {
      writeFileSync(path.join(webDir, file), text);
      writeFileSync(path.join(webDir, `${file}.br`), brotliCompressSync(text));
      writeFileSync(path.join(webDir, `${file}.gz`), gzipSync(text));
    }
    // One page with chunks of its own: its index.html is written by the server (web-app.ts).
    writeFileSync(
      path.join(webDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-abc123.js', src: 'index.html', isEntry: true },
        'src/app/routes/login.tsx': { file: 'assets/login-abc123.js' },
      }),
    );
    t = await buildTestApp({ webDistDir: webDir });
  });
  afterAll(() => t.close());

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gz = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends every page compressed and never cached', async () => {
    const res = await t.app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('sends a page with chunks of its own compressed too, as the client accepts it', async () => {
    const login = (acceptEncoding?: string) =>
      t.app.inject({
        url: '/login',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await login('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-abc123.js">');
    expect(br.rawPayload.length).toBeLessThan(html.length / 3);

    const gz = await login('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await login();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.body).toBe(html);
    // What nobody accepts is not sent: identity it is.
    expect((await login('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses a JSON answer above the threshold and leaves a small one as it is', async () => {
    const parties = await t.app.inject({
      url: '/api/auth/parties/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(parties.statusCode).toBe(200);
    expect(parties.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(parties.rawPayload).toString()) as unknown[];
    expect(json).toHaveLength(27);

    const health = await t.app.inject({
      url: '/api/health/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('does not serve the build manifest', async () => {
    const res = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });
});
