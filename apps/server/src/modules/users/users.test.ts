import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminUser,
  PredictionDetails,
  PredictionDetailsWithResults,
} from '@zetelpoule/shared';
import { scores } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import {
  activeElectionId,
  createHandElection,
  insertPrediction,
  type HandElection,
} from '../scoring/scoring.fixtures';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isStaff: true });
});
afterAll(() => t.close());

describe('search-user', () => {
  let player: TestUser;
  let e: HandElection;
  const search = (payload: object) =>
    injectAs(t, admin, { method: 'POST', url: '/api/auth/admin/search-user/', payload });

  beforeAll(async () => {
    player = await createUser(t, {
      email: 'Anna.de.Vries@Example.nl',
      username: 'AnnaV',
      firstName: 'Anna',
      lastName: 'de Vries',
    });
    e = await createHandElection(t, 'Oude verkiezing');
    const active = await activeElectionId(t);
    await insertPrediction(t, player.id, active, {});
    await insertPrediction(t, player.id, e.id, {});
    await t.database.db.insert(scores).values([
      { userId: player.id, electionId: active, totalPoints: 42 },
      { userId: player.id, electionId: e.id, totalPoints: 7 },
    ]);
  });

  it('finds a user by e-mail, case-insensitively, with points and predictions', async () => {
    const res = await search({ email: '  anna.de.vries@example.NL ' });
    expect(res.statusCode).toBe(200);
    const user = res.json() as AdminUser;
    expect(user).toMatchObject({
      id: player.id,
      username: 'AnnaV',
      email: 'Anna.de.Vries@Example.nl',
      full_name: 'Anna de Vries',
      // The active election's score, not the sum of all elections.
      total_points: 42,
      is_email_verified: true,
      search_by: 'email',
      total_predictions: 2,
    });
    const active = user.predictions.find((p) => p.is_active)!;
    const old = user.predictions.find((p) => !p.is_active)!;
    expect(active).toMatchObject({ name: 'Mijn voorspelling', total_points: 42 });
    expect(old).toMatchObject({ election_name: 'Oude verkiezing', total_points: 7 });
    expect(Date.parse(active.updated_at)).not.toBeNaN();
    expect(Date.parse(user.date_joined)).not.toBeNaN();
  });

  it('finds a user by username and says so', async () => {
    const res = await search({ username: 'annav' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: player.id, search_by: 'username' });
  });

  it('tries the username when the e-mail finds nobody', async () => {
    const res = await search({ email: 'nobody@example.nl', username: 'AnnaV' });
    expect(res.json()).toMatchObject({ id: player.id, search_by: 'username' });
    const both = await search({ email: 'anna.de.vries@example.nl', username: 'someone-else' });
    expect(both.json()).toMatchObject({ id: player.id, search_by: 'email' });
  });

  it('gives an empty name and 0 points to a user without them', async () => {
    const bare = await createUser(t, { firstName: '', lastName: '' });
    const res = await search({ username: bare.username });
    expect(res.json()).toMatchObject({
      full_name: '',
      total_points: 0,
      total_predictions: 0,
      predictions: [],
    });
  });

  it('matches exactly, not partly, and answers 404 for a miss', async () => {
    for (const payload of [{ username: 'Anna' }, { email: 'anna.de.vries@example' }]) {
      const res = await search(payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error: 'not_found',
        message: 'Geen gebruiker gevonden met dit e-mailadres of deze gebruikersnaam.',
      });
    }
  });

  it("needs an e-mail or a username: 'Vul een e-mailadres of een gebruikersnaam in'", async () => {
    for (const payload of [{}, { email: '   ', username: '' }]) {
      const res = await search(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Vul een e-mailadres of een gebruikersnaam in',
        non_field_errors: ['Vul een e-mailadres of een gebruikersnaam in'],
      });
    }
  });
});

describe('prediction-details', () => {
  let e: HandElection;
  let player: TestUser;
  let predictionId: number;
  let jokerless: number;
  const get = (id: number) =>
    injectAs(t, admin, { method: 'GET', url: `/api/auth/admin/prediction-details/${id}/` });
  const post = (path: string, payload: object) =>
    injectAs(t, admin, {
      method: 'POST',
      url: `/api/auth/admin/election-results/${e.id}/${path}/`,
      payload,
    });

  beforeAll(async () => {
    e = await createHandElection(t, 'Analyse');
    player = await createUser(t);
    const { A, B, C, E } = e.party;
    predictionId = await insertPrediction(t, player.id, e.id, {
      seats: [
        [A, 18],
        [B, 15],
        [C, 6],
        [E, 7],
      ],
      captainPartyId: A,
      firstMunicipalityId: e.rozendaal,
      countryTurnoutTenths: 703,
      turnoutTenths: [[e.amsterdam, 704]],
      biggestParty: [
        [e.amsterdam, B],
        [e.utrecht, B],
      ],
    });
    jokerless = await insertPrediction(t, (await createUser(t)).id, e.id, {});
  });

  it("says 'Er is nog geen verkiezingsuitslag om mee te vergelijken.' before any result", async () => {
    const res = await get(predictionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      has_results: false,
      message: 'Er is nog geen verkiezingsuitslag om mee te vergelijken.',
      prediction: {
        id: predictionId,
        name: 'Mijn voorspelling',
        user_id: player.id,
        username: player.username,
        election_id: e.id,
        updated_at: expect.any(String),
        captain_party: {
          selected_party: { id: e.party.A, name: 'Partij A', hexcolor: '#111111' },
        },
      },
      election_result: { id: e.id, name: 'Analyse' },
    });
  });

  it('shows the score and every comparison section once results are in', async () => {
    const { A, B, C, D, E } = e.party;
    await post('seats', {
      party_seats: [
        { party_id: A, seat_count: 20 },
        { party_id: B, seat_count: 12 },
        { party_id: C, seat_count: 10 },
        { party_id: D, seat_count: 5 },
        { party_id: E, seat_count: 3 },
      ],
    });
    await post('turnout', {
      turnout_results: [
        { municipality_id: e.amsterdam, actual_turnout: 70 },
        { municipality_id: e.utrecht, actual_turnout: 80.5 },
      ],
    });
    await post('biggest-party', {
      biggest_party_results: [
        { municipality_id: e.amsterdam, winning_party_id: A },
        { municipality_id: e.utrecht, winning_party_id: B },
      ],
    });
    await post('country-turnout', { actual_turnout: 78.3 });
    await post('municipality-selection', { municipality_name: 'Vlieland' });

    const res = await get(predictionId);
    expect(res.statusCode).toBe(200);
    const d = res.json() as PredictionDetailsWithResults;
    expect(d.has_results).toBe(true);
    // Seats: A 18/20 +1, B 15/12 −1, C 6/10 −2, D 0/5 −3, E 7/3 −2 = −7; joker A (20 > 5)
    // adds its +1 again; top 3 A, B, E → A and B right → +5; first count wrong → 0; turnout
    // Amsterdam 70.4/70.0 → +3, Utrecht unanswered → 0; biggest party Utrecht right → +2;
    // country 70.3/78.3 → 5 − 8 = −3. Total −7 + 1 + 5 + 0 + 3 + 2 − 3 = 1.
    expect(d.score).toMatchObject({
      seat_points: -7,
      captain_bonus_points: 1,
      top3_parties_points: 5,
      municipality_selection_points: 0,
      turnout_points: 3,
      biggest_party_points: 2,
      country_turnout_points: -3,
      total_points: 1,
    });
    expect(d.party_seat_comparison).toHaveLength(5);
    expect(d.party_seat_comparison[0]).toEqual({
      party_id: A,
      party_name: 'Partij A',
      party_color: '#111111',
      predicted_seats: 18,
      actual_seats: 20,
      difference: -2,
      is_correct: false,
      accuracy: 60,
      points: 1,
    });
    expect(d.turnout_comparison).toEqual([
      {
        municipality_id: e.amsterdam,
        municipality_name: 'Amsterdam',
        predicted_turnout: 70.4,
        actual_turnout: 70,
        difference: 0.4,
        accuracy: 92,
        points: 3,
      },
      {
        municipality_id: e.utrecht,
        municipality_name: 'Utrecht',
        predicted_turnout: null,
        actual_turnout: 80.5,
        difference: null,
        accuracy: 0,
        points: 0,
      },
    ]);
    expect(d.biggest_party_comparison.map((row) => row.is_correct)).toEqual([false, true]);
    expect(d.municipality_selection_comparison).toEqual({
      user_selected: 'Rozendaal',
      actual_selected: 'Vlieland',
      is_correct: false,
      has_prediction: true,
      points: 0,
    });
    expect(d.country_turnout_comparison).toMatchObject({
      user_prediction: 70.3,
      actual_result: 78.3,
      is_correct: false,
      has_prediction: true,
      // 8 points off: 5 − 8, no floor.
      points: -3,
    });
    expect(d.top3_parties_comparison).toMatchObject({ points_earned: 5, correct_positions: 2 });
    expect(d.top3_parties_comparison?.rows.map((row) => row.predicted_party?.party_name)).toEqual([
      'Partij A',
      'Partij B',
      'Partij E',
    ]);
    expect(d.captain_party_comparison).toEqual({
      has_captain: true,
      party: { party_id: A, party_name: 'Partij A', party_color: '#111111' },
      predicted_seats: 18,
      actual_seats: 20,
      seat_points: 1,
      bonus_points: 1,
      is_void: false,
      // 50 seats: the joker is void at ⌊5 × 50 / 150⌋ = 1 seat or fewer.
      void_at_or_below: 1,
    });
  });

  it('shows a prediction without a joker as a missed joker, and empty answers as such', async () => {
    const d = (await get(jokerless)).json() as PredictionDetails;
    if (!d.has_results) throw new Error('expected results');
    expect(d.prediction.captain_party).toBeNull();
    expect(d.captain_party_comparison).toMatchObject({ has_captain: false, bonus_points: 0 });
    expect(d.municipality_selection_comparison).toMatchObject({
      user_selected: null,
      has_prediction: false,
      points: 0,
    });
    expect(d.country_turnout_comparison).toMatchObject({
      user_prediction: null,
      has_prediction: false,
    });
  });

  it('answers 404 for an unknown prediction and 400 for a bad id', async () => {
    expect((await get(999999)).statusCode).toBe(404);
    const bad = await injectAs(t, admin, {
      method: 'GET',
      url: '/api/auth/admin/prediction-details/abc/',
    });
    expect(bad.statusCode).toBe(400);
  });
});
