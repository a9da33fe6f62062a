import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LeaderboardPageSchema,
  LeagueStatsSchema,
  type LeaderboardEntry,
  type LeaderboardPage,
} from '@zetelpoule/shared';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { elections, scores } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import {
  closeActivePredictions,
  activeElectionId,
  emptyLeagues,
  enterPool,
} from './leagues.test-data';
import { invalidateNationalPool } from './national-pool';

describe('the national leaderboard', () => {
  let t: TestApp;
  let viewer: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    // Points show once predictions are closed, as on the evening itself.
    await closeActivePredictions(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await emptyLeagues(t);
    viewer = await createUser(t);
  });

  async function page(user: TestUser, query = ''): Promise<LeaderboardPage> {
    const res = await injectAs(t, user, { method: 'GET', url: `/api/auth/league/global/${query}` });
    expect(res.statusCode).toBe(200);
    return LeaderboardPageSchema.parse(res.json());
  }

  const rankAndName = (rows: LeaderboardEntry[]) => rows.map((r) => [r.rank, r.username]);

  it('ranks by points with shared ranks (1, 2, 2, 4), username order within a rank, and counts players without a score as 0', async () => {
    const top = await createUser(t, { username: 'lb_top' });
    const bravo = await createUser(t, { username: 'LB_Bravo' });
    const alpha = await createUser(t, { username: 'lb_alpha' });
    const fourth = await createUser(t, { username: 'lb_fourth' });
    const zeroA = await createUser(t, { username: 'lb_zz_noscore' });
    const zeroB = await createUser(t, { username: 'LB_AA_ZERO' });
    const outsider = await createUser(t, { username: 'lb_no_prediction' });
    await enterPool(t, bravo.id, 7);
    await enterPool(t, top.id, 10);
    await enterPool(t, zeroA.id);
    await enterPool(t, fourth.id, 3);
    await enterPool(t, alpha.id, 7);
    await enterPool(t, zeroB.id, 0);
    // A score without a prediction does not put a player in the pool.
    await t.database.db
      .insert(scores)
      .values({ userId: outsider.id, electionId: await activeElectionId(t), totalPoints: 99 });

    const result = await page(top);
    expect(rankAndName(result.results)).toEqual([
      [1, 'lb_top'],
      [2, 'lb_alpha'],
      [2, 'LB_Bravo'],
      [4, 'lb_fourth'],
      [5, 'LB_AA_ZERO'],
      [5, 'lb_zz_noscore'],
    ]);
    expect(result.results.map((r) => r.total_points)).toEqual([10, 7, 7, 3, 0, 0]);
    expect(result.count).toBe(6);
    expect(result.has_next).toBe(false);
  });

  it('keeps the same order on every request (stable paging)', async () => {
    for (let i = 0; i < 12; i++) {
      const user = await createUser(t, { username: `lb_same_${String(i).padStart(2, '0')}` });
      await enterPool(t, user.id, 5);
    }
    const first = await page(viewer, '?page_size=5');
    invalidateNationalPool(t.database.db);
    const again = await page(viewer, '?page_size=5');
    expect(again.results).toEqual(first.results);
    const all = [
      ...first.results,
      ...(await page(viewer, '?page=2&page_size=5')).results,
      ...(await page(viewer, '?page=3&page_size=5')).results,
    ];
    expect(all.map((r) => r.username)).toEqual(
      Array.from({ length: 12 }, (_, i) => `lb_same_${String(i).padStart(2, '0')}`),
    );
    expect(new Set(all.map((r) => r.id)).size).toBe(12);
    expect(all.every((r) => r.rank === 1)).toBe(true);
  });

  it('pages 50 at a time by default, down to a short last page, and answers an empty page beyond the end', async () => {
    for (let i = 0; i < 53; i++) {
      const user = await createUser(t, { username: `lb_page_${String(i).padStart(2, '0')}` });
      await enterPool(t, user.id, 100 - i);
    }
    const first = await page(viewer);
    expect(first.results).toHaveLength(50);
    expect(first.count).toBe(53);
    expect(first.has_next).toBe(true);
    expect(first.results[0]).toMatchObject({ username: 'lb_page_00', rank: 1, total_points: 100 });

    const last = await page(viewer, '?page=2&page_size=50');
    expect(last.results.map((r) => r.rank)).toEqual([51, 52, 53]);
    expect(last.has_next).toBe(false);

    const exact = await page(viewer, '?page=1&page_size=53');
    expect(exact.results).toHaveLength(53);
    expect(exact.has_next).toBe(false);

    for (const query of ['?page=3', '?page=1000000']) {
      const beyond = await page(viewer, query);
      expect(beyond.results).toEqual([]);
      expect(beyond.has_next).toBe(false);
      expect(beyond.count).toBe(53);
    }
  });

  it.each([
    ['page_size=0', 'page_size'],
    ['page_size=101', 'page_size'],
    ['page_size=x', 'page_size'],
    ['page_size=1.5', 'page_size'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=x', 'page'],
    ['page=2&page=3', 'page'],
  ])('answers %s with a 400 naming the field, each time it is asked', async (query, field) => {
    // Twice: a refusal is the same each time it is asked.
    for (let i = 0; i < 2; i++) {
      const res = await injectAs(t, viewer, {
        method: 'GET',
        url: `/api/auth/league/global/?${query}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error' });
      expect(res.json()[field][0]).toMatch(/geheel getal/);
    }
  });

  it('accepts the largest page size, 100', async () => {
    expect((await page(viewer, '?page_size=100')).results).toEqual([]);
  });

  it("shows the e-mail address only on the viewer's own row, and every address to an admin", async () => {
    const other = await createUser(t, { username: 'lb_other' });
    await enterPool(t, viewer.id, 5);
    await enterPool(t, other.id, 8);
    const result = await page(viewer);
    const own = result.results.find((r) => r.id === viewer.id)!;
    const theirs = result.results.find((r) => r.id === other.id)!;
    expect(own.email).toBe(viewer.email);
    expect(theirs.email).toBeNull();
    expect(JSON.stringify(result)).not.toContain(other.email);

    const admin = await createUser(t, { isStaff: true });
    const adminView = await page(admin);
    expect(adminView.results.map((r) => r.email).sort()).toEqual(
      [viewer.email, other.email].sort(),
    );
  });

  it('gives two viewers on one page each their own address, and a third one none, from the shared page', async () => {
    const first = await createUser(t, { username: 'lb_shared_a' });
    const second = await createUser(t, { username: 'lb_shared_b' });
    const onlooker = await createUser(t, { username: 'lb_shared_c' });
    await enterPool(t, first.id, 9);
    await enterPool(t, second.id, 8);
    await enterPool(t, onlooker.id, 1);
    // Page 1 (size 2) holds first and second; the onlooker is on page 2.
    const query = '?page=1&page_size=2';
    const seenBy = async (user: TestUser) =>
      Object.fromEntries((await page(user, query)).results.map((r) => [r.username, r.email]));
    const before = await seenBy(onlooker);
    expect(await seenBy(first)).toEqual({ lb_shared_a: first.email, lb_shared_b: null });
    expect(await seenBy(second)).toEqual({ lb_shared_a: null, lb_shared_b: second.email });
    expect(await seenBy(onlooker)).toEqual({ lb_shared_a: null, lb_shared_b: null });
    expect(before).toEqual({ lb_shared_a: null, lb_shared_b: null });
    // Their own page shows the onlooker's address, and only there.
    const own = await page(onlooker, '?page=2&page_size=2');
    expect(own.results).toEqual([
      expect.objectContaining({ id: onlooker.id, email: onlooker.email }),
    ]);
  });

  it('sends the same page compressed as the client asks, with the right row for each viewer', async () => {
    const players = [];
    for (let i = 0; i < 40; i++) {
      const user = await createUser(t, { username: `lb_zip_${String(i).padStart(2, '0')}` });
      await enterPool(t, user.id, 100 - i);
      players.push(user);
    }
    const get = (user: TestUser, encoding: string) =>
      injectAs(t, user, {
        method: 'GET',
        url: '/api/auth/league/global/?page=1&page_size=40',
        headers: { 'accept-encoding': encoding },
      });
    const decoded = (res: Awaited<ReturnType<typeof get>>) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const raw = res.rawPayload;
      const text =
        res.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(raw)
          : res.headers['content-encoding'] === 'gzip'
            ? gunzipSync(raw)
            : raw;
      expect(Number(res.headers['content-length'])).toBe(raw.length);
      return LeaderboardPageSchema.parse(JSON.parse(text.toString()));
    };
    const plain = decoded(await get(viewer, 'identity'));
    expect(plain.results).toHaveLength(40);
    expect(plain.results.every((r) => r.email === null)).toBe(true);
    for (const encoding of ['br', 'gzip', 'br', 'gzip']) {
      const res = await get(viewer, encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(decoded(res)).toEqual(plain);
    }
    const mine = decoded(await get(players[7]!, 'br'));
    expect(mine.results.filter((r) => r.email !== null)).toEqual([
      expect.objectContaining({ id: players[7]!.id, email: players[7]!.email }),
    ]);
    expect(decoded(await get(viewer, 'br'))).toEqual(plain);
    // Negotiated as the plugin does for every other route: quality values count, "*" is gzip.
    expect((await get(viewer, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get(viewer, 'GZIP, BR')).headers['content-encoding']).toBe('br');
    expect((await get(viewer, '*')).headers['content-encoding']).toBe('gzip');
    expect((await get(viewer, 'deflate')).headers['content-encoding']).toBeUndefined();
    // A page under the threshold goes as it is.
    const small = await injectAs(t, viewer, {
      method: 'GET',
      url: '/api/auth/league/global/?page=1&page_size=2',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(LeaderboardPageSchema.parse(small.json()).results).toHaveLength(2);
  });

  it('shows every player by username only, even one who lets co-members see their name', async () => {
    const named = await createUser(t, {
      username: 'lb_named',
      firstName: 'Annegonda',
      lastName: 'Verhoeven',
      showRealName: true,
    });
    const hidden = await createUser(t, {
      username: 'lb_hidden',
      firstName: 'Berendina',
      lastName: 'Zwartkop',
    });
    await enterPool(t, named.id, 2);
    await enterPool(t, hidden.id, 1);
    for (const looker of [viewer, named]) {
      const result = await page(looker);
      const [first, second] = result.results;
      expect(first).toMatchObject({
        username: 'lb_named',
        display_name: 'lb_named',
        full_name: '',
      });
      expect(second).toMatchObject({
        username: 'lb_hidden',
        display_name: 'lb_hidden',
        full_name: '',
      });
      const body = JSON.stringify(result);
      for (const name of ['Annegonda', 'Verhoeven', 'Berendina', 'Zwartkop']) {
        expect(body).not.toContain(name);
      }
    }
  });

  it('says whether the results are final and names the election', async () => {
    const electionId = await activeElectionId(t);
    const provisional = await page(viewer);
    expect(provisional.is_final).toBe(false);
    expect(provisional.election_name).toEqual(expect.any(String));

    await t.database.db
      .update(elections)
      .set({ isFinal: true })
      .where(eq(elections.id, electionId));
    invalidateNationalPool(t.database.db);
    try {
      expect((await page(viewer)).is_final).toBe(true);
    } finally {
      await t.database.db
        .update(elections)
        .set({ isFinal: false })
        .where(eq(elections.id, electionId));
      invalidateNationalPool(t.database.db);
    }
  });

  it("gives the player's rank, points and number of sub-leagues; no rank without a prediction", async () => {
    const leader = await createUser(t);
    await enterPool(t, leader.id, 12);
    await enterPool(t, viewer.id, 4);
    for (const name of ['Eerste', 'Tweede']) {
      const res = await injectAs(t, viewer, {
        method: 'POST',
        url: '/api/auth/league/subleagues/',
        payload: { name },
      });
      expect(res.statusCode).toBe(201);
    }
    const stats = await injectAs(t, viewer, { method: 'GET', url: '/api/auth/league/stats/' });
    expect(stats.statusCode).toBe(200);
    expect(LeagueStatsSchema.parse(stats.json())).toEqual({
      global_rank: 2,
      global_points: 4,
      subleagues_count: 2,
    });

    const newcomer = await createUser(t);
    const none = await injectAs(t, newcomer, { method: 'GET', url: '/api/auth/league/stats/' });
    expect(none.json()).toEqual({ global_rank: null, global_points: 0, subleagues_count: 0 });
  });

  it('shows new scores once the pool is rebuilt', async () => {
    await enterPool(t, viewer.id, 1);
    const other = await createUser(t);
    await enterPool(t, other.id, 2);
    expect((await page(viewer)).results[0]!.id).toBe(other.id);
    await t.database.db.update(scores).set({ totalPoints: 50 }).where(eq(scores.userId, viewer.id));
    invalidateNationalPool(t.database.db);
    expect((await page(viewer)).results[0]).toMatchObject({
      id: viewer.id,
      total_points: 50,
      rank: 1,
    });
  });
});
