import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PREDICTION_PATHS, SavedSeatSchema } from '@zetelpoule/shared';
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
import { saveSeatBatch, SeatSaveBatcher, type SeatSave } from './seat-save-batch';
import * as repo from './predictions.repo';

/*
 * Seat saves that arrive together are written in one statement (seat-save-batch.ts).
 * Each save must still be checked and answered on its own, exactly as when it was alone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let election: ActiveElection;
let electionId: number;
let partyIds: number[];
let foreignPartyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  election = await loadActiveElection(t);
  ({ id: electionId, partyIds, foreignPartyId } = election);
});
afterAll(() => t.close());
afterEach(() => election.reopen());

async function seatsOf(userId: number): Promise<Record<number, number>> {
  const rows = await t.database.db
    .select({ seat: seatPredictions.seatNumber, party: seatPredictions.partyId })
    .from(seatPredictions)
    .innerJoin(predictions, eq(predictions.id, seatPredictions.predictionId))
    .where(and(eq(predictions.userId, userId), eq(predictions.electionId, electionId)));
  return Object.fromEntries(rows.map((row) => [row.seat, row.party]));
}

describe('one statement for many seat saves', () => {
  it('checks each save on its own: good ones land, bad ones change nothing, the later save of a seat wins', async () => {
    const [a, b, c] = [await createUser(t), await createUser(t), await createUser(t)];
    const now = new Date();
    const saves: SeatSave[] = [
      { userId: a.id, now, seatNumber: 0, partyId: partyIds[0]! },
      { userId: b.id, now, seatNumber: 0, partyId: foreignPartyId },
      { userId: c.id, now, seatNumber: 150, partyId: partyIds[0]! },
      { userId: a.id, now, seatNumber: 0, partyId: partyIds[1]! },
      { userId: a.id, now, seatNumber: 149, partyId: partyIds[2]! },
    ];
    const outcomes = await saveSeatBatch(t.database.db, saves);

    expect(outcomes.map((o) => [o.isOpen, o.checks, o.updatedAt !== null])).toEqual([
      [true, { seat: true, party: true }, true],
      [true, { seat: true, party: false }, false],
      [true, { seat: false, party: true }, false],
      [true, { seat: true, party: true }, true],
      [true, { seat: true, party: true }, true],
    ]);
    expect(outcomes.every((o) => o.electionId === electionId)).toBe(true);
    expect(outcomes[2]!.values.seat_count).toBe(150);
    expect(await seatsOf(a.id)).toEqual({ 0: partyIds[1], 149: partyIds[2] });
    // A refused save creates no prediction.
    expect(await seatsOf(b.id)).toEqual({});
    expect(await seatsOf(c.id)).toEqual({});
  });

  it('refuses every save of a batch whose request time is after the deadline, and only those', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const deadline = new Date(Date.now() + DAY_MS);
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: deadline })
      .where(eq(elections.id, electionId));
    const outcomes = await saveSeatBatch(t.database.db, [
      { userId: a.id, now: new Date(deadline.getTime() - 1), seatNumber: 3, partyId: partyIds[0]! },
      { userId: b.id, now: new Date(deadline.getTime() + 1), seatNumber: 3, partyId: partyIds[0]! },
    ]);
    expect(outcomes.map((o) => o.isOpen)).toEqual([true, false]);
    expect(await seatsOf(a.id)).toEqual({ 3: partyIds[0] });
    expect(await seatsOf(b.id)).toEqual({});
  });

  it('answers each save with no active election as the single save does', async () => {
    const a = await createUser(t);
    await t.database.db
      .update(elections)
      .set({ isActive: false })
      .where(eq(elections.id, electionId));
    const outcomes = await saveSeatBatch(t.database.db, [
      { userId: a.id, now: new Date(), seatNumber: 3, partyId: partyIds[0]! },
      { userId: a.id, now: new Date(), seatNumber: 4, partyId: partyIds[0]! },
    ]);
    expect(outcomes.map((o) => [o.electionId, o.updatedAt])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

describe('the batcher', () => {
  it('sends a lone save alone, the saves of one turn together, and those that queue up behind', async () => {
    const sizes: number[] = [];
    const db = t.database.db;
    const a = await createUser(t);
    const single = (save: SeatSave) => {
      sizes.push(1);
      return repo.saveSeat(db, save);
    };
    const batcher = new SeatSaveBatcher(db, single, 1);
    const original = batcher['write'].bind(batcher);
    batcher['write'] = (batch) => {
      if (batch.length > 1) sizes.push(batch.length);
      return original(batch);
    };
    const save = (seat: number) =>
      batcher.save({
        userId: a.id,
        now: new Date(),
        seatNumber: seat,
        partyId: partyIds[seat % 3]!,
      });
    const seatsFrom = (first: number, count: number) =>
      Array.from({ length: count }, (_, i) => first + i);

    // Nothing else waiting: one save, one statement of its own.
    await save(0);
    expect(sizes).toEqual([1]);
    // Thirty saves read in one turn of the event loop: one statement.
    await Promise.all(seatsFrom(1, 30).map(save));
    expect(sizes).toEqual([1, 30]);
    // One save goes out; the 29 that arrive while it is with the database wait, then go together.
    const first = save(31);
    await new Promise((resolve) => setImmediate(resolve));
    const outcomes = await Promise.all([first, ...seatsFrom(32, 29).map(save)]);
    expect(sizes).toEqual([1, 30, 1, 29]);

    expect(outcomes.every((o) => o.updatedAt !== null)).toBe(true);
    const seats = await seatsOf(a.id);
    expect(Object.keys(seats)).toHaveLength(61);
    expect(seats[60]).toBe(partyIds[60 % 3]);
  });

  it('retries save by save when the batch statement fails, so each save gets its own answer', async () => {
    const db = t.database.db;
    const a = await createUser(t);
    let batches = 0;
    const batcher = new SeatSaveBatcher(db, (save) => repo.saveSeat(db, save), 1);
    const original = batcher['write'].bind(batcher);
    batcher['write'] = async (batch) => {
      if (batch.length > 1) batches++;
      return original(batch);
    };
    // A seat number beyond int4 makes the batch's array literal fail as a whole; the single
    // statement then fails for that save only.
    const results = await Promise.allSettled([
      batcher.save({ userId: a.id, now: new Date(), seatNumber: 0, partyId: partyIds[0]! }),
      batcher.save({ userId: a.id, now: new Date(), seatNumber: 1, partyId: partyIds[0]! }),
      batcher.save({ userId: a.id, now: new Date(), seatNumber: 2 ** 40, partyId: partyIds[0]! }),
      batcher.save({ userId: a.id, now: new Date(), seatNumber: 2, partyId: partyIds[1]! }),
    ]);
    expect(batches).toBe(1);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await seatsOf(a.id)).toEqual({ 0: partyIds[0], 1: partyIds[0], 2: partyIds[1] });
  });
});

describe('over HTTP', () => {
  it('a hundred saves of twenty players at once: each its own answer, every seat stored', async () => {
    const players: TestUser[] = [];
    for (let i = 0; i < 20; i++) players.push(await createUser(t));
    const responses = await Promise.all(
      players.flatMap((player, p) =>
        [0, 1, 2, 3, 4].map((seat) =>
          injectAs(t, player, {
            method: 'POST',
            url: PREDICTION_PATHS.seat,
            payload: {
              seat_number: seat,
              party_id: seat === 4 && p % 5 === 0 ? foreignPartyId : partyIds[(p + seat) % 5],
            },
          }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(96);
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    for (const response of responses.filter((r) => r.statusCode === 200)) {
      SavedSeatSchema.parse(response.json());
    }
    for (const [p, player] of players.entries()) {
      const expected = Object.fromEntries(
        [0, 1, 2, 3, 4]
          .filter((seat) => !(seat === 4 && p % 5 === 0))
          .map((seat) => [seat, partyIds[(p + seat) % 5]]),
      );
      expect(await seatsOf(player.id)).toEqual(expected);
    }
  });
});
