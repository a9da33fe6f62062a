import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { PREDICTION_PATHS, type Party } from '@zetelpoule/shared';
import { elections, parties, predictions, seatPredictions } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { activeElectionId } from '../scoring/scoring.fixtures';

/*
 * Admin edits of the active election racing players' writes. Each
 * race runs many rounds. On PGlite (one connection) the requests run one after the other, so
 * only the outcomes are checked; with DATABASE_URL set they really run at once on PostgreSQL
 * over a pool of connections, which is where the interleavings happen.
 */

const BASE = '/api/auth/admin/election-results';
const ROUNDS = 25;
const PLAYERS = 8;

let t: TestApp;
let admin: TestUser;
let players: TestUser[];
let electionId: number;
let partyIds: number[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isStaff: true });
  players = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await createUser(t));
  electionId = await activeElectionId(t);
  partyIds = (
    await t.database.db
      .select({ id: parties.id })
      .from(parties)
      .where(eq(parties.electionId, electionId))
      .orderBy(asc(parties.listNumber))
  ).map((row) => row.id);
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a request after `ms`, so requests land at different moments of a transaction. */
const later = <T>(ms: number, send: () => Promise<T>) => pause(ms).then(send);

const as = (
  user: TestUser,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => injectAs(t, user, { method, url, ...(payload !== undefined && { payload }) });

/** The highest seat number stored in any prediction of the election; null when none. */
async function highestStoredSeat(): Promise<number | null> {
  const [row] = await t.database.db
    .select({ value: max(seatPredictions.seatNumber) })
    .from(seatPredictions)
    .innerJoin(predictions, eq(predictions.id, seatPredictions.predictionId))
    .where(eq(predictions.electionId, electionId));
  return row?.value ?? null;
}

async function clearSeatsAndRestore(seatCount: number): Promise<void> {
  const db = t.database.db;
  const ids = (
    await db
      .select({ id: predictions.id })
      .from(predictions)
      .where(eq(predictions.electionId, electionId))
  ).map((row) => row.id);
  if (ids.length > 0) {
    await db.delete(seatPredictions).where(inArray(seatPredictions.predictionId, ids));
  }
  await db.update(elections).set({ seatCount }).where(eq(elections.id, electionId));
}

describe('lowering seat_count while players save seats', () => {
  it(`never ends with seat_count 50 and a seat numbered 50 or higher stored (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await clearSeatsAndRestore(150);
      // Spread over the few milliseconds the PATCH's transaction takes.
      const saves = players.map((player, i) =>
        later(i + (round % 4), () =>
          i % 2 === 0
            ? // A single seat at 50 or above…
              as(player, 'POST', PREDICTION_PATHS.seat, {
                seat_number: 50 + i * 10 + (round % 10),
                party_id: partyIds[i % partyIds.length]!,
              })
            : // …or a whole distribution of 60 seats in one call.
              as(player, 'PUT', PREDICTION_PATHS.seats, {
                party_seats: [
                  { party_id: partyIds[0]!, seats: 30 },
                  { party_id: partyIds[1]!, seats: 30 },
                ],
              }),
        ),
      );
      const [patch, answers] = await Promise.all([
        as(admin, 'PATCH', `${BASE}/${electionId}/`, { seat_count: 50 }),
        Promise.all(saves),
      ]);

      expect([200, 409]).toContain(patch.statusCode);
      for (const answer of answers) expect([200, 400]).toContain(answer.statusCode);

      const [election] = await t.database.db
        .select({ seatCount: elections.seatCount })
        .from(elections)
        .where(eq(elections.id, electionId));
      const highest = await highestStoredSeat();
      // The race this guards against: the smaller seat_count committed beside a seat beyond it.
      expect({ seatCount: election!.seatCount, overflow: (highest ?? -1) >= 50 }).not.toEqual({
        seatCount: 50,
        overflow: true,
      });
      if (patch.statusCode === 200) {
        expect(election!.seatCount).toBe(50);
        // Every save that got in first would have made the PATCH a 409; so all were refused.
        expect(highest).toBeNull();
        for (const answer of answers) {
          expect(answer.statusCode).toBe(400);
          expect(answer.json<{ message: string }>().message).toMatch(/zetel/i);
        }
      } else {
        expect(election!.seatCount).toBe(150);
        expect(highest).toBeGreaterThanOrEqual(50);
      }
    }
  });
});

describe('deleting a party while players use it', () => {
  it(`answers the admin 204 or a Dutch 409 and the players 200 or a Dutch 400, never a 500 (${ROUNDS} rounds)`, async () => {
    const db = t.database.db;
    await clearSeatsAndRestore(150);
    for (let round = 0; round < ROUNDS; round++) {
      const created = await as(admin, 'POST', `${BASE}/${electionId}/parties/`, {
        name: `Wegwerppartij ${round}`,
        hexcolor: '#123456',
      });
      expect(created.statusCode).toBe(201);
      const partyId = created.json<Party>().id;

      const uses = players.map((player, i) =>
        later(i + (round % 4), () => {
          switch (i % 3) {
            case 0:
              return as(player, 'POST', PREDICTION_PATHS.seat, {
                seat_number: round,
                party_id: partyId,
              });
            case 1:
              return as(player, 'POST', PREDICTION_PATHS.captain, { party_id: partyId });
            default:
              return as(player, 'PUT', PREDICTION_PATHS.seats, {
                party_seats: [{ party_id: partyId, seats: 3 }],
              });
          }
        }),
      );
      const [deleted, answers] = await Promise.all([
        as(admin, 'DELETE', `${BASE}/${electionId}/parties/${partyId}/`),
        Promise.all(uses),
      ]);

      expect([204, 409]).toContain(deleted.statusCode);
      for (const answer of answers) {
        expect([200, 400]).toContain(answer.statusCode);
        if (answer.statusCode === 400) {
          expect(answer.json<{ message: string }>().message).toBe(
            'Deze partij doet niet mee aan deze verkiezing.',
          );
        }
      }
      const [stillThere] = await db
        .select({ id: parties.id })
        .from(parties)
        .where(and(eq(parties.id, partyId), eq(parties.electionId, electionId)));
      if (deleted.statusCode === 204) {
        expect(stillThere).toBeUndefined();
        for (const answer of answers) expect(answer.statusCode).toBe(400);
      } else {
        expect(stillThere).toBeDefined();
        expect(deleted.json<{ message: string }>().message).toMatch(/kan niet worden verwijderd/);
        expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
      }
    }
  });
});
