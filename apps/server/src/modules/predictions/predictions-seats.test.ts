import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PREDICTION_PATHS } from '@zetelpoule/shared';
import { createUser } from '../../../test/helper';
import { elections } from '../../db/schema';
import { usePredictionsApp } from './predictions.test-support';

/* Seat predictions through the real app: bounds, parties, reset and concurrent writes. */

const s = usePredictionsApp();
const { t, post, get, stored, partyIds } = s;

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
      .where(eq(elections.id, s.electionId));
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
    for (const partyId of [s.foreignPartyId, 999_999]) {
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
    expect((await stored(a.id)).seats).toEqual(seats.map((seat) => ({ seat, party: partyIds[0] })));
    expect((await stored(b.id)).seats).toEqual(seats.map((seat) => ({ seat, party: partyIds[1] })));
  });
});
