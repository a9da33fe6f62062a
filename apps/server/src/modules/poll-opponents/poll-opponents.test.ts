import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  BenchmarkListSchema,
  LeaderboardPageSchema,
  LiveStateSchema,
  SubleagueSchema,
  largestRemainder,
  type Benchmark,
} from '@zetelpoule/shared';
import { benchmarkSeats, benchmarks, elections, scores } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { invalidateNationalPool } from '../leagues/national-pool';
import { CrowdTally, crowdParliament } from './poll-opponents.service';
import {
  createHandElection,
  insertPrediction,
  type HandElection,
} from '../scoring/scoring.fixtures';

/*
 * Benchmark players. The hand election of the scoring tests (seat_count 50, parties
 * A–E), made the active one. Official results: seats A 20, B 12, C 10, D 5, E 3; national
 * turnout 78.3; Amsterdam's turnout 70.0 and biggest party A; Vlieland counted first.
 *
 * Players:
 *   twin     A 22, B 10, C 10, D 5, E 3, national turnout 77.0 — exactly the poll below
 *   mixed    A 18, B 15, C 6, E 7, a joker, turnout 70.3, Amsterdam 70.4 / A, Vlieland
 *   partial  A 21
 *   empty    nothing
 * The poll "Peiling Tweeling" is the twin's prediction. Worked out by hand (docs/rules.md#points):
 *   seats  A +2 → 1, B −2 → 1, C, D, E exact → 5 each: 17
 *   top 3  A 22, B 10, C 10 (B before C by list number): all in {A, B, C} → 8
 *   turnout 77.0 vs 78.3: 1.3 off, rounded 1 → 5 − 1 = 4
 *   total 29; every other section (joker, municipalities, first count) 0.
 */

describe('benchmark players', () => {
  let t: TestApp;
  let admin: TestUser;
  let e: HandElection;
  const player: Record<'twin' | 'mixed' | 'partial' | 'empty', TestUser> = {} as never;
  const base = () => `/api/auth/admin/election-results/${e.id}`;
  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t, admin, { method, url, ...(payload && { payload }) });
  const pollSeats = () => [
    { party_id: e.party.A, seat_count: 22 },
    { party_id: e.party.B, seat_count: 10 },
    { party_id: e.party.C, seat_count: 10 },
    { party_id: e.party.D, seat_count: 5 },
    { party_id: e.party.E, seat_count: 3 },
  ];
  const leaderboard = async (user: TestUser) =>
    LeaderboardPageSchema.parse(
      (
        await injectAs(t, user, { method: 'GET', url: '/api/auth/league/global/?page_size=100' })
      ).json(),
    );
  const listBenchmarks = async () =>
    BenchmarkListSchema.parse((await asAdmin('GET', `${base()}/benchmarks/`)).json());
  const calculate = async () => {
    const res = await asAdmin('POST', `${base()}/calculate-scores/`);
    expect(res.statusCode).toBe(200);
    return res.json() as { players_scored: number };
  };
  const benchmarkCount = async () =>
    (await t.database.db.select().from(benchmarks).where(eq(benchmarks.electionId, e.id))).length;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t, { isStaff: true });
    e = await createHandElection(t);
    const db = t.database.db;
    await db.update(elections).set({ isActive: false }).where(ne(elections.id, e.id));
    await db.update(elections).set({ isActive: true }).where(eq(elections.id, e.id));
    const { A, B, C, D, E } = e.party;
    for (const key of ['twin', 'mixed', 'partial', 'empty'] as const) {
      player[key] = await createUser(t);
    }
    await insertPrediction(t, player.twin.id, e.id, {
      seats: [
        [A, 22],
        [B, 10],
        [C, 10],
        [D, 5],
        [E, 3],
      ],
      countryTurnoutTenths: 770,
    });
    await insertPrediction(t, player.mixed.id, e.id, {
      seats: [
        [A, 18],
        [B, 15],
        [C, 6],
        [E, 7],
      ],
      captainPartyId: A,
      firstMunicipalityId: e.vlieland,
      countryTurnoutTenths: 703,
      turnoutTenths: [[e.amsterdam, 704]],
      biggestParty: [[e.amsterdam, A]],
    });
    await insertPrediction(t, player.partial.id, e.id, { seats: [[A, 21]] });
    await insertPrediction(t, player.empty.id, e.id, {});
    invalidateNationalPool(db);

    const entered = [
      await asAdmin('POST', `${base()}/seats/`, {
        party_seats: [
          { party_id: A, seat_count: 20 },
          { party_id: B, seat_count: 12 },
          { party_id: C, seat_count: 10 },
          { party_id: D, seat_count: 5 },
          { party_id: E, seat_count: 3 },
        ],
      }),
      await asAdmin('POST', `${base()}/country-turnout/`, { actual_turnout: 78.3 }),
      await asAdmin('POST', `${base()}/turnout/`, {
        turnout_results: [{ municipality_id: e.amsterdam, actual_turnout: 70 }],
      }),
      await asAdmin('POST', `${base()}/biggest-party/`, {
        biggest_party_results: [{ municipality_id: e.amsterdam, winning_party_id: A }],
      }),
      await asAdmin('POST', `${base()}/municipality-selection/`, { municipality_name: 'Vlieland' }),
    ];
    for (const res of entered) expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await t.app.live.settled();
    await t.close();
  });

  describe('the admin API', () => {
    it('answers 401 without a sign-in and 403 to a player, writing nothing', async () => {
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `${base()}/benchmarks/`,
        payload: { name: 'Peiling', party_seats: pollSeats() },
      });
      expect(anonymous.statusCode).toBe(401);
      for (const method of ['GET', 'POST'] as const) {
        const res = await injectAs(t, player.twin, {
          method,
          url: `${base()}/benchmarks/`,
          ...(method === 'POST' && { payload: { name: 'Peiling', party_seats: pollSeats() } }),
        });
        expect(res.statusCode).toBe(403);
      }
      expect(await benchmarkCount()).toBe(0);
    });

    it('refuses seats that do not sum to the seat count with a Dutch 400, writing nothing', async () => {
      const seats = pollSeats().map((row, i) => (i === 0 ? { ...row, seat_count: 21 } : row));
      const res = await asAdmin('POST', `${base()}/benchmarks/`, {
        name: 'Peilingwijzer 28 okt',
        party_seats: seats,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation_error',
        party_seats: [
          'De zetels tellen op tot 49, maar deze verkiezing heeft er 50. Zorg dat het totaal precies 50 is.',
        ],
      });
      expect(await benchmarkCount()).toBe(0);
    });

    it('refuses a party of another election, a reserved or taken name and a bad turnout', async () => {
      const foreign = await asAdmin('POST', `${base()}/benchmarks/`, {
        name: 'Peiling',
        party_seats: [...pollSeats().slice(1), { party_id: 999_999, seat_count: 22 }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().party_seats).toEqual(['Geen partij van deze verkiezing: 999999.']);

      const reserved = await asAdmin('POST', `${base()}/benchmarks/`, {
        name: 'de poule',
        party_seats: pollSeats(),
      });
      expect(reserved.statusCode).toBe(400);
      expect(reserved.json().name).toEqual([
        'De naam De Poule is voor de voorspelling van alle spelers samen.',
      ]);

      const turnout = await asAdmin('POST', `${base()}/benchmarks/`, {
        name: 'Peiling',
        party_seats: pollSeats(),
        country_turnout: 101,
      });
      expect(turnout.statusCode).toBe(400);
      expect(turnout.json().country_turnout).toEqual([
        'Vul een geldig opkomstpercentage tussen 0 en 100 in',
      ]);

      const unknown = await injectAs(t, admin, {
        method: 'POST',
        url: '/api/auth/admin/election-results/999999/benchmarks/',
        payload: { name: 'Peiling', party_seats: pollSeats() },
      });
      expect(unknown.statusCode).toBe(404);
      expect(await benchmarkCount()).toBe(0);

      const first = await asAdmin('POST', `${base()}/benchmarks/`, {
        name: 'Dubbel',
        party_seats: pollSeats(),
      });
      expect(first.statusCode).toBe(201);
      const again = await asAdmin('POST', `${base()}/benchmarks/`, {
        name: 'DUBBEL',
        party_seats: pollSeats(),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().name).toEqual([
        'Er is al een peiling met deze naam bij deze verkiezing.',
      ]);
      const removed = await asAdmin('DELETE', `${base()}/benchmarks/${first.json().id}/`);
      expect(removed.statusCode).toBe(204);
      expect(await benchmarkCount()).toBe(0);
    });

    it('adds, edits and lists a poll; parties left out have 0 seats', async () => {
      const created = await asAdmin('POST', `${base()}/benchmarks/`, {
        name: 'Ipsos I&O 27 okt',
        party_seats: [
          { party_id: e.party.A, seat_count: 30 },
          { party_id: e.party.B, seat_count: 20 },
        ],
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as Benchmark).id;
      const edited = await asAdmin('PUT', `${base()}/benchmarks/${id}/`, {
        name: 'Peiling Tweeling',
        party_seats: pollSeats(),
        country_turnout: 77,
      });
      expect(edited.statusCode).toBe(200);
      expect(await listBenchmarks()).toEqual([
        {
          id,
          election_id: e.id,
          name: 'Peiling Tweeling',
          is_crowd: false,
          party_seats: pollSeats(),
          country_turnout: 77,
          total_points: null,
          updated_at: expect.any(String),
        },
      ]);
      const rows = await t.database.db
        .select()
        .from(benchmarkSeats)
        .where(eq(benchmarkSeats.benchmarkId, id));
      expect(rows).toHaveLength(5);
    });
  });

  describe('scoring', () => {
    let ranksBefore: { id: number; rank: number; total_points: number }[];

    it('scores the poll exactly like the player with the same prediction (29, by hand)', async () => {
      expect((await calculate()).players_scored).toBe(4);
      const [twin] = await t.database.db
        .select()
        .from(scores)
        .where(and(eq(scores.electionId, e.id), eq(scores.userId, player.twin.id)));
      const poll = (await listBenchmarks()).find((b) => b.name === 'Peiling Tweeling')!;
      expect(twin!.totalPoints).toBe(29);
      expect(poll.total_points).toBe(29);
      // Every column of the breakdown, side by side.
      const { rows } = await t.database.db.execute<Record<string, number>>(sql`
          select s.seat_points, s.captain_bonus_points, s.turnout_points, s.biggest_party_points,
                 s.municipality_selection_points, s.top3_parties_points, s.country_turnout_points,
                 b.seat_points as b_seat, b.captain_bonus_points as b_captain,
                 b.turnout_points as b_turnout, b.biggest_party_points as b_biggest,
                 b.municipality_selection_points as b_first, b.top3_parties_points as b_top3,
                 b.country_turnout_points as b_country
          from scores s, benchmark_scores b
          where s.user_id = ${player.twin.id} and s.election_id = ${e.id}
            and b.benchmark_id = ${poll.id}`);
      expect(rows[0]).toEqual({
        seat_points: 17,
        captain_bonus_points: 0,
        turnout_points: 0,
        biggest_party_points: 0,
        municipality_selection_points: 0,
        top3_parties_points: 8,
        country_turnout_points: 4,
        b_seat: 17,
        b_captain: 0,
        b_turnout: 0,
        b_biggest: 0,
        b_first: 0,
        b_top3: 8,
        b_country: 4,
      });
    });

    it('makes De Poule the mean seats per party, rounded by largest remainder to 50', async () => {
      // Seats summed over the 4 players: A 22+18+21 = 61, B 10+15 = 25, C 10+6 = 16, D 5,
      // E 3+7 = 10; means A 15.25, B 6.25, C 4, D 1.25, E 2.5 (29.25 seats: two players left
      // seats open). Quotas of 50: A 26.07, B 10.68, C 6.84, D 2.14, E 4.27 → floors 26, 10,
      // 6, 2, 4 = 48; the 2 left go to the largest remainders C (.84) and B (.68).
      const crowd = (await listBenchmarks()).find((b) => b.is_crowd)!;
      expect(crowd.name).toBe('De Poule');
      const { A, B, C, D, E } = e.party;
      expect(crowd.party_seats).toEqual([
        { party_id: A, seat_count: 26 },
        { party_id: B, seat_count: 11 },
        { party_id: C, seat_count: 7 },
        { party_id: D, seat_count: 2 },
        { party_id: E, seat_count: 4 },
      ]);
      expect(largestRemainder([15.25, 6.25, 4, 1.25, 2.5], 50)).toEqual([26, 11, 7, 2, 4]);
      // Scored like a player with those seats: A −6 → −3, B −1 → 2, C −3 → −1, D −3 → −1,
      // E +1 → 2: −1; top 3 A, B, C all right → 8; no turnout → 0. Total 7.
      expect(crowd.total_points).toBe(7);
    });

    it('is read-only for De Poule: 409 on edit and delete', async () => {
      const crowd = (await listBenchmarks()).find((b) => b.is_crowd)!;
      const put = await asAdmin('PUT', `${base()}/benchmarks/${crowd.id}/`, {
        name: 'Andere naam',
        party_seats: pollSeats(),
      });
      expect(put.statusCode).toBe(409);
      expect(put.json().error).toBe('crowd_benchmark_read_only');
      expect((await asAdmin('DELETE', `${base()}/benchmarks/${crowd.id}/`)).statusCode).toBe(409);
    });

    it('pins benchmarks beside the leaderboard without ranking or counting them', async () => {
      const page = await leaderboard(player.empty);
      ranksBefore = page.results.map(({ id, rank, total_points }) => ({ id, rank, total_points }));
      expect(page.count).toBe(4);
      expect(page.results.map((r) => r.id).sort()).toEqual(
        Object.values(player)
          .map((p) => p.id)
          .sort(),
      );
      expect(page.benchmarks).toEqual([
        { id: expect.any(Number), name: 'Peiling Tweeling', is_crowd: false, total_points: 29 },
        { id: expect.any(Number), name: 'De Poule', is_crowd: true, total_points: 7 },
      ]);
      // The twin shares its points with the poll and is still alone at rank 1.
      expect(page.results[0]).toMatchObject({ id: player.twin.id, rank: 1, total_points: 29 });

      // Without any benchmark the ranks and the count are the same.
      await t.database.db.delete(benchmarks).where(eq(benchmarks.electionId, e.id));
      invalidateNationalPool(t.database.db);
      const without = await leaderboard(player.empty);
      expect(without.benchmarks).toEqual([]);
      expect(without.count).toBe(4);
      expect(
        without.results.map(({ id, rank, total_points }) => ({ id, rank, total_points })),
      ).toEqual(ranksBefore);
    });

    it('shows them in the live standing and beside every sub-league, never as members', async () => {
      const created = await asAdmin('POST', `${base()}/benchmarks/`, {
        name: 'Peiling Tweeling',
        party_seats: pollSeats(),
        country_turnout: 77,
      });
      expect(created.statusCode).toBe(201);
      expect((await calculate()).players_scored).toBe(4);
      await t.app.live.settled();

      const state = LiveStateSchema.parse(
        (await injectAs(t, player.mixed, { method: 'GET', url: '/api/live/state/' })).json(),
      );
      expect(state.standing?.players).toBe(4);
      expect(state.standing?.benchmarks?.map((b) => [b.name, b.total_points])).toEqual([
        ['Peiling Tweeling', 29],
        ['De Poule', 7],
      ]);

      const league = await injectAs(t, player.mixed, {
        method: 'POST',
        url: '/api/auth/league/subleagues/',
        payload: { name: 'Kantoor' },
      });
      expect(league.statusCode).toBe(201);
      const view = SubleagueSchema.parse(league.json());
      expect(view.member_count).toBe(1);
      expect(view.members.map((m) => m.user)).toEqual([player.mixed.id]);
      expect(view.benchmarks?.map((b) => b.name)).toEqual(['Peiling Tweeling', 'De Poule']);
    });

    it('drops the score of an edited poll until the recalculation it starts has scored it', async () => {
      const poll = (await listBenchmarks()).find((b) => b.name === 'Peiling Tweeling')!;
      const seats = pollSeats().map((row, i) =>
        i === 0 ? { ...row, seat_count: 20 } : i === 1 ? { ...row, seat_count: 12 } : row,
      );
      const res = await asAdmin('PUT', `${base()}/benchmarks/${poll.id}/`, {
        name: 'Peiling Tweeling',
        party_seats: seats,
        country_turnout: 77,
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as Benchmark).total_points).toBeNull();
      await t.app.live.settled();
      // Now every seat exact: 25 + top 3 8 + turnout 4 = 37.
      expect((await listBenchmarks()).find((b) => b.id === poll.id)!.total_points).toBe(37);
      expect((await leaderboard(player.twin)).count).toBe(4);
    });

    it("loses its points with the players' when all points are reset", async () => {
      const reset = await asAdmin('POST', '/api/auth/admin/reset-all-points/', { confirm: true });
      expect(reset.statusCode).toBe(200);
      expect((await listBenchmarks()).map((b) => b.total_points)).toEqual([null, null]);
      expect((await leaderboard(player.twin)).benchmarks).toEqual([]);
    });
  });
});

describe('De Poule from a tally of the players', () => {
  const tally = (...players: [number, number][][]) => {
    const crowd = new CrowdTally();
    for (const seats of players) crowd.add(new Map(seats));
    return crowd;
  };

  it('is the mean per party rounded to the seat count, in list-number order', () => {
    // Means A 10, B 5, C 0 of 15 given seats, scaled to 30: A 20, B 10, C 0.
    const parliament = crowdParliament(
      [1, 2, 3],
      tally(
        [
          [1, 12],
          [2, 3],
        ],
        [
          [1, 8],
          [2, 7],
        ],
      ),
      30,
    );
    expect([...parliament!]).toEqual([
      [1, 20],
      [2, 10],
      [3, 0],
    ]);
  });

  it('gives equal remainders to the lower list number and ignores other parties', () => {
    // A and B 1 seat each of 2, 3 seats to hand out: 1.5 each, the extra one to A (list 1).
    expect([...crowdParliament([1, 2], tally([[1, 1]], [[2, 1]], [[99, 40]]), 3)!]).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('does not exist without players or without a single seat', () => {
    expect(crowdParliament([1, 2], tally(), 150)).toBeNull();
    expect(crowdParliament([1, 2], tally([], []), 150)).toBeNull();
  });

  it('always sums to the seat count (random crowds, seat counts 50–250)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.nat(250), { minLength: 8, maxLength: 8 }), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.integer({ min: 50, max: 250 }),
        (players, seatCount) => {
          const crowd = tally(
            ...players.map((seats) => seats.map((n, i) => [i + 1, n] as [number, number])),
          );
          const parliament = crowdParliament([1, 2, 3, 4, 5, 6, 7, 8], crowd, seatCount);
          if (players.every((seats) => seats.every((n) => n === 0))) return parliament === null;
          return [...parliament!.values()].reduce((a, b) => a + b, 0) === seatCount;
        },
      ),
    );
  });
});
