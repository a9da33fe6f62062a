import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

// The installable app's files as the server hands them out (docs/decisions/066-installable-app.md): the worker and
// the manifest are revalidated on every visit (a deploy reaches every phone), the manifest has
// its media type, and the CSP lets the page register the worker and read the manifest.

describe('the service worker and the manifest', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest" /></head><body></body></html>',
    );
    writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Zetelpoule"}');
    t = await buildTestApp({ seed: false, webDistDir: webDir });
  });
  afterAll(async () => t?.close());

  it('serves /sw.js as a script that is never taken from a cache unchecked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest with its media type, revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('allows a worker and a manifest from the site itself in the CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    // No manifest-src: the manifest falls under default-src.
    expect(csp).not.toContain('manifest-src');
    expect(csp).toContain("default-src 'self'");
  });
});
