import { afterEach, beforeAll } from 'vitest';
import type { InjectOptions } from 'fastify';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { PREDICTION_PATHS } from '@zetelpoule/shared';
import {
  injectAs,
  loadActiveElection,
  useTestApp,
  type ActiveElection,
  type TestUser,
} from '../../../test/helper';
import {
  biggestPartyPredictions,
  electionMunicipalities,
  elections,
  municipalities,
  predictions,
  seatPredictions,
  turnoutPredictions,
} from '../../db/schema';

/*
 * The set-up of the predictions API tests: one app per test file, its active election, and the
 * calls and direct reads the tests share.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export function usePredictionsApp() {
  const t = useTestApp();
  let election: ActiveElection | undefined;
  /** Parties of the active election, in ballot order (filled before the first test). */
  const partyIds: number[] = [];
  /** Played municipalities by name (filled before the first test). */
  const played = new Map<string, number>();
  let unplayedMunicipalityId = 0;

  beforeAll(async () => {
    election = await loadActiveElection(t);
    partyIds.push(...election.partyIds);
    const db = t.database.db;
    const playedRows = await db
      .select({ id: municipalities.id, name: municipalities.name })
      .from(electionMunicipalities)
      .innerJoin(municipalities, eq(municipalities.id, electionMunicipalities.municipalityId))
      .where(eq(electionMunicipalities.electionId, election.id));
    for (const m of playedRows) played.set(m.name, m.id);
    const [unplayed] = await db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(notInArray(municipalities.id, [...played.values()]))
      .limit(1);
    unplayedMunicipalityId = unplayed!.id;
  });

  // Tests that move the deadline or switch the election off put it back, so each test starts open.
  afterEach(() => election?.reopen());

  const active = () => {
    if (!election) throw new Error('the active election is loaded only while the tests run');
    return election;
  };

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
      .where(eq(elections.id, active().id));

  /** What the database holds for a player, read directly (not through the API under test). */
  async function stored(userId: number) {
    const db = t.database.db;
    const rows = await db
      .select()
      .from(predictions)
      .where(and(eq(predictions.userId, userId), eq(predictions.electionId, active().id)));
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

  return {
    t,
    partyIds,
    get electionId() {
      return active().id;
    },
    /** A party of the historic TK2025 election: never valid for the active one. */
    get foreignPartyId() {
      return active().foreignPartyId;
    },
    /** A municipality that is not played in the active election. */
    get unplayedMunicipalityId() {
      return unplayedMunicipalityId;
    },
    post,
    get,
    municipality,
    setDeadline,
    stored,
    validWrites,
  };
}
