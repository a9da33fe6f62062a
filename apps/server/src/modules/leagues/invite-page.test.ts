import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubleagueSchema, type Subleague } from '@zetelpoule/shared';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { INVITE_PREVIEW_RATE_LIMIT } from './leagues.routes';

// An invite link pasted in a group chat shows a preview. Link previews do not run
// JavaScript, so the server writes the title and the Open Graph tags into the page's HTML.

const INDEX_HTML = `<!doctype html><html lang="nl"><head><meta charset="UTF-8" />
<title>Zetelpoule</title>
<meta name="description" content="Voorspel de uitslag." />
</head><body><div id="root"></div></body></html>`;

const codeOf = (league: Subleague) =>
  league.invite_link.slice(league.invite_link.lastIndexOf('/') + 1);

describe('the invite page', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-web-'));
    writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    t = await buildTestApp({ webDistDir: webDir });
  });
  afterAll(() => t.close());

  async function leagueNamed(name: string): Promise<Subleague> {
    const creator = await createUser(t, { username: `maker_${Date.now().toString(36)}` });
    const res = await injectAs(t, creator, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      payload: { name },
    });
    expect(res.statusCode).toBe(201);
    return SubleagueSchema.parse(res.json());
  }
  const page = (code: string, ip = '10.1.0.1') =>
    t.app.inject({ method: 'GET', url: `/league/join/${code}`, remoteAddress: ip });

  it('carries the sub-league in its title and preview tags', async () => {
    const league = await leagueNamed('Borrelclub');
    const res = await page(codeOf(league));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Doe mee met Borrelclub op Zetelpoule</title>');
    expect(res.body).toContain(
      '<meta property="og:title" content="Doe mee met Borrelclub op Zetelpoule" />',
    );
    const description = /<meta property="og:description" content="([^"]*)"/.exec(res.body)?.[1];
    expect(description).toMatch(
      /^maker_\w+ nodigt je uit voor Borrelclub \(1 lid\)\. Voorspel de .+: meedoen kan tot \w+dag \d+ \w+ \d{4} om \d\d:\d\d\.$/,
    );
    expect(res.body).toContain(`<meta property="og:url" content="${league.invite_link}" />`);
    // One description, the page's own.
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
  });

  it('escapes a name that tries to break out of the HTML', async () => {
    const league = await leagueNamed('"><script>alert(1)</script>');
    const res = await page(codeOf(league));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain(
      '<title>Doe mee met &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; op Zetelpoule</title>',
    );
  });

  it('is the plain page, without a preview, for an unknown or malformed code', async () => {
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'kort', '%00%3Cx%3E']) {
      const res = await page(code, '10.1.0.2');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Zetelpoule</title>');
      expect(res.body).not.toContain('og:title');
    }
  });

  it('is rate-limited per address like the preview call, since it looks the code up too', async () => {
    const league = await leagueNamed('Snelle club');
    let status = 200;
    for (let i = 0; i <= INVITE_PREVIEW_RATE_LIMIT.max && status === 200; i++) {
      status = (await page(codeOf(league), '10.1.0.3')).statusCode;
    }
    expect(status).toBe(429);
    expect((await page(codeOf(league), '10.1.0.4')).statusCode).toBe(200);
  });
});
