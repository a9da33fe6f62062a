import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREDICTION_PATHS, SubleagueSchema, type Subleague } from '@zetelpoule/shared';
import { SHARE_IMAGE_PATHS } from '@zetelpoule/shared/contract/share-images';
import {
  buildTestApp,
  holdRecalculations,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { elections } from '../../db/schema';
import { INVITE_PREVIEW_RATE_LIMIT } from '../leagues/leagues.routes';
import { createHandElection, type HandElection } from '../scoring/scoring.fixtures';
import { predictionCardTexts } from './share-images.cards';
import { predictionCardData } from './share-images.service';

// Decision 033: the server draws the link-preview images of the landing page and of
// invite links, and the player's own prediction for "Deel je voorspelling".

const INDEX_HTML = `<!doctype html><html lang="nl"><head><meta charset="UTF-8" />
<title>Zetelpoule</title>
<meta name="description" content="Voorspel de uitslag." />
</head><body><div id="root"></div></body></html>`;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's header (the IHDR chunk right after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const codeOf = (league: Subleague) =>
  league.invite_link.slice(league.invite_link.lastIndexOf('/') + 1);

/** The content of a `<meta property|name="key">` tag, unescaped as a crawler reads it. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

let t: TestApp;
let admin: TestUser;
let e: HandElection;

beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-web-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  // Scores only by the admin's calculation: a debounced one started by a results save would
  // score the locked card early on a busy machine.
  t = await buildTestApp({ webDistDir: webDir, recalculationTimer: holdRecalculations().timer });
  admin = await createUser(t, { isStaff: true });
});
afterAll(() => t.close());

async function leagueNamed(name: string, creator?: TestUser): Promise<Subleague> {
  const maker = creator ?? (await createUser(t));
  const res = await injectAs(t, maker, {
    method: 'POST',
    url: '/api/auth/league/subleagues/',
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return SubleagueSchema.parse(res.json());
}

describe('the landing page image', () => {
  it('is a 1200×630 PNG, cacheable by crawlers, drawn once', async () => {
    const first = await t.app.inject({ method: 'GET', url: SHARE_IMAGE_PATHS.landing });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });

    const again = await t.app.inject({ method: 'GET', url: SHARE_IMAGE_PATHS.landing });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: SHARE_IMAGE_PATHS.landing,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
  });

  it('is named in the landing page’s preview tags, absolute, with its size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'og:image')).toBe(`http://zetelpoule.test${SHARE_IMAGE_PATHS.landing}`);
    expect(meta(res.body, 'og:image:width')).toBe('1200');
    expect(meta(res.body, 'og:image:height')).toBe('630');
    expect(meta(res.body, 'twitter:card')).toBe('summary_large_image');
    expect(meta(res.body, 'og:url')).toBe('http://zetelpoule.test/');
    expect(res.body).toContain('<title>Zetelpoule · Voorspel de Tweede Kamerverkiezing</title>');
  });
});

describe('an invite link’s image', () => {
  const image = (code: string, ip = '10.2.0.1') =>
    t.app.inject({ method: 'GET', url: SHARE_IMAGE_PATHS.invite(code), remoteAddress: ip });

  it('is named in the invite page’s tags, escaped, and renders for a name that tries to break out', async () => {
    const league = await leagueNamed('"><script>alert(1)</script>');
    const page = await t.app.inject({
      method: 'GET',
      url: `/league/join/${codeOf(league)}`,
      remoteAddress: '10.2.0.2',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(meta(page.body, 'og:title')).toBe(
      'Doe mee met &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; op Zetelpoule',
    );
    const imageUrl = meta(page.body, 'og:image')!;
    expect(imageUrl).toBe(`http://zetelpoule.test${SHARE_IMAGE_PATHS.invite(codeOf(league))}`);
    expect(meta(page.body, 'twitter:card')).toBe('summary_large_image');

    const res = await t.app.inject({ method: 'GET', url: new URL(imageUrl).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('answers 404 in the error format for an unknown or malformed code', async () => {
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'kort', '<x>']) {
      const res = await image(code, '10.2.0.3');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ error: 'invite_invalid' });
    }
  });

  it('is drawn again when what it shows changes: a new member', async () => {
    const league = await leagueNamed('Vrijdagborrel');
    const before = await image(codeOf(league));
    const cached = await image(codeOf(league));
    expect(cached.headers.etag).toBe(before.headers.etag);

    const joiner = await createUser(t);
    const joined = await injectAs(t, joiner, {
      method: 'POST',
      url: `/api/auth/league/join/${codeOf(league)}/`,
    });
    expect(joined.statusCode).toBe(200);
    const after = await image(codeOf(league));
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it('is rate-limited per address like the invite preview', async () => {
    const league = await leagueNamed('Snelle club');
    let status = 200;
    for (let i = 0; i <= INVITE_PREVIEW_RATE_LIMIT.max && status === 200; i++) {
      status = (await image(codeOf(league), '10.2.0.9')).statusCode;
    }
    expect(status).toBe(429);
    expect((await image(codeOf(league), '10.2.0.10')).statusCode).toBe(200);
  });
});

describe('the share image of my prediction', () => {
  let anna: TestUser;
  let bram: TestUser;
  const share = (user: TestUser) =>
    injectAs(t, user, { method: 'GET', url: SHARE_IMAGE_PATHS.prediction });
  const base = () => `/api/auth/admin/election-results/${e.id}`;
  /** What the player's card shows, read as the route reads it. */
  const cardOf = (user: TestUser) =>
    predictionCardData(
      { db: t.database.db, publicUrl: t.config.publicUrl },
      { ...user, isStaff: false, isSuperuser: false },
    );

  beforeAll(async () => {
    e = await createHandElection(t, 'Deelverkiezing', 50, { open: true });
    const activated = await injectAs(t, admin, {
      method: 'PATCH',
      url: `${base()}/`,
      payload: { is_active: true },
    });
    expect(activated.statusCode).toBe(200);
    anna = await createUser(t, { username: 'anna_deelt' });
    bram = await createUser(t, { username: 'bram_deelt' });
    const { A, B, C, D } = e.party;
    for (const [user, seats] of [
      [
        anna,
        [
          [A, 20],
          [B, 12],
          [C, 10],
          [D, 8],
        ],
      ],
      [
        bram,
        [
          [D, 25],
          [C, 25],
        ],
      ],
    ] as const) {
      const res = await injectAs(t, user, {
        method: 'PUT',
        url: PREDICTION_PATHS.seats,
        payload: { party_seats: seats.map(([party_id, n]) => ({ party_id, seats: n })) },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers 401 without a signed-in player', async () => {
    const res = await t.app.inject({ method: 'GET', url: SHARE_IMAGE_PATHS.prediction });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('is a 1200×630 PNG of the player’s own prediction, never stored by a browser', async () => {
    const res = await share(anna);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });

    const data = await cardOf(anna);
    const texts = predictionCardTexts(data);
    expect(texts.username).toBe('anna_deelt');
    expect(texts.topThree).toEqual([
      { position: '1', name: 'Partij A', seats: '20 zetels' },
      { position: '2', name: 'Partij B', seats: '12 zetels' },
      { position: '3', name: 'Partij C', seats: '10 zetels' },
    ]);
    expect(texts.status).toBe('50 van 50 zetels verdeeld');
    expect(data.points).toBeNull();

    // Another player gets their own card from the same address: there is no id to ask for.
    const other = await share(bram);
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(res.headers.etag);
    expect((await share(anna)).headers.etag).toBe(res.headers.etag);
  });

  it('shows the player’s points once the deadline has passed and the results are scored', async () => {
    const before = await share(anna);
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() - 60_000) })
      .where(eq(elections.id, e.id));
    const locked = await share(anna);
    expect(locked.headers.etag).not.toBe(before.headers.etag);
    const lockedTexts = predictionCardTexts(await cardOf(anna));
    expect(lockedTexts.status).toBe('Voorspelling staat vast');

    const { A, B, C, D, E } = e.party;
    const seats = await injectAs(t, admin, {
      method: 'POST',
      url: `${base()}/seats/`,
      payload: {
        party_seats: [
          { party_id: A, seat_count: 20 },
          { party_id: B, seat_count: 12 },
          { party_id: C, seat_count: 10 },
          { party_id: D, seat_count: 8 },
          { party_id: E, seat_count: 0 },
        ],
      },
    });
    expect(seats.statusCode, seats.body).toBe(200);
    const calculated = await injectAs(t, admin, {
      method: 'POST',
      url: `${base()}/calculate-scores/`,
    });
    expect(calculated.statusCode).toBe(200);

    const scored = await share(anna);
    expect(scored.statusCode).toBe(200);
    expect(pngSize(scored.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(scored.headers.etag).not.toBe(locked.headers.etag);
    expect(scored.rawPayload.equals(locked.rawPayload)).toBe(false);
    const data = await cardOf(anna);
    expect(data.points).toBeGreaterThan(0);
    expect(predictionCardTexts(data).status).toBe(`${data.points} punten`);
  });
});

describe('the landing page during a Provinciale Staten election', () => {
  it('names the election and the chamber played, and draws its card', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-web-'));
    writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    const ps = await buildTestApp({ webDistDir: webDir, active: 'ps2027' });
    try {
      const res = await ps.app.inject({ method: 'GET', url: '/' });
      expect(res.body).toContain(
        '<title>Zetelpoule · Voorspel de Provinciale Statenverkiezingen</title>',
      );
      expect(meta(res.body, 'og:description')).toContain('verdeel de zetels van de Eerste Kamer');
      expect(res.body).not.toContain('Tweede Kamer');
      // The landing page names the election from its own head: a visitor cannot ask for it.
      expect(meta(res.body, 'zetelpoule:election')).toBe('PS');
      // No social sign-in is configured here: the page promises none.
      expect(meta(res.body, 'zetelpoule:sign-in')).toBe('');
      const image = await ps.app.inject({ method: 'GET', url: SHARE_IMAGE_PATHS.landing });
      expect(pngSize(image.rawPayload)).toEqual({ width: 1200, height: 630 });
    } finally {
      await ps.close();
    }
  });
});

describe('the landing page with social sign-in configured', () => {
  it('names the configured services only, so its rules promise no other', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-web-'));
    writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    const withMicrosoft = await buildTestApp({
      webDistDir: webDir,
      env: {
        MICROSOFT_OIDC_ISSUER: 'https://login.microsoftonline.com/common/v2.0',
        MICROSOFT_CLIENT_ID: 'zetelpoule-test',
        MICROSOFT_CLIENT_SECRET: 'geheim',
      },
    });
    try {
      const res = await withMicrosoft.app.inject({ method: 'GET', url: '/' });
      expect(meta(res.body, 'zetelpoule:sign-in')).toBe('microsoft-graph');
    } finally {
      await withMicrosoft.close();
    }
  });
});
