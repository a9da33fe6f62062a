import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PREDICTION_PATHS } from '@zetelpoule/shared';
import {
  buildTestApp,
  createUser,
  injectAs,
  loadActiveElection,
  type TestApp,
  type TestUser,
} from '../../../test/helper';

/*
 * Scoring reads seats per party from seat_prediction_counts, which triggers keep in step with
 * seat_predictions (migration 0008, docs/decisions/061-scoring-in-sql.md). After every kind of
 * seat write a player can make, the counts are exactly the seat rows counted per party.
 */

describe('seat counts follow the seat saves', () => {
  let t: TestApp;
  let partyIds: number[];
  let player: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ partyIds } = await loadActiveElection(t));
    player = await createUser(t);
  });
  afterAll(async () => t?.close());

  /** Counts kept by the triggers, and the seat rows counted now; both by (prediction, party). */
  async function countsAndRows() {
    const read = async (query: ReturnType<typeof sql>) =>
      (await t.database.db.execute<{ key: string }>(query)).rows.map((row) => row.key).sort();
    return {
      kept: await read(sql`
        select prediction_id || ':' || party_id || '=' || seats as key from seat_prediction_counts`),
      counted: await read(sql`
        select prediction_id || ':' || party_id || '=' || count(*) as key
        from seat_predictions group by prediction_id, party_id`),
    };
  }

  const save = (seat_number: number, party_id: number) =>
    injectAs(t, player, {
      method: 'POST',
      url: PREDICTION_PATHS.seat,
      payload: { seat_number, party_id },
    });

  it('counts single seats, a seat given to another party, whole distributions and a reset', async () => {
    expect((await save(0, partyIds[0]!)).statusCode).toBe(200);
    expect((await save(1, partyIds[0]!)).statusCode).toBe(200);
    expect((await save(2, partyIds[1]!)).statusCode).toBe(200);
    let state = await countsAndRows();
    expect(state.kept).toHaveLength(2);
    expect(state.kept).toEqual(state.counted);

    // Seat 1 moves from the first party to the third; saving it again changes nothing.
    expect((await save(1, partyIds[2]!)).statusCode).toBe(200);
    expect((await save(1, partyIds[2]!)).statusCode).toBe(200);
    state = await countsAndRows();
    expect(state.kept).toHaveLength(3);
    expect(state.kept).toEqual(state.counted);

    const put = await injectAs(t, player, {
      method: 'PUT',
      url: PREDICTION_PATHS.seats,
      payload: {
        party_seats: [
          { party_id: partyIds[3]!, seats: 40 },
          { party_id: partyIds[0]!, seats: 35 },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    state = await countsAndRows();
    expect(state.kept.map((key) => key.split('=')[1]).sort()).toEqual(['35', '40']);
    expect(state.kept).toEqual(state.counted);

    const reset = await injectAs(t, player, { method: 'POST', url: PREDICTION_PATHS.resetSeats });
    expect(reset.statusCode).toBe(200);
    expect(await countsAndRows()).toEqual({ kept: [], counted: [] });
  });

  it('forgets the counts of a prediction that is deleted with its account', async () => {
    const leaving = await createUser(t);
    const res = await injectAs(t, leaving, {
      method: 'POST',
      url: PREDICTION_PATHS.seat,
      payload: { seat_number: 0, party_id: partyIds[0]! },
    });
    expect(res.statusCode).toBe(200);
    expect((await countsAndRows()).kept).toHaveLength(1);
    await t.database.db.execute(sql`delete from users where id = ${leaving.id}`);
    expect(await countsAndRows()).toEqual({ kept: [], counted: [] });
  });
});
