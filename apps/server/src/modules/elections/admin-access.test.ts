import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parties, scores } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import {
  createHandElection,
  insertPrediction,
  type HandElection,
} from '../scoring/scoring.fixtures';

/*
 * Every admin call answers 401 to an anonymous caller and 403 to a signed-in player,
 * before it looks at the body, and changes nothing. The table lists every admin route.
 */

let t: TestApp;
let player: TestUser;
let staff: TestUser;
let superuser: TestUser;
let e: HandElection;
let predictionId: number;
/** A party only the party routes touch (edited, then deleted). */
let spare: number;

beforeAll(async () => {
  t = await buildTestApp();
  player = await createUser(t);
  staff = await createUser(t, { isStaff: true });
  superuser = await createUser(t, { isSuperuser: true });
  e = await createHandElection(t);
  predictionId = await insertPrediction(t, player.id, e.id, {});
  const [row] = await t.database.db
    .insert(parties)
    .values({ electionId: e.id, listNumber: 9, name: 'Reserve', hexcolor: '#999999' })
    .returning({ id: parties.id });
  spare = row!.id;
  await t.database.db
    .insert(scores)
    .values({ userId: player.id, electionId: e.id, totalPoints: 5 });
});
afterAll(() => t.close());

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
  /** A valid body, so the only thing that can refuse a non-admin is the guard. */
  payload?: () => object | Promise<object>;
  /** Whether the call changes data (run last for the admins, or skipped). */
  writes?: boolean;
}

const el = () => `/api/auth/admin/election-results/${e.id}`;
const ROUTES: Route[] = [
  { method: 'GET', url: () => '/api/auth/admin/election-results/' },
  { method: 'GET', url: () => `${el()}/` },
  { method: 'GET', url: () => `${el()}/parties/` },
  { method: 'GET', url: () => '/api/auth/admin/municipalities/' },
  { method: 'GET', url: () => `/api/auth/admin/prediction-details/${predictionId}/` },
  {
    method: 'POST',
    url: () => '/api/auth/admin/search-user/',
    payload: () => ({ username: player.username }),
  },
  {
    method: 'POST',
    url: () => '/api/auth/admin/election-results/create/',
    payload: () => ({ name: 'Inbraak', election_date: '2030-01-01T08:00:00Z' }),
    writes: true,
  },
  { method: 'PATCH', url: () => `${el()}/`, payload: () => ({ name: 'Gekaapt' }), writes: true },
  {
    method: 'POST',
    url: () => `${el()}/parties/`,
    payload: () => ({ name: 'Inbreker', hexcolor: '#000000' }),
    writes: true,
  },
  {
    method: 'PATCH',
    url: () => `${el()}/parties/${spare}/`,
    payload: () => ({ name: 'Gekaapt' }),
    writes: true,
  },
  { method: 'DELETE', url: () => `${el()}/parties/${spare}/`, writes: true },
  {
    method: 'POST',
    url: () => `${el()}/seats/`,
    // Every party the election has at that moment (the party routes add and delete some).
    payload: async () => {
      const rows = await t.database.db
        .select({ id: parties.id })
        .from(parties)
        .where(eq(parties.electionId, e.id));
      return { party_seats: rows.map((row) => ({ party_id: row.id, seat_count: 1 })) };
    },
    writes: true,
  },
  {
    method: 'POST',
    url: () => `${el()}/turnout/`,
    payload: () => ({ turnout_results: [{ municipality_id: e.amsterdam, actual_turnout: 50 }] }),
    writes: true,
  },
  {
    method: 'POST',
    url: () => `${el()}/biggest-party/`,
    payload: () => ({
      biggest_party_results: [{ municipality_id: e.amsterdam, winning_party_id: e.party.A }],
    }),
    writes: true,
  },
  {
    method: 'POST',
    url: () => `${el()}/country-turnout/`,
    payload: () => ({ actual_turnout: 50 }),
    writes: true,
  },
  {
    method: 'POST',
    url: () => `${el()}/municipality-selection/`,
    payload: () => ({ municipality_name: 'Vlieland' }),
    writes: true,
  },
  { method: 'POST', url: () => `${el()}/calculate-scores/`, writes: true },
  {
    method: 'POST',
    url: () => '/api/auth/admin/reset-all-points/',
    payload: () => ({ confirm: true }),
    writes: true,
  },
];

const name = (route: Route) => `${route.method} ${route.url().replace(/\d+/g, '{id}')}`;

async function snapshot() {
  const res = await injectAs(t, staff, { method: 'GET', url: `${el()}/` });
  const scoreRows = await t.database.db.select().from(scores);
  const list = await injectAs(t, staff, {
    method: 'GET',
    url: '/api/auth/admin/election-results/',
  });
  return { details: res.json(), scores: scoreRows.length, elections: list.json().length };
}

describe('admin routes', () => {
  it('lists each of the eighteen admin routes once', () => {
    expect(new Set(ROUTES.map(name)).size).toBe(18);
  });

  it('answers 401 to an anonymous caller and changes nothing', async () => {
    const before = await snapshot();
    for (const route of ROUTES) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url(),
        ...(route.payload && { payload: await route.payload() }),
      });
      expect(res.statusCode, name(route)).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to a signed-in player, even with a body that would not validate', async () => {
    const before = await snapshot();
    for (const route of ROUTES) {
      const valid = await injectAs(t, player, {
        method: route.method,
        url: route.url(),
        ...(route.payload && { payload: await route.payload() }),
      });
      expect(valid.statusCode, name(route)).toBe(403);
      expect(valid.json(), name(route)).toMatchObject({ error: 'permission_denied' });
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        const junk = await injectAs(t, player, {
          method: route.method,
          url: route.url(),
          payload: { nonsense: true },
        });
        expect(junk.statusCode, `${name(route)} with a bad body`).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers a bad token with 401', async () => {
    const res = await injectAs(t, { token: 'not-a-token' }, { method: 'GET', url: `${el()}/` });
    expect(res.statusCode).toBe(401);
  });

  it('lets staff and superusers through on every route', async () => {
    const admins = [staff, superuser];
    // Reads for both; each write once, alternating, so both kinds of admin write something.
    for (const [index, route] of ROUTES.entries()) {
      const who = route.writes ? [admins[index % 2]!] : admins;
      for (const user of who) {
        const res = await injectAs(t, user, {
          method: route.method,
          url: route.url(),
          ...(route.payload && { payload: await route.payload() }),
        });
        expect(res.statusCode, name(route)).toBeLessThan(300);
      }
    }
  });
});
