import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  ActivePredictionSchema,
  DeadlinePassedBodySchema,
  PREDICTION_PATHS,
  SetSeatsResultSchema,
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
import { elections, predictions, seatPredictions } from '../../db/schema';

/*
 * PUT /api/auth/predictions/seats/: the whole seat distribution in one call
 * (docs/decisions/015-set-seats-in-one-call.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let election: ActiveElection;
let electionId: number;
/** Parties of the active election, in ballot order. */
let partyIds: number[];
/** A party of another election. */
let foreignPartyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  election = await loadActiveElection(t);
  ({ id: electionId, partyIds, foreignPartyId } = election);
});
afterAll(() => t.close());
afterEach(() => election.reopen());

const put = (user: TestUser, payload: unknown) =>
  injectAs(t, user, {
    method: 'PUT',
    url: PREDICTION_PATHS.seats,
    payload: payload as object,
  });

const party = (index: number) => partyIds[index]!;

/** The player's stored seats and updated_at, read straight from the tables. */
async function stored(userId: number) {
  const db = t.database.db;
  const [prediction] = await db
    .select({ id: predictions.id, updatedAt: predictions.updatedAt })
    .from(predictions)
    .where(and(eq(predictions.userId, userId), eq(predictions.electionId, electionId)));
  if (!prediction) return null;
  const seats = await db
    .select({ seat_number: seatPredictions.seatNumber, party: seatPredictions.partyId })
    .from(seatPredictions)
    .where(eq(seatPredictions.predictionId, prediction.id))
    .orderBy(asc(seatPredictions.seatNumber));
  return { updatedAt: prediction.updatedAt.toISOString(), seats };
}

describe('setting the whole seat distribution at once', () => {
  it('hands out contiguous blocks in list order and clears every seat beyond the total', async () => {
    const user = await createUser(t);
    // Seats from the hemicycle before: one inside the new blocks, one far beyond them.
    for (const [seat_number, party_id] of [
      [1, party(5)],
      [149, party(5)],
    ]) {
      const res = await injectAs(t, user, {
        method: 'POST',
        url: PREDICTION_PATHS.seat,
        payload: { seat_number, party_id },
      });
      expect(res.statusCode).toBe(200);
    }

    const res = await put(user, {
      party_seats: [
        { party_id: party(2), seats: 3 },
        { party_id: party(0), seats: 0 },
        { party_id: party(1), seats: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = SetSeatsResultSchema.parse(res.json());
    const expected = [
      { seat_number: 0, party: party(2) },
      { seat_number: 1, party: party(2) },
      { seat_number: 2, party: party(2) },
      { seat_number: 3, party: party(1) },
      { seat_number: 4, party: party(1) },
    ];
    expect(body.seat_predictions).toEqual(expected);
    expect(await stored(user.id)).toEqual({ updatedAt: body.updated_at, seats: expected });

    // The dashboard reads the same.
    const active = ActivePredictionSchema.parse(
      (await injectAs(t, user, { method: 'GET', url: PREDICTION_PATHS.active })).json(),
    );
    expect(active.seat_predictions).toEqual(expected);
    expect(active.updated_at).toBe(body.updated_at);
  });

  it('creates the prediction on the first call and fills all seats of the election', async () => {
    const user = await createUser(t);
    expect(await stored(user.id)).toBeNull();
    const res = await put(user, {
      party_seats: [
        { party_id: party(0), seats: 100 },
        { party_id: party(1), seats: 50 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const state = await stored(user.id);
    expect(state!.seats).toHaveLength(150);
    expect(state!.seats[99]).toEqual({ seat_number: 99, party: party(0) });
    expect(state!.seats[100]).toEqual({ seat_number: 100, party: party(1) });
    expect(state!.seats[149]).toEqual({ seat_number: 149, party: party(1) });
  });

  it('clears every seat when the list is empty or every party has 0', async () => {
    const user = await createUser(t);
    await put(user, { party_seats: [{ party_id: party(0), seats: 10 }] });
    for (const party_seats of [[], [{ party_id: party(0), seats: 0 }]]) {
      const res = await put(user, { party_seats });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ seat_predictions: [] });
      expect((await stored(user.id))!.seats).toEqual([]);
      await put(user, { party_seats: [{ party_id: party(0), seats: 10 }] });
    }
  });

  it("refuses a total over the election's own seat_count, with a Dutch message, changing nothing", async () => {
    const user = await createUser(t);
    await put(user, { party_seats: [{ party_id: party(0), seats: 20 }] });
    const before = await stored(user.id);
    await t.database.db
      .update(elections)
      .set({ seatCount: 100 })
      .where(eq(elections.id, electionId));

    const over = await put(user, {
      party_seats: [
        { party_id: party(0), seats: 60 },
        { party_id: party(1), seats: 41 },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      error: 'validation_error',
      message: 'Je hebt 101 zetels verdeeld, maar deze verkiezing heeft er 100.',
      party_seats: ['Je hebt 101 zetels verdeeld, maar deze verkiezing heeft er 100.'],
    });
    expect(await stored(user.id)).toEqual(before);

    // Exactly the seat_count fits.
    const exact = await put(user, {
      party_seats: [
        { party_id: party(0), seats: 60 },
        { party_id: party(1), seats: 40 },
      ],
    });
    expect(exact.statusCode).toBe(200);
  });

  it('refuses a party that is not in the election, a repeated party and bad seat numbers, changing nothing', async () => {
    const user = await createUser(t);
    await put(user, {
      party_seats: [
        { party_id: party(0), seats: 5 },
        { party_id: party(1), seats: 5 },
      ],
    });
    const before = await stored(user.id);
    const bad: [string, unknown, RegExp][] = [
      [
        'a party of another election',
        {
          party_seats: [
            { party_id: party(0), seats: 3 },
            { party_id: foreignPartyId, seats: 1 },
          ],
        },
        /doet niet mee aan deze verkiezing/,
      ],
      [
        'an unknown party',
        { party_seats: [{ party_id: 2_000_000_000, seats: 1 }] },
        /doet niet mee aan deze verkiezing/,
      ],
      [
        'a party twice',
        {
          party_seats: [
            { party_id: party(0), seats: 3 },
            { party_id: party(0), seats: 2 },
          ],
        },
        /maar één keer/,
      ],
      ['negative seats', { party_seats: [{ party_id: party(0), seats: -1 }] }, /negatief/],
      ['fractional seats', { party_seats: [{ party_id: party(0), seats: 1.5 }] }, /geheel getal/],
      ['seats as text', { party_seats: [{ party_id: party(0), seats: '3' }] }, /getal/],
      [
        'more seats than any election has',
        { party_seats: [{ party_id: party(0), seats: 300 }] },
        /niet hoger zijn dan 250/,
      ],
      ['no list', {}, /./],
      ['a list of the wrong type', { party_seats: 'alles' }, /./],
    ];
    for (const [what, payload, message] of bad) {
      const res = await put(user, payload);
      expect(res.statusCode, what).toBe(400);
      const body = res.json<{ error: string; message: string; party_seats: string[] }>();
      expect(body.error, what).toBe('validation_error');
      expect(body.message, what).toMatch(message);
      expect(body.party_seats, what).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(await stored(user.id), what).toEqual(before);
    }
  });

  it('answers 423 after the deadline, also for a body that would be refused, changing nothing', async () => {
    const user = await createUser(t);
    await put(user, { party_seats: [{ party_id: party(0), seats: 7 }] });
    const before = await stored(user.id);
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() - DAY_MS) })
      .where(eq(elections.id, electionId));
    for (const party_seats of [
      [{ party_id: party(1), seats: 10 }],
      [{ party_id: party(1), seats: 151 }],
    ]) {
      const res = await put(user, { party_seats });
      expect(res.statusCode).toBe(423);
      expect(DeadlinePassedBodySchema.parse(res.json())).toMatchObject({
        error: 'deadline_passed',
        deadline_passed: true,
      });
    }
    expect(await stored(user.id)).toEqual(before);
  });

  it('answers 404 without an active election and 401 without signing in', async () => {
    const user = await createUser(t);
    await t.database.db
      .update(elections)
      .set({ isActive: false })
      .where(eq(elections.id, electionId));
    const res = await put(user, { party_seats: [{ party_id: party(0), seats: 1 }] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'no_active_election' });
    expect(await stored(user.id)).toBeNull();

    const anonymous = await t.app.inject({
      method: 'PUT',
      url: PREDICTION_PATHS.seats,
      payload: { party_seats: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
