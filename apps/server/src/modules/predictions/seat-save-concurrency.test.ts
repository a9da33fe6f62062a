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
import { predictions, seatPredictions } from '../../db/schema';

/*
 * Seat saves of many players at once, as on election night: each save is checked and answered
 * on its own, and every good one is stored.
 */

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

describe('seat saves at the same time', () => {
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
