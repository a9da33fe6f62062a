import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

const INDEX = `<html><head><title>Zetelpoule</title>
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root">
<p class="boot-status">Zetelpoule wordt geladen…</p>
</div></body></html>`;

describe('the pages the server writes, from a stand-in web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A stand-in for the web build: index.html and the manifest Vite writes.
    const webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-web-'));
    mkdirSync(path.join(webDir, '.vite'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), INDEX);
    writeFileSync(
      path.join(webDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/app-1.js',
          src: 'index.html',
          isEntry: true,
          imports: ['_react.js'],
        },
        '_react.js': { file: 'assets/react-1.js' },
        'src/app/routes/login.tsx': { file: 'assets/login-1.js', imports: ['_form.js'] },
        '_form.js': { file: 'assets/form-1.js' },
        'src/app/routes/dashboard.tsx': { file: 'assets/dashboard-1.js', imports: ['_react.js'] },
      }),
    );
    t = await buildTestApp({ webDistDir: webDir });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('name the chunks of the page they open, not those the entry loads already', async () => {
    const login = (await get('/login?returnTo=%2Fdashboard')).body;
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js">');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/form-1.js">');
    expect(login).not.toContain('dashboard-1.js');
    const dashboard = (await get('/dashboard')).body;
    expect(dashboard).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">',
    );
    expect(dashboard).not.toContain('react-1.js');
    // The stylesheet stays a linked, cached file, and the loading line is the first screen.
    expect(dashboard).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(dashboard).toContain('wordt geladen');
  });

  it('are sent compressed to a browser that accepts it, and never cached', async () => {
    const response = await get('/dashboard', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('dashboard-1.js');
  });
});
