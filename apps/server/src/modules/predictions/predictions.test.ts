import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import {
  ActivePredictionSchema,
  DeadlineInfoSchema,
  DeadlinePassedBodySchema,
  PREDICTION_PATHS,
  type ActivePrediction,
} from '@zetelpoule/shared';
import {
  buildTestApp,
  createUser,
  injectAs,
  loadActiveElection,
  type ActiveElection,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import {
  biggestPartyPredictions,
  electionFirstCountCandidates,
  electionMunicipalities,
  elections,
  municipalities,
  predictions,
  seatPredictions,
  turnoutPredictions,
} from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('predictions for the active election', () => {
  let t: TestApp;
  let election: ActiveElection;
  let electionId: number;
  /** Parties of the active election, in ballot order. */
  let partyIds: number[];
  /** A party of the historic TK2025 election: never valid for the active one. */
  let foreignPartyId: number;
  /** Played municipalities by name, and one that is not played. */
  let played: Map<string, number>;
  let unplayedMunicipalityId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    election = await loadActiveElection(t);
    ({ id: electionId, partyIds, foreignPartyId } = election);
    const db = t.database.db;
    const playedRows = await db
      .select({ id: municipalities.id, name: municipalities.name })
      .from(electionMunicipalities)
      .innerJoin(municipalities, eq(municipalities.id, electionMunicipalities.municipalityId))
      .where(eq(electionMunicipalities.electionId, electionId));
    played = new Map(playedRows.map((m) => [m.name, m.id]));
    const [unplayed] = await db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(notInArray(municipalities.id, [...played.values()]))
      .limit(1);
    unplayedMunicipalityId = unplayed!.id;
  });
  afterAll(() => t.close());

  // Tests that move the deadline or switch the election off put it back, so each test starts open.
  afterEach(() => election.reopen());

  // Bodies are sent as JSON as given, including deliberately wrong types.
  const post = (user: TestUser, url: string, payload?: unknown) =>
    injectAs(t, user, {
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const get = (user: TestUser, url: string) => injectAs(t, user, { method: 'GET', url });
  const municipality = (name: string) => {
    const id = played.get(name);
    if (id === undefined) throw new Error(`${name} is not played`);
    return id;
  };
  const setDeadline = (at: Date) =>
    t.database.db
      .update(elections)
      .set({ predictionsDeadline: at })
      .where(eq(elections.id, electionId));

  /** What the database holds for a player, read directly (not through the API under test). */
  async function stored(userId: number) {
    const db = t.database.db;
    const rows = await db
      .select()
      .from(predictions)
      .where(and(eq(predictions.userId, userId), eq(predictions.electionId, electionId)));
    const prediction = rows[0];
    if (!prediction) return { predictionRows: rows.length, prediction: null };
    const [seats, turnouts, biggest] = await Promise.all([
      db
        .select({ seat: seatPredictions.seatNumber, party: seatPredictions.partyId })
        .from(seatPredictions)
        .where(eq(seatPredictions.predictionId, prediction.id))
        .orderBy(asc(seatPredictions.seatNumber)),
      db
        .select({ m: turnoutPredictions.municipalityId, tenths: turnoutPredictions.turnoutTenths })
        .from(turnoutPredictions)
        .where(eq(turnoutPredictions.predictionId, prediction.id))
        .orderBy(asc(turnoutPredictions.municipalityId)),
      db
        .select({
          m: biggestPartyPredictions.municipalityId,
          party: biggestPartyPredictions.partyId,
        })
        .from(biggestPartyPredictions)
        .where(eq(biggestPartyPredictions.predictionId, prediction.id))
        .orderBy(asc(biggestPartyPredictions.municipalityId)),
    ]);
    return { predictionRows: rows.length, prediction, seats, turnouts, biggest };
  }

  /** Every write once, with a valid body. */
  const validWrites = (): [string, unknown][] => [
    [PREDICTION_PATHS.seat, { seat_number: 0, party_id: partyIds[0] }],
    [PREDICTION_PATHS.resetSeats, undefined],
    [
      PREDICTION_PATHS.turnout,
      { municipality_id: municipality('Amsterdam'), predicted_turnout: 70 },
    ],
    [
      PREDICTION_PATHS.biggestParty,
      { municipality_id: municipality('Amsterdam'), party_id: partyIds[1] },
    ],
    [PREDICTION_PATHS.selectMunicipality, { municipality_name: 'Vlieland' }],
    [PREDICTION_PATHS.countryTurnout, { predicted_turnout: 77.7 }],
    [PREDICTION_PATHS.captain, { party_id: partyIds[2] }],
  ];

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
        election_id: electionId,
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
        .where(eq(elections.id, electionId));
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

  describe('seats', () => {
    it('saves a seat, creating the prediction on the first write', async () => {
      const user = await createUser(t);
      const res = await post(user, PREDICTION_PATHS.seat, {
        seat_number: 42,
        party_id: partyIds[0],
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        seat_number: 42,
        party_id: partyIds[0],
        updated_at: expect.any(String),
      });
      const state = await stored(user.id);
      expect(state.predictionRows).toBe(1);
      expect(state.seats).toEqual([{ seat: 42, party: partyIds[0] }]);
      expect(state.prediction!.updatedAt.toISOString()).toBe(body.updated_at);
    });

    it('keeps one row when a seat is written twice, holding the last party', async () => {
      const user = await createUser(t);
      const first = await post(user, PREDICTION_PATHS.seat, {
        seat_number: 7,
        party_id: partyIds[0],
      });
      const second = await post(user, PREDICTION_PATHS.seat, {
        seat_number: 7,
        party_id: partyIds[1],
      });
      expect(second.statusCode).toBe(200);
      expect(Date.parse(second.json().updated_at)).toBeGreaterThanOrEqual(
        Date.parse(first.json().updated_at),
      );
      const state = await stored(user.id);
      expect(state.predictionRows).toBe(1);
      expect(state.seats).toEqual([{ seat: 7, party: partyIds[1] }]);
    });

    it('accepts the first and last seat of the election and nothing outside', async () => {
      const user = await createUser(t);
      expect(
        (await post(user, PREDICTION_PATHS.seat, { seat_number: 0, party_id: partyIds[0] }))
          .statusCode,
      ).toBe(200);
      expect(
        (await post(user, PREDICTION_PATHS.seat, { seat_number: 149, party_id: partyIds[0] }))
          .statusCode,
      ).toBe(200);

      const above = await post(user, PREDICTION_PATHS.seat, {
        seat_number: 150,
        party_id: partyIds[1],
      });
      expect(above.statusCode).toBe(400);
      expect(above.json()).toEqual({
        error: 'validation_error',
        message: 'Zetelnummer moet tussen 0 en 149 liggen.',
        seat_number: ['Zetelnummer moet tussen 0 en 149 liggen.'],
      });
      const below = await post(user, PREDICTION_PATHS.seat, {
        seat_number: -1,
        party_id: partyIds[1],
      });
      expect(below.statusCode).toBe(400);
      expect(below.json()).toMatchObject({
        error: 'validation_error',
        seat_number: ['Zetelnummer mag niet negatief zijn.'],
      });
      for (const bad of [1.5, '3', null, 1e10]) {
        const res = await post(user, PREDICTION_PATHS.seat, {
          seat_number: bad,
          party_id: partyIds[1],
        });
        expect(res.statusCode, String(bad)).toBe(400);
        expect(res.json()).toHaveProperty('seat_number');
      }
      expect((await stored(user.id)).seats).toEqual([
        { seat: 0, party: partyIds[0] },
        { seat: 149, party: partyIds[0] },
      ]);
    });

    it("follows the election's own seat_count (docs/rules.md#seats-and-regions)", async () => {
      const user = await createUser(t);
      await t.database.db
        .update(elections)
        .set({ seatCount: 100 })
        .where(eq(elections.id, electionId));
      const res = await post(user, PREDICTION_PATHS.seat, {
        seat_number: 100,
        party_id: partyIds[0],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Zetelnummer moet tussen 0 en 99 liggen.');
      expect(
        (await post(user, PREDICTION_PATHS.seat, { seat_number: 99, party_id: partyIds[0] }))
          .statusCode,
      ).toBe(200);
      expect((await get(user, PREDICTION_PATHS.active)).json().seat_count).toBe(100);
    });

    it('refuses a party of another election or an unknown party, creating nothing', async () => {
      const user = await createUser(t);
      for (const partyId of [foreignPartyId, 999_999]) {
        const res = await post(user, PREDICTION_PATHS.seat, { seat_number: 3, party_id: partyId });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'validation_error',
          message: 'Deze partij doet niet mee aan deze verkiezing.',
          party_id: ['Deze partij doet niet mee aan deze verkiezing.'],
        });
      }
      for (const partyId of [0, -4, 'PVV', undefined, 1e10, 2.5]) {
        const res = await post(user, PREDICTION_PATHS.seat, { seat_number: 3, party_id: partyId });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toHaveProperty('party_id');
      }
      expect((await stored(user.id)).predictionRows).toBe(0);
    });

    it('reset clears every seat and nothing else, and touches only that player', async () => {
      const user = await createUser(t);
      const rival = await createUser(t);
      for (let seat = 0; seat < 20; seat += 1) {
        await post(user, PREDICTION_PATHS.seat, {
          seat_number: seat,
          party_id: partyIds[seat % 4],
        });
      }
      await post(user, PREDICTION_PATHS.captain, { party_id: partyIds[0] });
      await post(rival, PREDICTION_PATHS.seat, { seat_number: 3, party_id: partyIds[0] });
      const before = await stored(user.id);

      const res = await post(user, PREDICTION_PATHS.resetSeats);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ cleared_seats: 20, updated_at: expect.any(String) });
      const after = await stored(user.id);
      expect(after.seats).toEqual([]);
      expect(after.prediction!.captainPartyId).toBe(partyIds[0]);
      expect(after.prediction!.updatedAt.getTime()).toBeGreaterThanOrEqual(
        before.prediction!.updatedAt.getTime(),
      );
      expect((await stored(rival.id)).seats).toEqual([{ seat: 3, party: partyIds[0] }]);
      expect((await get(user, PREDICTION_PATHS.active)).json().seat_predictions).toEqual([]);
    });

    it('reset without a prediction clears nothing and creates no prediction', async () => {
      const user = await createUser(t);
      const res = await post(user, PREDICTION_PATHS.resetSeats);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ cleared_seats: 0, updated_at: null });
      expect((await stored(user.id)).predictionRows).toBe(0);
    });
  });

  describe('concurrent seat writes', () => {
    it('50 writes at once on the same seat leave one prediction and one row with one of the parties', async () => {
      const user = await createUser(t);
      const written = Array.from({ length: 50 }, (_, i) => partyIds[i % partyIds.length]!);
      const responses = await Promise.all(
        written.map((partyId) =>
          post(user, PREDICTION_PATHS.seat, { seat_number: 10, party_id: partyId }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(written.map(() => 200));
      const state = await stored(user.id);
      expect(state.predictionRows).toBe(1);
      expect(state.seats).toHaveLength(1);
      expect(state.seats![0]!.seat).toBe(10);
      expect(written).toContain(state.seats![0]!.party);
      // Then a plain write still wins.
      await post(user, PREDICTION_PATHS.seat, { seat_number: 10, party_id: partyIds[26] });
      expect((await stored(user.id)).seats).toEqual([{ seat: 10, party: partyIds[26] }]);
    });

    it('every seat written at once by a new player is stored exactly', async () => {
      const user = await createUser(t);
      const expected = Array.from({ length: 150 }, (_, seat) => ({
        seat,
        party: partyIds[Math.floor(seat / 6) % partyIds.length]!,
      }));
      const responses = await Promise.all(
        expected.map(({ seat, party }) =>
          post(user, PREDICTION_PATHS.seat, { seat_number: seat, party_id: party }),
        ),
      );
      expect(responses.every((r) => r.statusCode === 200)).toBe(true);
      const state = await stored(user.id);
      expect(state.predictionRows).toBe(1);
      expect(state.seats).toEqual(expected);
    });

    it('two players writing the same seats at once each keep their own', async () => {
      const [a, b] = [await createUser(t), await createUser(t)];
      const seats = Array.from({ length: 25 }, (_, i) => i * 6);
      await Promise.all(
        seats.flatMap((seat) => [
          post(a, PREDICTION_PATHS.seat, { seat_number: seat, party_id: partyIds[0] }),
          post(b, PREDICTION_PATHS.seat, { seat_number: seat, party_id: partyIds[1] }),
        ]),
      );
      expect((await stored(a.id)).seats).toEqual(
        seats.map((seat) => ({ seat, party: partyIds[0] })),
      );
      expect((await stored(b.id)).seats).toEqual(
        seats.map((seat) => ({ seat, party: partyIds[1] })),
      );
    });
  });

  describe('municipality turnout', () => {
    it('saves a played municipality, a comma counting as a dot, stored in tenths', async () => {
      const user = await createUser(t);
      const utrecht = municipality('Utrecht');
      const res = await post(user, PREDICTION_PATHS.turnout, {
        municipality_id: utrecht,
        predicted_turnout: '55,5',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        municipality_id: utrecht,
        region_id: utrecht,
        predicted_turnout: 55.5,
        updated_at: expect.any(String),
      });
      expect((await stored(user.id)).turnouts).toEqual([{ m: utrecht, tenths: 555 }]);
      // Overwriting keeps one row; the edges 0 and 100 are allowed.
      await post(user, PREDICTION_PATHS.turnout, {
        municipality_id: utrecht,
        predicted_turnout: 100,
      });
      expect((await stored(user.id)).turnouts).toEqual([{ m: utrecht, tenths: 1000 }]);
      await post(user, PREDICTION_PATHS.turnout, {
        municipality_id: utrecht,
        predicted_turnout: '0',
      });
      expect((await stored(user.id)).turnouts).toEqual([{ m: utrecht, tenths: 0 }]);
    });

    it.each([
      [100.5, 'De opkomst kan niet hoger zijn dan 100%'],
      ['100,1', 'De opkomst kan niet hoger zijn dan 100%'],
      [-1, 'De opkomst kan niet negatief zijn'],
      ['-1', 'De opkomst kan niet negatief zijn'],
      ['abc', 'Vul een geldig getal in'],
      [12.34, 'Vul een geldig getal in'],
      ['12,34', 'Vul een geldig getal in'],
      ['', 'Vul een geldig getal in'],
      [null, 'Vul een geldig getal in'],
    ])('refuses %j with "%s" and stores nothing', async (value, message) => {
      const user = await createUser(t);
      const res = await post(user, PREDICTION_PATHS.turnout, {
        municipality_id: municipality('Amsterdam'),
        predicted_turnout: value,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'validation_error',
        message,
        predicted_turnout: [message],
      });
      expect((await stored(user.id)).predictionRows).toBe(0);
    });

    it('refuses a municipality that is not played in this election', async () => {
      const user = await createUser(t);
      for (const id of [unplayedMunicipalityId, 999_999]) {
        const res = await post(user, PREDICTION_PATHS.turnout, {
          municipality_id: id,
          predicted_turnout: 60,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'validation_error',
          message: 'Deze gemeente doet niet mee aan deze verkiezing.',
          municipality_id: ['Deze gemeente doet niet mee aan deze verkiezing.'],
        });
      }
      for (const id of [0, 1e10, '5', null]) {
        const res = await post(user, PREDICTION_PATHS.turnout, {
          municipality_id: id,
          predicted_turnout: 60,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toHaveProperty('municipality_id');
      }
      expect((await stored(user.id)).predictionRows).toBe(0);
    });
  });

  describe('biggest party per municipality', () => {
    it('saves and overwrites the party for a played municipality', async () => {
      const user = await createUser(t);
      const breda = municipality('Breda');
      const res = await post(user, PREDICTION_PATHS.biggestParty, {
        municipality_id: breda,
        party_id: partyIds[2],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        municipality_id: breda,
        region_id: breda,
        party_id: partyIds[2],
        updated_at: expect.any(String),
      });
      await post(user, PREDICTION_PATHS.biggestParty, {
        region_id: breda,
        party_id: partyIds[3],
      });
      expect((await stored(user.id)).biggest).toEqual([{ m: breda, party: partyIds[3] }]);
    });

    it('refuses an unplayed municipality and a party of another election', async () => {
      const user = await createUser(t);
      const unplayed = await post(user, PREDICTION_PATHS.biggestParty, {
        municipality_id: unplayedMunicipalityId,
        party_id: partyIds[0],
      });
      expect(unplayed.statusCode).toBe(400);
      expect(unplayed.json()).toHaveProperty('municipality_id');
      const foreign = await post(user, PREDICTION_PATHS.biggestParty, {
        municipality_id: municipality('Breda'),
        party_id: foreignPartyId,
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toEqual({
        error: 'validation_error',
        message: 'Deze partij doet niet mee aan deze verkiezing.',
        party_id: ['Deze partij doet niet mee aan deze verkiezing.'],
      });
      expect((await stored(user.id)).predictionRows).toBe(0);
    });
  });

  describe('first municipality to finish counting', () => {
    it('accepts a candidate by name in any case and answers its proper spelling', async () => {
      const user = await createUser(t);
      const res = await post(user, PREDICTION_PATHS.selectMunicipality, {
        municipality_name: '  vLIELAND ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ municipality_name: 'Vlieland', updated_at: expect.any(String) });
      const [candidate] = await t.database.db
        .select({ id: municipalities.id })
        .from(electionFirstCountCandidates)
        .innerJoin(
          municipalities,
          eq(municipalities.id, electionFirstCountCandidates.municipalityId),
        )
        .where(
          and(
            eq(electionFirstCountCandidates.electionId, electionId),
            eq(municipalities.name, 'Vlieland'),
          ),
        );
      expect((await stored(user.id)).prediction!.firstMunicipalityId).toBe(candidate!.id);
      await post(user, PREDICTION_PATHS.selectMunicipality, { municipality_name: 'Rozendaal' });
      expect((await get(user, PREDICTION_PATHS.active)).json().selected_municipality).toEqual({
        municipality_name: 'Rozendaal',
      });
    });

    it('refuses a municipality that is not one of the three choices', async () => {
      const user = await createUser(t);
      for (const name of ['Amsterdam', 'Atlantis', '%']) {
        const res = await post(user, PREDICTION_PATHS.selectMunicipality, {
          municipality_name: name,
        });
        expect(res.statusCode, name).toBe(400);
        expect(res.json()).toEqual({
          error: 'validation_error',
          message: 'Kies een van de gemeenten van de vraag over de eerste telling.',
          municipality_name: ['Kies een van de gemeenten van de vraag over de eerste telling.'],
        });
      }
      for (const name of ['', '   ', 42, 'x'.repeat(101)]) {
        const res = await post(user, PREDICTION_PATHS.selectMunicipality, {
          municipality_name: name,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toHaveProperty('municipality_name');
      }
      expect((await stored(user.id)).predictionRows).toBe(0);
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
      const foreign = await post(user, PREDICTION_PATHS.captain, { party_id: foreignPartyId });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toHaveProperty('party_id');
      expect((await stored(user.id)).prediction!.captainPartyId).toBe(partyIds[5]);
    });
  });

  describe('the deadline', () => {
    it('answers 423 to every write after the deadline and changes nothing', async () => {
      const user = await createUser(t);
      for (const [url, payload] of validWrites()) {
        if (url !== PREDICTION_PATHS.resetSeats) await post(user, url, payload);
      }
      await post(user, PREDICTION_PATHS.seat, { seat_number: 1, party_id: partyIds[1] });
      const late = await createUser(t);
      const before = await stored(user.id);
      expect(before.seats).toHaveLength(2);

      await setDeadline(new Date(Date.now() - 1000));
      const [election] = await t.database.db
        .select()
        .from(elections)
        .where(eq(elections.id, electionId));
      const writes: [string, unknown][] = [
        ...validWrites(),
        [PREDICTION_PATHS.seat, { seat_number: 1, party_id: partyIds[5] }],
        [
          PREDICTION_PATHS.turnout,
          { municipality_id: municipality('Amsterdam'), predicted_turnout: 10 },
        ],
        // Even a write that would also be invalid is refused for the deadline.
        [PREDICTION_PATHS.seat, { seat_number: 149, party_id: foreignPartyId }],
      ];
      for (const who of [user, late]) {
        for (const [url, payload] of writes) {
          const res = await post(who, url, payload);
          expect(res.statusCode, url).toBe(423);
          const body = DeadlinePassedBodySchema.parse(res.json());
          expect(body).toEqual({
            error: 'deadline_passed',
            message: 'De deadline is verstreken. Voorspellingen kunnen niet meer worden gewijzigd.',
            election_date: election!.electionDate.toISOString(),
            deadline_passed: true,
          });
        }
      }
      expect(await stored(user.id)).toEqual(before);
      expect((await stored(late.id)).predictionRows).toBe(0);
      // Reading stays possible.
      expect((await get(user, PREDICTION_PATHS.active)).statusCode).toBe(200);
    });

    it('locks from the deadline moment itself', async () => {
      const user = await createUser(t);
      await setDeadline(new Date(Date.now() + 60_000));
      expect(
        (await post(user, PREDICTION_PATHS.captain, { party_id: partyIds[0] })).statusCode,
      ).toBe(200);
      await setDeadline(new Date(Date.now() - 1));
      expect(
        (await post(user, PREDICTION_PATHS.captain, { party_id: partyIds[1] })).statusCode,
      ).toBe(423);
      expect((await stored(user.id)).prediction!.captainPartyId).toBe(partyIds[0]);
    });

    it('deadline-info tells the time remaining and the deadline while open', async () => {
      const user = await createUser(t);
      // 2 days, 3 hours, 4 minutes and a half from now.
      const deadline = new Date(Date.now() + 2 * DAY_MS + 3 * 3_600_000 + 4 * 60_000 + 30_000);
      deadline.setUTCMilliseconds(0);
      await setDeadline(deadline);
      const res = await get(user, PREDICTION_PATHS.deadlineInfo);
      expect(res.statusCode).toBe(200);
      const info = DeadlineInfoSchema.parse(res.json());
      expect(info).toMatchObject({
        predictions_locked: false,
        deadline_passed: false,
        deadline_active: true,
        election_name: expect.any(String),
        predictions_deadline: deadline.toISOString(),
        time_remaining: { days: 2, hours: 3, minutes: 4 },
      });
      const shown = new Intl.DateTimeFormat('nl-NL', {
        timeZone: 'Europe/Amsterdam',
        dateStyle: 'full',
        timeStyle: 'short',
        hourCycle: 'h23',
      }).format(deadline);
      expect(info.status_message).toBe(`Je kunt je voorspellingen nog wijzigen tot ${shown}.`);
    });

    it('deadline-info says locked, with no time remaining, once the deadline has passed', async () => {
      const user = await createUser(t);
      const deadline = new Date(Date.now() - DAY_MS);
      await setDeadline(deadline);
      const info = DeadlineInfoSchema.parse(
        (await get(user, PREDICTION_PATHS.deadlineInfo)).json(),
      );
      expect(info).toMatchObject({
        predictions_locked: true,
        deadline_passed: true,
        deadline_active: true,
        predictions_deadline: deadline.toISOString(),
        status_message:
          'De deadline is verstreken. Voorspellingen kunnen niet meer worden gewijzigd.',
        results_final: false,
        time_remaining: null,
      });
    });

    it('deadline-info says when the admin has marked the result final', async () => {
      const user = await createUser(t);
      await setDeadline(new Date(Date.now() - DAY_MS));
      const finalAt = (isFinal: boolean) =>
        t.database.db.update(elections).set({ isFinal }).where(eq(elections.id, electionId));
      await finalAt(true);
      try {
        const info = DeadlineInfoSchema.parse(
          (await get(user, PREDICTION_PATHS.deadlineInfo)).json(),
        );
        expect(info).toMatchObject({ predictions_locked: true, results_final: true });
      } finally {
        await finalAt(false);
      }
    });
  });

  it('documents every predictions call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(Object.values(PREDICTION_PATHS)));
  });
});
