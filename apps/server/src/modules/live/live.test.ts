import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_PATHS,
  type ElectionDetails,
  type LiveResults,
  type LiveStanding,
  type LiveState,
} from '@zetelpoule/shared';
import { buildApp } from '../../app';
import { connectPostgres, type Database } from '../../db/client';
import { elections, resultsChanges, scores } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  testConfig,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { listen, openStream } from './live.test-support';
import {
  createHandElection,
  insertPrediction,
  type HandElection,
} from '../scoring/scoring.fixtures';

/*
 * Election night on the real app: results changes are stored and recalculated by themselves, and
 * reach signed-in players as Server-Sent Events, also through a second instance.
 */

describe('election night, live', () => {
  let t: TestApp;
  let baseUrl: string;
  let hand: HandElection;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  const details = async () => {
    const response = await injectAs(t, admin, {
      method: 'GET',
      url: `/api/auth/admin/election-results/${hand.id}/`,
    });
    return response.json<ElectionDetails>();
  };
  const state = async (user: TestUser) => {
    const response = await injectAs(t, user, { method: 'GET', url: LIVE_PATHS.state });
    expect(response.statusCode).toBe(200);
    return response.json<LiveState>();
  };
  const saveSeats = (seats: [partyId: number, seats: number][]) =>
    injectAs(t, admin, {
      method: 'POST',
      url: `/api/auth/admin/election-results/${hand.id}/seats/`,
      payload: { party_seats: seats.map(([party_id, seat_count]) => ({ party_id, seat_count })) },
    });
  const saveTurnout = (rows: [municipalityId: number, turnout: number][]) =>
    injectAs(t, admin, {
      method: 'POST',
      url: `/api/auth/admin/election-results/${hand.id}/turnout/`,
      payload: {
        turnout_results: rows.map(([municipality_id, actual_turnout]) => ({
          municipality_id,
          actual_turnout,
        })),
      },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    hand = await createHandElection(t, 'Verkiezingsavond');
    const db = t.database.db;
    await db.update(elections).set({ isActive: false });
    await db.update(elections).set({ isActive: true }).where(eq(elections.id, hand.id));
    admin = await createUser(t, { isStaff: true });
    alice = await createUser(t);
    bob = await createUser(t);
    const { A, B, C, D, E } = hand.party;
    // Alice expects A big; Bob expects B big. Both predict Amsterdam's turnout.
    await insertPrediction(t, alice.id, hand.id, {
      seats: [
        [A, 20],
        [B, 10],
        [C, 10],
        [D, 5],
        [E, 5],
      ],
      turnoutTenths: [[hand.amsterdam, 700]],
    });
    await insertPrediction(t, bob.id, hand.id, {
      seats: [
        [A, 10],
        [B, 20],
        [C, 10],
        [D, 5],
        [E, 5],
      ],
      turnoutTenths: [[hand.amsterdam, 600]],
    });
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    // fetch's agent keeps its sockets alive for reuse; the server would wait for them.
    t.app.server.closeAllConnections();
    await t.close();
  });

  it('answers 401 to a stream or state without a valid token, before streaming anything', async () => {
    for (const url of [LIVE_PATHS.stream, LIVE_PATHS.state]) {
      const anonymous = await fetch(`${baseUrl}${url}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('content-type')).toMatch(/application\/json/);
      expect(await anonymous.json()).toMatchObject({ error: expect.any(String) });
      const forged = await fetch(`${baseUrl}${url}`, {
        headers: { authorization: 'Bearer nope' },
      });
      expect(forged.status).toBe(401);
      expect(await forged.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it('has no result at first: status none, everybody on 0 points and sharing rank 1', async () => {
    const { results, standing } = await state(alice);
    expect(results).toMatchObject({
      election_id: hand.id,
      results_status: 'none',
      updated_at: null,
    });
    expect(standing).toEqual({
      election_id: hand.id,
      total_points: 0,
      rank: 1,
      previous_rank: null,
      players: 2,
      provisional: true,
      // Nothing scored yet, so no benchmark beside the standing.
      benchmarks: [],
    });
    expect((await details()).results_status).toBe('none');
  });

  it('streams results at once, then results and standing after a change, scored by itself', async () => {
    const aliceStream = await openStream(baseUrl, alice.token);
    const bobStream = await openStream(baseUrl, bob.token);
    try {
      expect(aliceStream.response.headers.get('content-type')).toBe(
        'text/event-stream; charset=utf-8',
      );
      const first = await aliceStream.nth('results', 1);
      expect((first.data as LiveResults).results_status).toBe('none');
      await aliceStream.nth('standing', 1);
      await bobStream.nth('standing', 1);
      expect(aliceStream.events.map((e) => e.event)).toEqual(['results', 'standing']);

      // A provisional seat projection, as the exit poll gives it. Nobody presses a button.
      const { A, B, C, D, E } = hand.party;
      const saved = await saveSeats([
        [A, 20],
        [B, 10],
        [C, 10],
        [D, 5],
        [E, 5],
      ]);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<ElectionDetails>()).toMatchObject({
        results_status: 'provisional',
        results_updated_at: expect.any(String),
      });

      const results = await aliceStream.nth('results', 2);
      expect(results.data).toMatchObject({ results_status: 'provisional' });
      const standing = await aliceStream.nth('standing', 2);
      // Alice: every party exact (5 × 5) and the top 3 right (+8); turnout not known yet (0).
      expect(standing.data).toEqual({
        election_id: hand.id,
        total_points: 33,
        rank: 1,
        previous_rank: null,
        players: 2,
        provisional: true,
        // De Poule (Alice and Bob's mean) is scored by the same calculation.
        benchmarks: [expect.objectContaining({ name: 'De Poule', is_crowd: true })],
      });
      const bobStanding = (await bobStream.nth('standing', 2)).data as LiveStanding;
      expect(bobStanding.rank).toBe(2);
      expect(bobStanding.total_points).toBeLessThan(33);
      // The standing comes after its results, and both carry the same state id.
      const order = aliceStream.events.map((e) => e.event);
      expect(order.slice(2)).toEqual(['results', 'results', 'standing']);
      expect(standing.id).toBe(aliceStream.events.at(-2)!.id);

      const stored = await details();
      expect(stored.scores_calculated_at).not.toBeNull();
      expect(stored.scores_calculation_ms).toBeGreaterThanOrEqual(0);
    } finally {
      await aliceStream.close();
      await bobStream.close();
    }
  });

  it('stores every change with its time and moves players from their previous rank', async () => {
    // Amsterdam reports 60.0 %: Bob's guess is exact (+3), Alice's 10 points off (0). The ranks
    // before these points are remembered, so movement can be shown.
    const saved = await saveTurnout([[hand.amsterdam, 60]]);
    expect(saved.statusCode).toBe(200);
    await t.app.live.settled();
    const alices = (await state(alice)).standing!;
    const bobs = (await state(bob)).standing!;
    expect(alices).toMatchObject({ rank: 1, previous_rank: 1, total_points: 33 });
    expect(bobs).toMatchObject({ rank: 2, previous_rank: 2 });
    expect(bobs.total_points).toBeGreaterThan(0);

    const changes = await t.database.db
      .select({ section: resultsChanges.section, userId: resultsChanges.userId })
      .from(resultsChanges)
      .where(eq(resultsChanges.electionId, hand.id))
      .orderBy(resultsChanges.id);
    expect(changes).toEqual([
      { section: 'seats', userId: admin.id },
      { section: 'turnout', userId: admin.id },
    ]);
  });

  it('recalculates a burst of saves by itself, with the last of its values', async () => {
    const before = await t.database.db
      .select({ at: elections.scoresCalculatedAt })
      .from(elections)
      .where(eq(elections.id, hand.id));
    for (const turnout of [61, 62, 70]) {
      expect((await saveTurnout([[hand.amsterdam, turnout]])).statusCode).toBe(200);
    }
    await t.app.live.settled();
    const [after] = await t.database.db
      .select({ at: elections.scoresCalculatedAt })
      .from(elections)
      .where(eq(elections.id, hand.id));
    expect(after!.at!.getTime()).toBeGreaterThan(before[0]!.at!.getTime());
    // 70.0 %: now Alice's guess is exact, Bob's 10 points off.
    const [aliceScore] = await t.database.db
      .select({ turnout: scores.turnoutPoints })
      .from(scores)
      .where(sql`${scores.userId} = ${alice.id} and ${scores.electionId} = ${hand.id}`);
    expect(aliceScore!.turnout).toBe(3);
  });

  it('resumes after a reconnect: nothing with the current id, the latest state with an old one', async () => {
    const first = await openStream(baseUrl, alice.token);
    const current = await first.nth('standing', 1);
    await first.close();

    const resumed = await openStream(baseUrl, alice.token, current.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumed.events).toEqual([]);
    expect(resumed.raw()).toContain(': open');
    await resumed.close();

    const behind = await openStream(baseUrl, alice.token, `${hand.id}.none.0.0`);
    const results = await behind.nth('results', 1);
    expect(results.id).toBe(current.id);
    expect((await behind.nth('standing', 1)).data).toMatchObject({ rank: 1 });
    await behind.close();
  });

  it('goes final by the admin’s word, and players see that their points are no longer provisional', async () => {
    const stream = await openStream(baseUrl, bob.token);
    try {
      const before = (await stream.nth('standing', 1)).data as LiveStanding;
      const patched = await injectAs(t, admin, {
        method: 'PATCH',
        url: `/api/auth/admin/election-results/${hand.id}/`,
        payload: { is_final: true },
      });
      expect(patched.json<ElectionDetails>().results_status).toBe('final');
      const results = await stream.nth('results', 2);
      expect(results.data).toMatchObject({ results_status: 'final' });
      // Final changes no result: the movement players were shown stays.
      expect((await stream.nth('standing', 2)).data).toEqual({ ...before, provisional: false });
    } finally {
      await stream.close();
    }
  });
});

describe('election night across two instances', () => {
  // On PostgreSQL: a second app with its own pool and its own bus, as a second instance has;
  // both on one channel. With REDIS_URL the bus is Redis pub/sub; the second case leaves Redis
  // out, so the same travels through PostgreSQL LISTEN/NOTIFY. On PGlite (one process's
  // database) the second instance is the first.
  const cases = [
    { name: 'through Redis when it is configured, else PostgreSQL', redis: true },
    { name: 'through PostgreSQL LISTEN/NOTIFY without Redis', redis: false },
  ];

  for (const { name, redis } of cases) {
    describe(name, () => {
      let a: TestApp;
      let b: FastifyInstance;
      let first: Database | undefined;
      let second: Database | undefined;
      let hand: HandElection;

      beforeAll(async () => {
        const namespace = `zp-live-${randomBytes(4).toString('hex')}-`;
        const env: Record<string, string> = redis ? {} : { REDIS_URL: '' };
        a = await buildTestApp({ env });
        // buildTestApp picked a channel of its own; the second instance must share it.
        const url = (a.database as Database & { url?: string }).url;
        if (url) {
          await a.app.close();
          // The instance's own DATABASE_URL is what its LISTEN/NOTIFY bus connects to.
          const config = testConfig({ ...env, DATABASE_URL: url });
          const options = {
            logger: false,
            rateLimitNameSpace: namespace,
            webDistDir: path.join(config.dataDir, 'no-web-app'),
          };
          first = connectPostgres(url, 5);
          a = { ...a, app: await buildApp(config, { ...options, database: first }) };
          second = connectPostgres(url, 5);
          b = await buildApp(config, { ...options, database: second });
          await Promise.all([a.app.ready(), b.ready()]);
        } else {
          b = a.app;
        }
        hand = await createHandElection(a, 'Twee instanties');
        await a.database.db.update(elections).set({ isActive: false });
        await a.database.db
          .update(elections)
          .set({ isActive: true })
          .where(eq(elections.id, hand.id));
      });
      afterAll(async () => {
        b.server.closeAllConnections();
        if (second) {
          await b.close();
          await second.close();
        }
        await a.app.close();
        await first?.close();
        await a.database.close();
      });

      it('a result saved through instance A reaches a player connected to B as results and standing', async () => {
        const admin = await createUser(a, { isStaff: true });
        const player = await createUser(a);
        const { A, B, C, D, E } = hand.party;
        await insertPrediction(a, player.id, hand.id, {
          seats: [
            [A, 20],
            [B, 10],
            [C, 10],
            [D, 5],
            [E, 5],
          ],
        });
        const stream = await openStream(await listen(b), player.token);
        try {
          await stream.nth('standing', 1);
          const saved = await a.app.inject({
            method: 'POST',
            url: `/api/auth/admin/election-results/${hand.id}/seats/`,
            headers: { authorization: `Bearer ${await a.app.signAccessToken(admin.id)}` },
            payload: {
              party_seats: [
                [A, 20],
                [B, 10],
                [C, 10],
                [D, 5],
                [E, 5],
              ].map(([party_id, seat_count]) => ({ party_id, seat_count })),
            },
          });
          expect(saved.statusCode).toBe(200);
          expect((await stream.nth('results', 2)).data).toMatchObject({
            election_id: hand.id,
            results_status: 'provisional',
          });
          expect((await stream.nth('standing', 2)).data).toMatchObject({
            total_points: 33,
            rank: 1,
            players: 1,
          });
        } finally {
          await stream.close();
        }
      });
    });
  }
});
