import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ActivePredictionSchema,
  DeadlineInfoSchema,
  PREDICTION_PATHS,
  type ActivePrediction,
} from '@zetelpoule/shared';
import { createUser } from '../../../test/helper';
import { elections } from '../../db/schema';
import { usePredictionsApp } from './predictions.test-support';

/* Reading and writing the active prediction through the real app: access, round trip, national turnout and joker. */

const s = usePredictionsApp();
const { t, post, get, municipality, stored, validWrites, partyIds } = s;

describe('signing in', () => {
  it('answers 401 to an anonymous caller on every call, even with a bad body', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', PREDICTION_PATHS.active, undefined],
      ['GET', PREDICTION_PATHS.deadlineInfo, undefined],
      ...validWrites().map(([url, body]): [string, string, unknown] => ['POST', url, body]),
      ['POST', PREDICTION_PATHS.seat, { seat_number: 'nonsense' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: 'not_authenticated' });
    }
  });
});

describe('the active prediction', () => {
  it('is empty for a new player and tells the seat count and first-count choices', async () => {
    const user = await createUser(t);
    const res = await get(user, PREDICTION_PATHS.active);
    expect(res.statusCode).toBe(200);
    expect(ActivePredictionSchema.parse(res.json())).toEqual({
      election_id: s.electionId,
      category: 'TK',
      seat_count: 150,
      first_count_candidates: ['Rozendaal', 'Schiermonnikoog', 'Vlieland'],
      updated_at: null,
      seat_predictions: [],
      selected_municipality: null,
      country_turnout_prediction: null,
      turnout_predictions: [],
      biggest_party_predictions: [],
      captain_party: null,
    });
    // Reading creates nothing: a prediction is created by the first write.
    expect((await stored(user.id)).predictionRows).toBe(0);
  });

  it('round-trips everything the player wrote, and shows only their own', async () => {
    const user = await createUser(t);
    const rival = await createUser(t);
    await post(rival, PREDICTION_PATHS.seat, { seat_number: 5, party_id: partyIds[5] });
    const writes: [string, unknown][] = [
      [PREDICTION_PATHS.seat, { seat_number: 149, party_id: partyIds[1] }],
      [PREDICTION_PATHS.seat, { seat_number: 0, party_id: partyIds[0] }],
      [PREDICTION_PATHS.seat, { seat_number: 1, party_id: partyIds[0] }],
      [
        PREDICTION_PATHS.turnout,
        { municipality_id: municipality('Utrecht'), predicted_turnout: '81,4' },
      ],
      [
        PREDICTION_PATHS.turnout,
        { municipality_id: municipality('Amsterdam'), predicted_turnout: 78 },
      ],
      [
        PREDICTION_PATHS.biggestParty,
        { municipality_id: municipality('Rotterdam'), party_id: partyIds[3] },
      ],
      [PREDICTION_PATHS.selectMunicipality, { municipality_name: 'schiermonnikoog' }],
      [PREDICTION_PATHS.countryTurnout, { predicted_turnout: '77,3' }],
      [PREDICTION_PATHS.captain, { party_id: partyIds[4] }],
    ];
    let lastUpdatedAt = '';
    for (const [url, payload] of writes) {
      const res = await post(user, url, payload);
      expect(res.statusCode, url).toBe(200);
      lastUpdatedAt = (res.json() as { updated_at: string }).updated_at;
    }
    const res = await get(user, PREDICTION_PATHS.active);
    expect(res.statusCode).toBe(200);
    const active: ActivePrediction = ActivePredictionSchema.parse(res.json());
    expect(active).toMatchObject({
      updated_at: lastUpdatedAt,
      seat_predictions: [
        { seat_number: 0, party: partyIds[0] },
        { seat_number: 1, party: partyIds[0] },
        { seat_number: 149, party: partyIds[1] },
      ],
      selected_municipality: { municipality_name: 'Schiermonnikoog' },
      country_turnout_prediction: { predicted_turnout: 77.3 },
      turnout_predictions: [
        {
          municipality: municipality('Amsterdam'),
          municipality_name: 'Amsterdam',
          predicted_turnout: 78,
        },
        {
          municipality: municipality('Utrecht'),
          municipality_name: 'Utrecht',
          predicted_turnout: 81.4,
        },
      ],
      biggest_party_predictions: [
        {
          municipality: municipality('Rotterdam'),
          municipality_name: 'Rotterdam',
          predicted_party: partyIds[3],
        },
      ],
      captain_party: { selected_party: partyIds[4] },
    });
  });

  it('answers 404 on every call when no election is active, and deadline-info says so', async () => {
    const user = await createUser(t);
    await t.database.db
      .update(elections)
      .set({ isActive: false })
      .where(eq(elections.id, s.electionId));
    expect((await get(user, PREDICTION_PATHS.active)).json()).toMatchObject({
      error: 'no_active_election',
      message: 'Er is op dit moment geen actieve verkiezing.',
    });
    for (const [url, payload] of validWrites()) {
      const res = await post(user, url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'no_active_election' });
    }
    expect((await stored(user.id)).predictionRows).toBe(0);
    const info = await get(user, PREDICTION_PATHS.deadlineInfo);
    expect(info.statusCode).toBe(200);
    expect(DeadlineInfoSchema.parse(info.json())).toEqual({
      predictions_locked: false,
      deadline_passed: false,
      deadline_active: false,
      election_name: null,
      election_category: null,
      election_date: null,
      predictions_deadline: null,
      status_message: 'Er is op dit moment geen actieve verkiezing.',
      results_final: false,
      time_remaining: null,
    });
  });
});

describe('national turnout and joker', () => {
  it('saves the national turnout with the same input rules', async () => {
    const user = await createUser(t);
    const res = await post(user, PREDICTION_PATHS.countryTurnout, { predicted_turnout: '78,3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ predicted_turnout: 78.3, updated_at: expect.any(String) });
    expect((await stored(user.id)).prediction!.countryTurnoutTenths).toBe(783);
    const bad = await post(user, PREDICTION_PATHS.countryTurnout, { predicted_turnout: 100.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().predicted_turnout).toEqual(['De opkomst kan niet hoger zijn dan 100%']);
    expect((await stored(user.id)).prediction!.countryTurnoutTenths).toBe(783);
  });

  it('saves the joker only when it is a party of the election', async () => {
    const user = await createUser(t);
    const res = await post(user, PREDICTION_PATHS.captain, { party_id: partyIds[5] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ party_id: partyIds[5], updated_at: expect.any(String) });
    const foreign = await post(user, PREDICTION_PATHS.captain, { party_id: s.foreignPartyId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty('party_id');
    expect((await stored(user.id)).prediction!.captainPartyId).toBe(partyIds[5]);
  });
});

it('documents every predictions call in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
  expect(paths).toEqual(expect.arrayContaining(Object.values(PREDICTION_PATHS)));
});
