import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { withBootShell } from './boot-shell';

const INDEX = `<html><head><title>Zetelpoule</title></head><body><div id="root">
<div class="boot-bar"><span class="boot-brand">Zetelpoule</span></div>
<p class="boot-status">Zetelpoule wordt geladen…</p>
<noscript><p class="boot-status">Zetelpoule werkt alleen met JavaScript aan.</p></noscript>
</div></body></html>`;

describe('a page with a boot shell', () => {
  const shell = { title: 'Inloggen · Zetelpoule', html: '<h1>Inloggen</h1><p>Welkom $& terug</p>' };

  it('shows the shell instead of the loading line, keeps the bar and the noscript note', () => {
    const html = withBootShell(INDEX, shell);
    expect(html).not.toContain('wordt geladen');
    expect(html).toContain('<span class="boot-brand">Zetelpoule</span></div>\n<h1>Inloggen</h1>');
    // Markup is inserted as it is: `$&` is text of the page, not a replacement pattern.
    expect(html).toContain('<p>Welkom $& terug</p>');
    expect(html).toContain('werkt alleen met JavaScript aan');
  });

  it('is titled like the page, the title escaped', () => {
    expect(withBootShell(INDEX, shell)).toContain('<title>Inloggen · Zetelpoule</title>');
    expect(withBootShell(INDEX, { ...shell, title: '<b>&' })).toContain(
      '<title>&lt;b&gt;&amp;</title>',
    );
  });
});

// The web build's document for pages with a shell: only the shells' rules inline (decision 043).
const SHELL_INDEX = INDEX.replace(
  '<head>',
  '<head><style id="critical-stylesheet"></style>',
).replace('</body>', '<link rel="stylesheet" href="/assets/app.css"></body>');

describe('the pages the server writes, from a stand-in web build', () => {
  const CODE = 'Qm9ycmVsY2x1YjIwMjlhYmNk';
  let t: TestApp;
  beforeAll(async () => {
    // A stand-in for the web build: index.html, the manifest and the shells the build writes.
    const webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-web-'));
    mkdirSync(path.join(webDir, '.vite'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), INDEX);
    writeFileSync(path.join(webDir, '.vite', 'index-with-shell.html'), SHELL_INDEX);
    writeFileSync(
      path.join(webDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-1.js', src: 'index.html', isEntry: true },
        'src/app/routes/login.tsx': { file: 'assets/login-1.js' },
        'src/app/routes/dashboard.tsx': { file: 'assets/dashboard-1.js' },
      }),
    );
    writeFileSync(
      path.join(webDir, '.vite', 'boot-shells.json'),
      JSON.stringify({
        login: { title: 'Inloggen', html: '<p>Welkom terug</p>' },
        'login:invite': { title: 'Inloggen', html: '<p>Log in om mee te doen</p>' },
      }),
    );
    t = await buildTestApp({ webDistDir: webDir });
  });
  afterAll(() => t.close());

  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('shows the invitation when returnTo is an invite page, the plain welcome otherwise', async () => {
    const invited = await page(`/login?returnTo=%2Fleague%2Fjoin%2F${CODE}`);
    expect(invited).toContain('<p>Log in om mee te doen</p>');
    expect(invited).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js">');
    expect(await page('/login')).toContain('<p>Welkom terug</p>');
    expect(await page('/login?returnTo=%2Fdashboard')).toContain('<p>Welkom terug</p>');
    expect(await page('/login?returnTo=%2Fleague%2Fjoin%2Fkort')).toContain('<p>Welkom terug</p>');
    expect(await page(`/login?returnTo=//evil.example/league/join/${CODE}`)).toContain(
      '<p>Welkom terug</p>',
    );
  });

  it('start from the shell document when they have a shell, from index.html otherwise', async () => {
    for (const url of ['/login', `/login?returnTo=%2Fleague%2Fjoin%2F${CODE}`]) {
      const html = await page(url);
      expect(html).toContain('<style id="critical-stylesheet"></style>');
      expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"></body>');
    }
    const dashboard = await page('/dashboard');
    expect(dashboard).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">',
    );
    expect(dashboard).toContain('wordt geladen');
    expect(dashboard).not.toContain('critical-stylesheet');
  });

  it('never choose the invitation by the path', async () => {
    expect(await page('/login:invite')).not.toContain('mee te doen');
  });
});
