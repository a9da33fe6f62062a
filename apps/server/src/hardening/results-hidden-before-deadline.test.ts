import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LEAGUE_PATHS,
  LIVE_PATHS,
  LeaderboardPageSchema,
  LeagueStatsSchema,
  LiveStateSchema,
  MyScoreSchema,
  PREDICTION_PATHS,
  RESULTS_AFTER_DEADLINE_MESSAGE,
  SubleagueListSchema,
  type LiveResults,
  type LiveStanding,
} from '@zetelpoule/shared';
import { elections } from '../db/schema';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../test/helper';
import { listen, openStream } from '../modules/live/live.test-support';
import { dueReminders } from '../modules/reminders/reminders.service';
import {
  closePredictions,
  createHandElection,
  insertPrediction,
  type HandElection,
} from '../modules/scoring/scoring.fixtures';
import { predictionCardData } from '../modules/share-images/share-images.service';

/*
 * docs/decisions/050-results-before-the-deadline.md: results the admin entered (confirmed) while predictions are open, and
 * the points calculated from them, reach no player through any read until the deadline; the
 * admin still sees them. Every read family a player has is asked before and after.
 */

const BASE = '/api/auth/admin/election-results';

let t: TestApp;
let hand: HandElection;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let baseUrl: string;

const as = (user: TestUser, url: string) => injectAs(t, user, { method: 'GET', url });
const adminPost = async (path: string, payload?: object) => {
  const res = await injectAs(t, admin, {
    method: 'POST',
    url: `${BASE}/${hand.id}/${path}/`,
    ...(payload && { payload }),
  });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res;
};

/** Every player-facing read that carries results or points, as alice sees them. */
async function whatAliceSees() {
  const state = LiveStateSchema.parse((await as(alice, LIVE_PATHS.state)).json());
  const score = MyScoreSchema.parse((await as(alice, PREDICTION_PATHS.myScore)).json());
  const board = LeaderboardPageSchema.parse(
    (await as(alice, `${LEAGUE_PATHS.global}?page_size=50`)).json(),
  );
  const stats = LeagueStatsSchema.parse((await as(alice, LEAGUE_PATHS.stats)).json());
  const [league] = SubleagueListSchema.parse((await as(alice, LEAGUE_PATHS.subleagues)).json());
  const card = await predictionCardData(
    { db: t.database.db, publicUrl: t.config.publicUrl },
    { ...alice, isStaff: false, isSuperuser: false },
  );
  return { state, score, board, stats, league: league!, card };
}

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await listen(t.app);
  hand = await createHandElection(t, 'Vroege uitslag', 50, { open: true });
  const db = t.database.db;
  await db.update(elections).set({ isActive: false });
  await db.update(elections).set({ isActive: true }).where(eq(elections.id, hand.id));
  admin = await createUser(t, { isStaff: true });
  [alice, bob] = [await createUser(t), await createUser(t)];
  const { A, B } = hand.party;
  await insertPrediction(t, alice.id, hand.id, { seats: [[A, 30]], countryTurnoutTenths: 780 });
  await insertPrediction(t, bob.id, hand.id, { seats: [[B, 30]], countryTurnoutTenths: 600 });
  const league = await injectAs(t, alice, {
    method: 'POST',
    url: LEAGUE_PATHS.subleagues,
    payload: { name: 'Vroege vogels' },
  });
  expect(league.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('results entered before the deadline', () => {
  let stream: Awaited<ReturnType<typeof openStream>>;

  it(
    'reach no player, and no live stream, while predictions are open',
    { timeout: 90_000 },
    async () => {
      stream = await openStream(baseUrl, alice.token);
      const { A, B, C, D, E } = hand.party;
      await adminPost('seats', {
        party_seats: [
          { party_id: A, seat_count: 30 },
          { party_id: B, seat_count: 10 },
          ...[C, D, E].map((party_id) => ({ party_id, seat_count: 0 })),
        ],
        confirm_before_deadline: true,
      });
      await adminPost('country-turnout', { actual_turnout: 78, confirm_before_deadline: true });
      await adminPost('calculate-scores');
      await injectAs(t, admin, {
        method: 'PATCH',
        url: `${BASE}/${hand.id}/`,
        payload: { is_final: true },
      });
      await t.app.live.settled();

      // The admin sees what was entered and scored.
      const details = await injectAs(t, admin, { method: 'GET', url: `${BASE}/${hand.id}/` });
      expect(details.json()).toMatchObject({
        results_status: 'final',
        country_turnout_result: { actual_turnout: 78 },
        scores_calculated_at: expect.any(String),
      });

      const seen = await whatAliceSees();
      expect(seen.state).toEqual({
        results: {
          election_id: hand.id,
          results_status: 'none',
          updated_at: null,
          scores_calculated_at: null,
        },
        standing: null,
      });
      expect(seen.score).toEqual({
        has_results: false,
        election: { id: hand.id, name: 'Vroege uitslag' },
        message: RESULTS_AFTER_DEADLINE_MESSAGE,
      });
      // Both players at 0 and sharing rank 1, in name order: the ranking gives nothing away.
      expect(seen.board.results.map((r) => [r.rank, r.total_points])).toEqual([
        [1, 0],
        [1, 0],
      ]);
      expect(seen.board.benchmarks ?? []).toEqual([]);
      expect(seen.stats).toMatchObject({ global_rank: 1, global_points: 0 });
      expect(seen.league.user_points).toBe(0);
      expect(seen.league.members.map((m) => m.points)).toEqual([0]);
      expect(seen.card.points).toBeNull();
      // The results mail is not due either, though the results are final and scored.
      expect(
        await dueReminders({ db: t.database.db, offsetsMs: t.config.reminderOffsetsMs }),
      ).toEqual(expect.not.arrayContaining([expect.objectContaining({ kind: 'results' })]));
    },
  );

  it(
    'show everywhere once the deadline has passed, and the stream follows the next change',
    { timeout: 90_000 },
    async () => {
      await closePredictions(t, hand.id);
      // The stream opened on the state without results; the next event it gets is the one after
      // the deadline: nothing was pushed for the results and scores entered before it.
      expect(stream.events[0]).toMatchObject({
        event: 'results',
        data: { results_status: 'none', updated_at: null },
      });
      await adminPost('country-turnout', { actual_turnout: 77 });
      const results = (await stream.nth('results', 2)).data as LiveResults;
      const details = await injectAs(t, admin, { method: 'GET', url: `${BASE}/${hand.id}/` });
      expect(results).toMatchObject({
        election_id: hand.id,
        results_status: 'final',
        updated_at: details.json().results_updated_at,
      });
      await adminPost('calculate-scores');
      const standing = (await stream.nth('standing', 1)).data as LiveStanding;
      // Seats: A exact (+5), B 10 off, C–E exact at 0; country turnout 1 off (+4).
      // The first standing this stream gets already has the points: none was pushed before.
      expect(standing.total_points).toBeGreaterThan(0);
      await stream.close();

      const seen = await whatAliceSees();
      expect(seen.state.results).toMatchObject({ results_status: 'final' });
      expect(seen.state.standing).toMatchObject({ rank: 1, total_points: standing.total_points });
      expect(seen.score).toMatchObject({
        has_results: true,
        score: { total_points: standing.total_points },
      });
      const aliceRow = seen.board.results.find((r) => r.id === alice.id)!;
      expect(aliceRow).toMatchObject({ rank: 1, total_points: standing.total_points });
      expect(seen.board.results.find((r) => r.id === bob.id)!.rank).toBe(2);
      expect(seen.stats.global_points).toBe(standing.total_points);
      expect(seen.league.user_points).toBe(standing.total_points);
      expect(seen.card.points).toBe(standing.total_points);
      expect(
        await dueReminders({ db: t.database.db, offsetsMs: t.config.reminderOffsetsMs }),
      ).toEqual(expect.arrayContaining([{ electionId: hand.id, kind: 'results' }]));
    },
  );
});
