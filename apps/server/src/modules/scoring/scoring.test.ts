import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { scores } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { calculateScores } from './scoring.service';
import {
  activeElectionId,
  createHandElection,
  exactPrediction,
  insertPrediction,
  type HandElection,
} from './scoring.fixtures';

/*
 * calculate-scores on an election built by hand. Every expected number below is worked out in
 * the comments from the rules of docs/rules.md#points — never by calling the engine — so a wrong
 * engine or a wrong wiring of it shows up here.
 *
 * The election: seat_count 150 (the joker void at 5 or fewer), parties A–E (list numbers 1–5),
 * Amsterdam and Utrecht played. Official results:
 *   seats        A 20, B 12, C 10, D 5, E 3  (total 50; the actual top-3 set is {A, B, C}:
 *                third-highest count 10, nobody else has ≥ 10)
 *   turnout      Amsterdam 70.0, Utrecht 80.5
 *   biggest      Amsterdam A, Utrecht B
 *   first count  Vlieland
 *   country      78.3
 */

describe('calculate-scores', () => {
  let t: TestApp;
  let admin: TestUser;
  let e: HandElection;
  const player: Record<'perfect' | 'mixed' | 'partial' | 'empty' | 'none', TestUser> = {} as never;
  const post = (url: string, payload?: object) =>
    injectAs(t, admin, { method: 'POST', url, ...(payload && { payload }) });
  const base = () => `/api/auth/admin/election-results/${e.id}`;

  async function storedScores() {
    return t.database.db
      .select({
        userId: scores.userId,
        seat: scores.seatPoints,
        captain: scores.captainBonusPoints,
        turnout: scores.turnoutPoints,
        biggest: scores.biggestPartyPoints,
        first: scores.municipalitySelectionPoints,
        top3: scores.top3PartiesPoints,
        country: scores.countryTurnoutPoints,
        total: scores.totalPoints,
      })
      .from(scores)
      .where(eq(scores.electionId, e.id))
      .orderBy(asc(scores.userId));
  }
  async function scoreOf(user: TestUser) {
    const [row] = await t.database.db
      .select()
      .from(scores)
      .where(and(eq(scores.electionId, e.id), eq(scores.userId, user.id)));
    return row;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t, { isStaff: true });
    e = await createHandElection(t, 'Handverkiezing', 150);
    const { A, B, C, D, E } = e.party;
    for (const key of ['perfect', 'mixed', 'partial', 'empty', 'none'] as const) {
      player[key] = await createUser(t);
    }
    // Exactly the results.
    await insertPrediction(t, player.perfect.id, e.id, exactPrediction(e));
    await insertPrediction(t, player.mixed.id, e.id, {
      seats: [
        [A, 18],
        [B, 15],
        [C, 6],
        [E, 7],
      ],
      captainPartyId: D,
      firstMunicipalityId: e.rozendaal,
      countryTurnoutTenths: 703,
      // Rotterdam is not played: this answer must be ignored.
      turnoutTenths: [
        [e.amsterdam, 704],
        [e.utrecht, 790],
        [e.rotterdam, 600],
      ],
      biggestParty: [
        [e.amsterdam, B],
        [e.utrecht, B],
      ],
    });
    await insertPrediction(t, player.partial.id, e.id, {
      seats: [[A, 21]],
      captainPartyId: B,
    });
    await insertPrediction(t, player.empty.id, e.id, {});
    // player.none predicts only the seeded active election: never scored for this one.
    await insertPrediction(t, player.none.id, await activeElectionId(t), {});
  });
  afterAll(() => t.close());

  it('scores every player 0 while no section has a result, and says how many it scored', async () => {
    const res = await post(`${base()}/calculate-scores/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Punten berekend voor 4 spelers.', players_scored: 4 });
    const rows = await storedScores();
    expect(rows.map((r) => r.userId)).toEqual(
      [player.perfect, player.mixed, player.partial, player.empty].map((p) => p.id),
    );
    for (const row of rows) expect(row.total).toBe(0);
  });

  it('scores only the sections that have a result (country turnout alone)', async () => {
    expect((await post(`${base()}/country-turnout/`, { actual_turnout: 78.3 })).statusCode).toBe(
      200,
    );
    await post(`${base()}/calculate-scores/`);
    // perfect: 78.3 exact → 5. mixed: 70.3 is 8.0 off → 5 − 8 = −3. No answer → 0.
    expect((await scoreOf(player.perfect))?.totalPoints).toBe(5);
    expect((await scoreOf(player.mixed))?.countryTurnoutPoints).toBe(-3);
    expect((await scoreOf(player.mixed))?.totalPoints).toBe(-3);
    expect((await scoreOf(player.partial))?.totalPoints).toBe(0);
  });

  it('scores every section once all results are in, matching the totals worked out by hand', async () => {
    const { A, B, C, D, E } = e.party;
    const entered = [
      await post(`${base()}/seats/`, {
        party_seats: [
          { party_id: A, seat_count: 20 },
          { party_id: B, seat_count: 12 },
          { party_id: C, seat_count: 10 },
          { party_id: D, seat_count: 5 },
          { party_id: E, seat_count: 3 },
        ],
      }),
      await post(`${base()}/turnout/`, {
        turnout_results: [
          { municipality_id: e.amsterdam, actual_turnout: 70 },
          { municipality_id: e.utrecht, actual_turnout: 80.5 },
        ],
      }),
      await post(`${base()}/biggest-party/`, {
        biggest_party_results: [
          { municipality_id: e.amsterdam, winning_party_id: A },
          { municipality_id: e.utrecht, winning_party_id: B },
        ],
      }),
      await post(`${base()}/municipality-selection/`, { municipality_name: 'Vlieland' }),
    ];
    for (const res of entered) expect(res.statusCode).toBe(200);

    const res = await post(`${base()}/calculate-scores/`);
    expect(res.json()).toEqual({ message: 'Punten berekend voor 4 spelers.', players_scored: 4 });
    const rows = await storedScores();
    const byUser = new Map(rows.map((row) => [row.userId, row]));

    // perfect — seats: 5 parties exact, 5 × 5 = 25. Joker A (20 seats > 5) exact: +5.
    // Top 3 {A, B, C} all in the actual set: +8. First count Vlieland: +2.
    // Turnout 70.0 and 80.5 exact: 3 + 3 = 6. Biggest party both right: 2 + 2 = 4.
    // Country exact: +5. Total 25 + 5 + 8 + 2 + 6 + 4 + 5 = 55.
    expect(byUser.get(player.perfect.id)).toEqual({
      userId: player.perfect.id,
      seat: 25,
      captain: 5,
      turnout: 6,
      biggest: 4,
      first: 2,
      top3: 8,
      country: 5,
      total: 55,
    });

    // mixed — seats: A 18 vs 20 (2 off) +1; B 15 vs 12 (3 off) −1; C 6 vs 10 (4 off) −2;
    // D 0 vs 5 (5 off) −3; E 7 vs 3 (4 off) −2 → 1 − 1 − 2 − 3 − 2 = −7.
    // Joker D won 5 seats, not more than 5: void → 0.
    // Top 3 by seats A 18, B 15, E 7 (C 6 is fourth): A and B are in {A, B, C}, E is not
    // → 2 right → +5.
    // First count Rozendaal ≠ Vlieland → 0.
    // Turnout Amsterdam 70.4 vs 70.0: d 0.4 rounds to 0 → +3; Utrecht 79.0 vs 80.5: d 1.5
    // rounds half up to 2 → +1; Rotterdam is not played → ignored. 3 + 1 = 4.
    // Biggest party Amsterdam B ≠ A → 0, Utrecht B = B → +2. Total 2.
    // Country 70.3 vs 78.3: 8 off → 5 − 8 = −3.
    // Total −7 + 0 + 5 + 0 + 4 + 2 − 3 = 1.
    expect(byUser.get(player.mixed.id)).toEqual({
      userId: player.mixed.id,
      seat: -7,
      captain: 0,
      turnout: 4,
      biggest: 2,
      first: 0,
      top3: 5,
      country: -3,
      total: 1,
    });

    // partial — seats: A 21 vs 20 (1 off) +2; B 0 vs 12 −3; C 0 vs 10 −3; D 0 vs 5 −3;
    // E 0 vs 3 (3 off) −1 → 2 − 3 − 3 − 3 − 1 = −8.
    // Joker B (12 seats > 5), predicted 0, 12 off → its −3 counts once more: −3.
    // Top 3: only A has seats → A is in the set → 1 right → +3. Nothing else answered: 0.
    // Total −8 − 3 + 3 = −8.
    expect(byUser.get(player.partial.id)).toEqual({
      userId: player.partial.id,
      seat: -8,
      captain: -3,
      turnout: 0,
      biggest: 0,
      first: 0,
      top3: 3,
      country: 0,
      total: -8,
    });

    // empty — an untouched seat grid predicts 0 for every party:
    // A 20 off −3, B 12 off −3, C 10 off −3, D 5 off −3, E 3 off −1 → −13. Nothing else.
    expect(byUser.get(player.empty.id)).toEqual({
      userId: player.empty.id,
      seat: -13,
      captain: 0,
      turnout: 0,
      biggest: 0,
      first: 0,
      top3: 0,
      country: 0,
      total: -13,
    });
    expect(byUser.has(player.none.id)).toBe(false);
  });

  it('is idempotent: a second run leaves exactly the same rows', async () => {
    const before = await storedScores();
    const res = await post(`${base()}/calculate-scores/`);
    expect(res.statusCode).toBe(200);
    expect(await storedScores()).toEqual(before);
  });

  it('recalculating after no results change recomputes nothing and keeps every row', async () => {
    const before = await storedScores();
    const result = await calculateScores(t.database.db, e.id);
    expect(result.players_scored).toBe(4);
    expect(await storedScores()).toEqual(before);
  });

  it('removes the score of a player whose prediction is gone', async () => {
    const stranger = await createUser(t);
    await t.database.db
      .insert(scores)
      .values({ userId: stranger.id, electionId: e.id, totalPoints: 99 });
    await post(`${base()}/calculate-scores/`);
    expect(await scoreOf(stranger)).toBeUndefined();
    expect(await storedScores()).toHaveLength(4);
  });

  it('answers 404 for an unknown election', async () => {
    const res = await post('/api/auth/admin/election-results/999999/calculate-scores/');
    expect(res.statusCode).toBe(404);
  });
});

describe('reset-all-points', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t, { isStaff: true });
  });
  afterAll(() => t.close());

  it('first shows the statistics without deleting, then deletes every score on confirm', async () => {
    const e1 = await createHandElection(t, 'Eerste');
    const e2 = await createHandElection(t, 'Tweede');
    const [p1, p2] = [await createUser(t), await createUser(t)];
    // p1 has a score in both elections, p2 in one: 3 scores of 2 users.
    await t.database.db.insert(scores).values([
      { userId: p1.id, electionId: e1.id, totalPoints: 10 },
      { userId: p1.id, electionId: e2.id, totalPoints: 20 },
      { userId: p2.id, electionId: e1.id, totalPoints: 30 },
    ]);
    const reset = (confirm: unknown) =>
      injectAs(t, admin, {
        method: 'POST',
        url: '/api/auth/admin/reset-all-points/',
        payload: { confirm },
      });

    const preview = await reset(false);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ total_scores: 3, users_affected: 2 });
    expect(await t.database.db.select().from(scores)).toHaveLength(3);

    const done = await reset(true);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Alle punten zijn gewist: 3 scores van 2 gebruikers verwijderd.',
      deleted_scores: 3,
      users_affected: 2,
    });
    expect(await t.database.db.select().from(scores)).toHaveLength(0);

    expect((await reset(false)).json()).toEqual({ total_scores: 0, users_affected: 0 });
  });

  it('refuses a request without a boolean confirm and changes nothing', async () => {
    const e = await createHandElection(t, 'Derde');
    const p = await createUser(t);
    await t.database.db.insert(scores).values({ userId: p.id, electionId: e.id, totalPoints: 1 });
    for (const payload of [{}, { confirm: 'yes' }, { confirm: 1 }]) {
      const res = await injectAs(t, admin, {
        method: 'POST',
        url: '/api/auth/admin/reset-all-points/',
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('confirm');
    }
    expect(await t.database.db.select().from(scores)).toHaveLength(1);
  });
});
