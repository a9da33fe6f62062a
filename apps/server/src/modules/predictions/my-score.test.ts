import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  LeaderboardPageSchema,
  MyScoreSchema,
  PREDICTION_PATHS,
  PredictionDetailsSchema,
  type MyScoreWithResults,
} from '@zetelpoule/shared';
import {
  buildTestApp,
  holdRecalculations,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { predictions, scores } from '../../db/schema';
import {
  closePredictions,
  createHandElection,
  type HandElection,
} from '../scoring/scoring.fixtures';

/*
 * GET /api/auth/predictions/my-score/. The election is the hand-built one of
 * the scoring tests, made active; its results and the points they give are worked out in
 * scoring.test.ts:
 *   seats A 20, B 12, C 10, D 5, E 3 · turnout Amsterdam 70.0, Utrecht 80.5 ·
 *   biggest Amsterdam A, Utrecht B · first count Vlieland · country 78.3
 */

// Entering results schedules a recalculation; these tests are about the points the admin's
// calculation stored, so the scheduled ones are held and never start.
const recalculations = holdRecalculations();

let t: TestApp;
let admin: TestUser;
let e: HandElection;
/** Predicts every result exactly: 55 points. */
let perfect: TestUser;
/** Only 21 seats for A and B as joker: −8 points. */
let partial: TestUser;
/** Never predicted anything. */
let stranger: TestUser;

const adminPost = (url: string, payload?: object) =>
  injectAs(t, admin, { method: 'POST', url, ...(payload && { payload }) });
const base = () => `/api/auth/admin/election-results/${e.id}`;
const myScore = (user: TestUser) =>
  injectAs(t, user, { method: 'GET', url: PREDICTION_PATHS.myScore });
const write = async (user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await injectAs(t, user, { method, url, payload });
  expect(res.statusCode, url).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp({ recalculationTimer: recalculations.timer });
  admin = await createUser(t, { isStaff: true });
  e = await createHandElection(t, 'Handverkiezing', 150, { open: true });
  const activated = await injectAs(t, admin, {
    method: 'PATCH',
    url: `${base()}/`,
    payload: { is_active: true },
  });
  expect(activated.statusCode).toBe(200);
  [perfect, partial, stranger] = [await createUser(t), await createUser(t), await createUser(t)];

  const { A, B, C, D, E } = e.party;
  await write(perfect, 'PUT', PREDICTION_PATHS.seats, {
    party_seats: [
      { party_id: A, seats: 20 },
      { party_id: B, seats: 12 },
      { party_id: C, seats: 10 },
      { party_id: D, seats: 5 },
      { party_id: E, seats: 3 },
    ],
  });
  await write(perfect, 'POST', PREDICTION_PATHS.captain, { party_id: A });
  await write(perfect, 'POST', PREDICTION_PATHS.selectMunicipality, {
    municipality_name: 'Vlieland',
  });
  await write(perfect, 'POST', PREDICTION_PATHS.countryTurnout, { predicted_turnout: 78.3 });
  await write(perfect, 'POST', PREDICTION_PATHS.turnout, {
    municipality_id: e.amsterdam,
    predicted_turnout: 70,
  });
  await write(perfect, 'POST', PREDICTION_PATHS.turnout, {
    municipality_id: e.utrecht,
    predicted_turnout: 80.5,
  });
  await write(perfect, 'POST', PREDICTION_PATHS.biggestParty, {
    municipality_id: e.amsterdam,
    party_id: A,
  });
  await write(perfect, 'POST', PREDICTION_PATHS.biggestParty, {
    municipality_id: e.utrecht,
    party_id: B,
  });

  await write(partial, 'PUT', PREDICTION_PATHS.seats, {
    party_seats: [{ party_id: A, seats: 21 }],
  });
  await write(partial, 'POST', PREDICTION_PATHS.captain, { party_id: B });
  // The evening itself: predictions are closed when the results come in.
  await closePredictions(t, e.id);
});
afterAll(() => t.close());

async function enterAllResults() {
  const { A, B, C, D, E } = e.party;
  const entered = [
    await adminPost(`${base()}/seats/`, {
      party_seats: [
        { party_id: A, seat_count: 20 },
        { party_id: B, seat_count: 12 },
        { party_id: C, seat_count: 10 },
        { party_id: D, seat_count: 5 },
        { party_id: E, seat_count: 3 },
      ],
    }),
    await adminPost(`${base()}/turnout/`, {
      turnout_results: [
        { municipality_id: e.amsterdam, actual_turnout: 70 },
        { municipality_id: e.utrecht, actual_turnout: 80.5 },
      ],
    }),
    await adminPost(`${base()}/biggest-party/`, {
      biggest_party_results: [
        { municipality_id: e.amsterdam, winning_party_id: A },
        { municipality_id: e.utrecht, winning_party_id: B },
      ],
    }),
    await adminPost(`${base()}/municipality-selection/`, { municipality_name: 'Vlieland' }),
    await adminPost(`${base()}/country-turnout/`, { actual_turnout: 78.3 }),
  ];
  for (const res of entered) expect(res.statusCode).toBe(200);
}

async function scored(user: TestUser): Promise<MyScoreWithResults> {
  const res = await myScore(user);
  expect(res.statusCode).toBe(200);
  const body = MyScoreSchema.parse(res.json());
  if (!body.has_results) throw new Error(`no results for ${user.username}: ${body.message}`);
  return body;
}

/** The player's points on the national leaderboard. */
async function leaderboardPoints(user: TestUser): Promise<number | undefined> {
  const res = await injectAs(t, user, {
    method: 'GET',
    url: '/api/auth/league/global/?page_size=100',
  });
  expect(res.statusCode).toBe(200);
  return LeaderboardPageSchema.parse(res.json()).results.find((row) => row.id === user.id)
    ?.total_points;
}

describe('my score', () => {
  it('says in Dutch that there are no points yet, before and after results until scores are calculated', async () => {
    const expected = {
      has_results: false,
      election: { id: e.id, name: 'Handverkiezing' },
      message:
        'Je punten zijn nog niet berekend. Zodra de uitslag binnen is en de punten zijn berekend, zie je hier hoe je hebt gescoord.',
    };
    const before = await myScore(perfect);
    expect(before.statusCode).toBe(200);
    expect(MyScoreSchema.parse(before.json())).toEqual(expected);

    await enterAllResults();
    expect(recalculations.held.size).toBe(1);
    expect((await myScore(perfect)).json()).toEqual(expected);
  });

  it('tells a player without a prediction in Dutch that there is nothing to score, and 401 when not signed in', async () => {
    const res = await myScore(stranger);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      has_results: false,
      message: 'Je hebt voor deze verkiezing geen voorspelling ingevuld.',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: PREDICTION_PATHS.myScore });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows the points per section, equal to the stored score and the leaderboard', async () => {
    const calculated = await adminPost(`${base()}/calculate-scores/`);
    expect(calculated.statusCode).toBe(200);

    const mine = await scored(perfect);
    expect(mine.score).toEqual({
      seat_points: 25,
      captain_bonus_points: 5,
      turnout_points: 6,
      biggest_party_points: 4,
      municipality_selection_points: 2,
      top3_parties_points: 8,
      country_turnout_points: 5,
      total_points: 55,
      calculated_at: expect.any(String),
      pending: {
        seats: false,
        turnout: false,
        biggest_party: false,
        municipality_selection: false,
        country_turnout: false,
      },
    });
    const [stored] = await t.database.db
      .select({ total: scores.totalPoints, at: scores.calculatedAt })
      .from(scores)
      .where(and(eq(scores.userId, perfect.id), eq(scores.electionId, e.id)));
    expect(mine.score.calculated_at).toBe(stored!.at.toISOString());
    expect(await leaderboardPoints(perfect)).toBe(55);
    expect(await leaderboardPoints(partial)).toBe((await scored(partial)).score.total_points);
    expect((await scored(partial)).score.total_points).toBe(-8);
  });

  it('compares each answer with the result: seats per party, municipalities, top 3, first count, joker', async () => {
    const mine = await scored(partial);
    const { A, B, E } = e.party;
    const seatRow = (partyId: number) =>
      mine.party_seat_comparison.find((row) => row.party_id === partyId);
    expect(seatRow(A)).toMatchObject({
      party_name: 'Partij A',
      predicted_seats: 21,
      actual_seats: 20,
      difference: 1,
      is_correct: false,
    });
    expect(seatRow(B)).toMatchObject({ predicted_seats: 0, actual_seats: 12, difference: -12 });
    expect(seatRow(E)).toMatchObject({ predicted_seats: 0, actual_seats: 3, difference: -3 });
    expect(mine.turnout_comparison).toEqual([
      expect.objectContaining({
        municipality_name: 'Amsterdam',
        predicted_turnout: null,
        actual_turnout: 70,
      }),
      expect.objectContaining({
        municipality_name: 'Utrecht',
        predicted_turnout: null,
        actual_turnout: 80.5,
      }),
    ]);
    expect(mine.biggest_party_comparison.map((row) => row.predicted_party)).toEqual([null, null]);
    expect(mine.municipality_selection_comparison).toMatchObject({
      user_selected: null,
      actual_selected: 'Vlieland',
      has_prediction: false,
    });
    expect(mine.country_turnout_comparison).toMatchObject({
      user_prediction: null,
      actual_result: 78.3,
    });
    expect(mine.top3_parties_comparison).toMatchObject({ points_earned: 3, correct_positions: 1 });
    expect(mine.captain_party_comparison).toEqual({
      has_captain: true,
      party: { party_id: B, party_name: 'Partij B', party_color: '#222222' },
      predicted_seats: 0,
      actual_seats: 12,
      seat_points: -3,
      bonus_points: -3,
      is_void: false,
      void_at_or_below: 5,
    });

    const perfectScore = await scored(perfect);
    expect(perfectScore.party_seat_comparison.every((row) => row.is_correct)).toBe(true);
    expect(perfectScore.municipality_selection_comparison).toMatchObject({ is_correct: true });
    expect(perfectScore.top3_parties_comparison).toMatchObject({ correct_positions: 3 });
  });

  it("gives exactly the comparison the admin's prediction analysis gives, for the caller's own prediction only", async () => {
    for (const player of [perfect, partial]) {
      const mine = await scored(player);
      const [prediction] = await t.database.db
        .select({ id: predictions.id })
        .from(predictions)
        .where(and(eq(predictions.userId, player.id), eq(predictions.electionId, e.id)));
      const res = await injectAs(t, admin, {
        method: 'GET',
        url: `/api/auth/admin/prediction-details/${prediction!.id}/`,
      });
      const details = PredictionDetailsSchema.parse(res.json());
      if (!details.has_results) throw new Error('the admin sees no results');
      expect(details.prediction.user_id).toBe(player.id);
      expect(mine).toMatchObject({
        party_seat_comparison: details.party_seat_comparison,
        turnout_comparison: details.turnout_comparison,
        biggest_party_comparison: details.biggest_party_comparison,
        municipality_selection_comparison: details.municipality_selection_comparison,
        country_turnout_comparison: details.country_turnout_comparison,
        top3_parties_comparison: details.top3_parties_comparison,
        captain_party_comparison: details.captain_party_comparison,
      });
      expect(mine.score.total_points).toBe(details.score.total_points);
    }
  });

  it('shows the stored points, not a live recount, when a result changes after the calculation', async () => {
    const before = await scored(perfect);
    const { A, B, C, D, E } = e.party;
    const changed = await adminPost(`${base()}/seats/`, {
      party_seats: [
        { party_id: A, seat_count: 25 },
        { party_id: B, seat_count: 7 },
        { party_id: C, seat_count: 10 },
        { party_id: D, seat_count: 5 },
        { party_id: E, seat_count: 3 },
      ],
    });
    expect(changed.statusCode).toBe(200);
    const after = await scored(perfect);
    // The leaderboard still ranks by 55 until the admin recalculates; so does the player's page.
    expect(after.score).toEqual(before.score);
    expect(await leaderboardPoints(perfect)).toBe(55);

    await adminPost(`${base()}/calculate-scores/`);
    const recalculated = await scored(perfect);
    expect(recalculated.score.total_points).toBe(await leaderboardPoints(perfect));
    expect(recalculated.score.total_points).toBeLessThan(55);
  });

  it('answers 404 without an active election', async () => {
    await injectAs(t, admin, { method: 'PATCH', url: `${base()}/`, payload: { is_active: false } });
    const res = await myScore(perfect);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'no_active_election' });
  });
});
