import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  LeaderboardPageSchema,
  RankSeenSchema,
  rankMovementSince,
  seenRanksByUser,
} from '@zetelpoule/shared';
import { scores, subleagueMembers, subleagues } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { activeElectionId, closeActivePredictions, enterPool } from '../leagues/leagues.test-data';
import { invalidateNationalPool } from '../leagues/national-pool';

describe('the ranks a player was last shown', () => {
  let t: TestApp;
  let electionId: number;
  let anna: TestUser;
  let bram: TestUser;
  let cor: TestUser;
  let outsider: TestUser;
  let leagueId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    electionId = await activeElectionId(t);
    // Ranks move only once points are shown, after the deadline.
    await closeActivePredictions(t);
    anna = await createUser(t);
    bram = await createUser(t);
    cor = await createUser(t);
    outsider = await createUser(t);
    await enterPool(t, anna.id, 10);
    await enterPool(t, bram.id, 20);
    await enterPool(t, cor.id, 30);
    const [league] = await t.database.db
      .insert(subleagues)
      .values({ name: 'Buren', creatorId: anna.id, inviteCode: 'rank-seen-test-code' })
      .returning();
    leagueId = league!.id;
    await t.database.db.insert(subleagueMembers).values([
      { subleagueId: leagueId, userId: anna.id },
      { subleagueId: leagueId, userId: bram.id },
    ]);
  });
  afterAll(() => t.close());

  const seen = async (user: TestUser, scope: string | number) => {
    const res = await injectAs(t, user, {
      method: 'GET',
      url: `/api/auth/league/rank-seen/?scope=${scope}`,
    });
    expect(res.statusCode).toBe(200);
    return RankSeenSchema.parse(res.json());
  };
  const mark = (
    user: TestUser,
    scope: 'national' | number,
    ranks: { user: number; rank: number }[],
  ) =>
    injectAs(t, user, {
      method: 'POST',
      url: '/api/auth/league/rank-seen/',
      payload: { scope, ranks },
    });

  /** An admin save: new totals, scored; nobody has looked yet. */
  async function save(totals: [TestUser, number][]) {
    for (const [user, total] of totals) {
      await t.database.db
        .update(scores)
        .set({ totalPoints: total })
        .where(and(eq(scores.userId, user.id), eq(scores.electionId, electionId)));
    }
    invalidateNationalPool(t.database.db);
  }

  /** What the national table shows anna now, as the web sends it after showing it. */
  async function nationalTable(viewer: TestUser) {
    const res = await injectAs(t, viewer, { method: 'GET', url: '/api/auth/league/global/' });
    return LeaderboardPageSchema.parse(res.json()).results.map((row) => ({
      user: row.id,
      rank: row.rank,
    }));
  }

  it('knows nothing before the first view: no arrows', async () => {
    const body = await seen(anna, 'national');
    expect(body).toMatchObject({ scope: 'national', election_id: electionId, seen_at: null });
    expect(body.ranks).toEqual([]);
  });

  it('measures movement from the last view, across several saves, not from the last save', async () => {
    // View 1: cor 1, bram 2, anna 3.
    const first = await nationalTable(anna);
    expect((await mark(anna, 'national', first)).statusCode).toBe(200);

    // Two saves without a view: anna 3 → 2 → 1.
    await save([[anna, 25]]);
    await save([[anna, 40]]);
    const now = await nationalTable(anna);
    const lastSeen = seenRanksByUser((await seen(anna, 'national')).ranks);
    const movementOf = (user: TestUser) =>
      rankMovementSince(lastSeen.get(user.id), now.find((row) => row.user === user.id)?.rank);
    // One arrow for both saves: ↑2, where "since the previous save" would say ↑1.
    expect(movementOf(anna)).toEqual({ kind: 'up', places: 2 });
    expect(movementOf(cor)).toEqual({ kind: 'down', places: 1 });
    expect(movementOf(bram)).toEqual({ kind: 'down', places: 1 });

    // View 2 remembers what was shown; a save then moves anna down one from there.
    await mark(anna, 'national', now);
    await save([[anna, 15]]);
    const later = await nationalTable(anna);
    const seenAgain = seenRanksByUser((await seen(anna, 'national')).ranks);
    expect(
      rankMovementSince(seenAgain.get(anna.id), later.find((row) => row.user === anna.id)?.rank),
    ).toEqual({ kind: 'down', places: 2 });
  });

  it("keeps each player's own view: bram's views do not change anna's arrows", async () => {
    const before = await seen(anna, 'national');
    await mark(bram, 'national', [{ user: anna.id, rank: 99 }]);
    expect((await seen(anna, 'national')).ranks).toEqual(before.ranks);
  });

  it('merges a later page into what was seen before', async () => {
    await mark(cor, 'national', [{ user: anna.id, rank: 1 }]);
    await mark(cor, 'national', [{ user: bram.id, rank: 2 }]);
    expect((await seen(cor, 'national')).ranks).toEqual([
      { user: anna.id, rank: 1 },
      { user: bram.id, rank: 2 },
    ]);
  });

  it('keeps a sub-league apart from the national pool, for its members only', async () => {
    await mark(anna, leagueId, [
      { user: bram.id, rank: 1 },
      { user: anna.id, rank: 2 },
    ]);
    expect((await seen(anna, leagueId)).ranks).toEqual([
      { user: bram.id, rank: 1 },
      { user: anna.id, rank: 2 },
    ]);
    expect((await seen(anna, 'national')).ranks).not.toContainEqual({ user: bram.id, rank: 1 });

    for (const res of [
      await injectAs(t, outsider, {
        method: 'GET',
        url: `/api/auth/league/rank-seen/?scope=${leagueId}`,
      }),
      await mark(outsider, leagueId, [{ user: outsider.id, rank: 1 }]),
      await mark(anna, 99_999_999, [{ user: anna.id, rank: 1 }]),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_a_member' });
    }
  });

  it('refuses a sign-out, a bad scope and a bad body', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/auth/league/rank-seen/?scope=national',
    });
    expect(anonymous.statusCode).toBe(401);
    const badScope = await injectAs(t, anna, {
      method: 'GET',
      url: '/api/auth/league/rank-seen/?scope=alles',
    });
    expect(badScope.statusCode).toBe(400);
    expect((await mark(anna, 'national', [])).statusCode).toBe(400);
    expect((await mark(anna, 'national', [{ user: anna.id, rank: 0 }])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ user: i + 1, rank: i + 1 }));
    expect((await mark(anna, 'national', tooMany)).statusCode).toBe(400);
  });
});
