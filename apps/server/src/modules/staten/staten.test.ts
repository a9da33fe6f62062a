import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  CROWD_PATH,
  PREDICTION_PATHS,
  type Crowd,
  STATEN_RESULTS_PATH,
  type ElectionDetails,
  type StatenRegion,
  type StatenResults,
} from '@zetelpoule/shared';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { elections, parties } from '../../db/schema';

/*
 * A Provinciale Staten night on the seeded PS 2027 election: the admin enters the Staten of
 * the twelve provinces, the Eerste Kamer projection follows into the seat result, and players
 * are scored against it. Every expected number is worked out in the comments.
 *
 * The figures: in every province PVV takes ⌊members / 2⌋ seats, D66 ⌊members / 3⌋ and BBB the
 * rest (Drenthe, 43 members: 21, 14, 8). With the 2023 stemwaarden the values are
 *   PVV 87,342, D66 58,061, BBB 32,769; total 178,172; quota 178,172 / 75 = 2,375.63.
 * Whole quotas: PVV 36, D66 24, BBB 13 (73). Two seats left, by largest averages:
 *   PVV 87,342/37 = 2,360.6 > BBB 32,769/14 = 2,340.6 > D66 58,061/25 = 2,322.4 → PVV;
 *   then BBB 2,340.6 > D66 2,322.4 > PVV 87,342/38 = 2,298.5 → BBB.
 * The Eerste Kamer: PVV 37, D66 24, BBB 14, every other party 0.
 */

const BASE = '/api/auth/admin/election-results';

let t: TestApp;
let admin: TestUser;
let electionId: number;
let party: Record<string, number>;
let details: ElectionDetails;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  injectAs(t, admin, { method, url, ...(payload ? { payload } : {}) });

function region(name: string) {
  const found = details.regions.find(
    (r): r is StatenRegion => r.name === name && r.kind === 'provincie',
  );
  if (!found) throw new Error(`no province ${name}`);
  return found;
}

function statenSeatsOf(members: number) {
  const pvv = Math.floor(members / 2);
  const d66 = Math.floor(members / 3);
  return [
    { party_id: party.PVV!, seat_count: pvv },
    { party_id: party.D66!, seat_count: d66 },
    { party_id: party.BBB!, seat_count: members - pvv - d66 },
  ];
}

async function enterProvince(name: string) {
  const province = region(name);
  const res = await call('POST', `${BASE}/${electionId}/staten-seats/`, {
    region_id: province.id,
    party_seats: statenSeatsOf(province.staten_seat_count!),
  });
  expect(res.statusCode, res.body).toBe(200);
  details = res.json() as ElectionDetails;
  return details;
}

function chamber(d: ElectionDetails) {
  const byId = new Map(d.seat_results.map((r) => [r.party_id, r.seat_count]));
  return { PVV: byId.get(party.PVV!), D66: byId.get(party.D66!), BBB: byId.get(party.BBB!) };
}

beforeAll(async () => {
  t = await buildTestApp({ active: 'ps2027' });
  admin = await createUser(t, { isStaff: true });
  const [ps] = await t.database.db.select().from(elections).where(eq(elections.seedKey, 'ps2027'));
  electionId = ps!.id;
  const rows = await t.database.db
    .select({ id: parties.id, name: parties.name })
    .from(parties)
    .where(eq(parties.electionId, electionId))
    .orderBy(asc(parties.listNumber));
  party = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  details = (await call('GET', `${BASE}/${electionId}/`)).json() as ElectionDetails;
});
afterAll(() => t.close());

describe('a Provinciale Staten election in the admin area', () => {
  // The night itself: predictions closed, so the admin enters results without confirming.
  beforeAll(async () => {
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() - 60_000) })
      .where(eq(elections.id, electionId));
  });

  it('plays the twelve provinces for 75 Eerste Kamer seats, with provisional 2023 values', () => {
    expect(details).toMatchObject({ category: 'PS', seat_count: 75, seat_results: [] });
    expect(details.regions.filter((r) => r.kind === 'provincie')).toHaveLength(12);
    expect(region('Zuid-Holland')).toMatchObject({
      staten_seat_count: 55,
      stemwaarde: 692,
      values_provisional: true,
    });
    // The kiescolleges are there to be filled in; they count once they are.
    expect(details.regions.filter((r) => r.kind === 'kiescollege')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Kiescollege Bonaire', staten_seat_count: null }),
      ]),
    );
    expect(details.chamber_result).toEqual({
      source: 'projection',
      regions_reported: 0,
      regions_total: 12,
      decided_by_lot: null,
    });
  });

  it('refuses Staten seats that do not add up to the province, and changes nothing', async () => {
    const drenthe = region('Drenthe');
    const res = await call('POST', `${BASE}/${electionId}/staten-seats/`, {
      region_id: drenthe.id,
      party_seats: [{ party_id: party.BBB, seat_count: 42 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().party_seats).toEqual([
      'De zetels van Drenthe tellen op tot 42, maar Drenthe heeft 43 zetels. Pas de aantallen aan.',
    ]);
    const after = (await call('GET', `${BASE}/${electionId}/`)).json() as ElectionDetails;
    expect(after.staten_results).toEqual([]);
    expect(after.seat_results).toEqual([]);
  });

  it('moves the projection with each province entered, then gives the hand-worked chamber', async () => {
    // Drenthe, Groningen and Zeeland alone: PVV 7,276, D66 4,884, BBB 2,748 (quota 198.77):
    // whole 36, 24, 13; then PVV (196.65) and BBB (196.29) before D66 (195.36).
    await enterProvince('Drenthe');
    await enterProvince('Groningen');
    const three = await enterProvince('Zeeland');
    expect(chamber(three)).toEqual({ PVV: 37, D66: 24, BBB: 14 });
    expect(three.chamber_result).toMatchObject({ regions_reported: 3, regions_total: 12 });

    for (const r of details.regions.filter((x) => x.kind === 'provincie')) {
      await enterProvince(r.name);
    }
    expect(chamber(details)).toEqual({ PVV: 37, D66: 24, BBB: 14 });
    expect(details.seat_results.reduce((sum, r) => sum + r.seat_count, 0)).toBe(75);
    expect(details.seat_results).toHaveLength(16);
    expect(details.chamber_result).toMatchObject({ regions_reported: 12, decided_by_lot: null });
  });

  it("confirms a province's values, and refuses a seat count its entered result no longer fits", async () => {
    const limburg = region('Limburg');
    const res = await call('PATCH', `${BASE}/${electionId}/regions/${limburg.id}/`, {
      stemwaarde: 240,
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as ElectionDetails;
    expect(after.regions.find((r) => r.id === limburg.id)).toMatchObject({
      stemwaarde: 240,
      values_provisional: false,
    });
    const tooSmall = await call('PATCH', `${BASE}/${electionId}/regions/${limburg.id}/`, {
      staten_seat_count: 45,
    });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().message).toBe(
      'De zetels van Limburg tellen op tot 47, maar Limburg heeft 45 zetels. Pas de aantallen aan.',
    );
  });

  it('counts a kiescollege once its members and stemwaarde are entered', async () => {
    const bonaire = details.regions.find((r) => r.name === 'Kiescollege Bonaire')!;
    const half = await call('PATCH', `${BASE}/${electionId}/regions/${bonaire.id}/`, {
      stemwaarde: 50,
    });
    expect(half.statusCode).toBe(400);
    await call('PATCH', `${BASE}/${electionId}/regions/${bonaire.id}/`, {
      staten_seat_count: 9,
      stemwaarde: 50,
    });
    const res = await call('POST', `${BASE}/${electionId}/staten-seats/`, {
      region_id: bonaire.id,
      party_seats: [{ party_id: party.D66, seat_count: 9 }],
    });
    const d = res.json() as ElectionDetails;
    // D66 gains 450 of value: PVV 87,342, D66 58,511, BBB 32,769 (quota 2,381.63). Whole
    // 36, 24, 13; then PVV 2,360.6, BBB 2,340.6, D66 2,340.4: PVV, then BBB.
    expect(chamber(d)).toEqual({ PVV: 37, D66: 24, BBB: 14 });
    expect(d.chamber_result).toMatchObject({ regions_reported: 13, regions_total: 13 });
    // Cleared again, so the chamber below is the twelve provinces'.
    await call('POST', `${BASE}/${electionId}/staten-seats/`, {
      region_id: bonaire.id,
      party_seats: [],
    });
  });

  it('keeps a party with Staten seats from being deleted', async () => {
    const res = await call('DELETE', `${BASE}/${electionId}/parties/${party.BBB}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'BBB kan niet worden verwijderd: uitslagen van deze verkiezing gebruiken deze partij.',
    );
  });

  it('refuses Staten seats for a Tweede Kamer election', async () => {
    const [tk] = await t.database.db
      .select()
      .from(elections)
      .where(eq(elections.seedKey, 'tk2025'));
    const res = await call('POST', `${BASE}/${tk!.id}/staten-seats/`, {
      region_id: region('Drenthe').id,
      party_seats: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dit kan alleen bij een Provinciale Statenverkiezing.');
  });
});

describe('players on a Provinciale Staten night', () => {
  const players: TestUser[] = [];
  let municipalityAsRegion: Awaited<ReturnType<typeof injectAs>>;
  const score = async (user: TestUser) =>
    (await injectAs(t, user, { method: 'GET', url: PREDICTION_PATHS.myScore })).json();

  beforeAll(async () => {
    // Predictions were made before the deadline; the seats of the night are entered above.
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() + 60_000) })
      .where(eq(elections.id, electionId));
    const predictions = [
      { seats: { PVV: 37, D66: 24, BBB: 14 }, joker: 'PVV' },
      { seats: { PVV: 40, D66: 20, BBB: 15 }, joker: 'BBB' },
      { seats: { PVV: 75 }, joker: 'OPNL' },
    ];
    for (const p of predictions) {
      const user = await createUser(t);
      players.push(user);
      const seats = await injectAs(t, user, {
        method: 'PUT',
        url: PREDICTION_PATHS.seats,
        payload: {
          party_seats: Object.entries(p.seats).map(([name, seats]) => ({
            party_id: party[name],
            seats,
          })),
        },
      });
      expect(seats.statusCode, seats.body).toBe(200);
      await injectAs(t, user, {
        method: 'POST',
        url: PREDICTION_PATHS.captain,
        payload: { party_id: party[p.joker] },
      });
    }
    // A province's turnout and biggest party, as a region.
    const drenthe = region('Drenthe').id;
    const turnout = await injectAs(t, players[0]!, {
      method: 'POST',
      url: PREDICTION_PATHS.turnout,
      payload: { region_id: drenthe, predicted_turnout: 58.3 },
    });
    expect(turnout.json()).toMatchObject({ region_id: drenthe, predicted_turnout: 58.3 });
    municipalityAsRegion = await injectAs(t, players[1]!, {
      method: 'POST',
      url: PREDICTION_PATHS.turnout,
      payload: { region_id: details.first_count_candidates[0]!.id, predicted_turnout: 50 },
    });
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() - 1000) })
      .where(eq(elections.id, electionId));
  });

  it('refuses a municipality as a region of a PS election', () => {
    expect(municipalityAsRegion.statusCode).toBe(400);
  });

  it('scores three players against the projection, worked out by hand', async () => {
    await call('POST', `${BASE}/${electionId}/turnout/`, {
      turnout_results: [{ region_id: region('Drenthe').id, actual_turnout: 58.3 }],
    });
    const calculated = await call('POST', `${BASE}/${electionId}/calculate-scores/`);
    expect(calculated.statusCode).toBe(200);
    // 1: every one of the 16 parties exact (16 × 5 = 80), top 3 all right (+8), joker PVV
    //    (37 seats, more than 2) exact (+5), Drenthe's turnout exact (+3): 96.
    // 2: PVV 3 off (−1), D66 4 off (−2), BBB 1 off (+2), 13 parties at 0 exact (+65): 64;
    //    top 3 all right (+8); joker BBB 1 off (+2): 74.
    // 3: PVV, D66 and BBB far off (3 × −3), 13 parties exact (+65): 56; only PVV in the top
    //    3 (+3); joker OPNL won 0 seats, 2 or fewer of 75: void (0): 59.
    const totals = [];
    for (const user of players) totals.push((await score(user)).score.total_points);
    expect(totals).toEqual([96, 74, 59]);
  });

  it('shows players the provinces as they came in, from the deadline on', async () => {
    const res = await t.app.inject({ method: 'GET', url: STATEN_RESULTS_PATH });
    expect(res.statusCode).toBe(200);
    const body = res.json() as StatenResults;
    expect(body.chamber_result).toMatchObject({ source: 'projection', regions_reported: 12 });
    const drenthe = body.regions.find((r) => r.name === 'Drenthe')!;
    expect(drenthe).toMatchObject({ reported: true, staten_seat_count: 43, turnout: 58.3 });
    expect(drenthe.party_seats).toEqual(
      expect.arrayContaining([{ party_id: party.BBB, seat_count: 8 }]),
    );
  });

  it('shows the crowd of a PS election per province once locked', async () => {
    const res = await injectAs(t, players[0]!, { method: 'GET', url: CROWD_PATH });
    expect(res.statusCode, res.body).toBe(200);
    const crowd = res.json() as Crowd;
    expect(crowd).toMatchObject({ seat_count: 75, players: 3 });
    expect(crowd.municipalities.find((m) => m.name === 'Drenthe')).toMatchObject({
      turnout_median: 58.3,
      turnout_answers: 1,
    });
  });

  it('scores the elected Eerste Kamer once entered, and goes back to the projection', async () => {
    const official = details.seat_results.map((r) => ({
      party_id: r.party_id,
      seat_count: r.party_id === party.PVV ? 36 : r.party_id === party.BBB ? 15 : r.seat_count,
    }));
    const entered = await call('POST', `${BASE}/${electionId}/seats/`, { party_seats: official });
    expect((entered.json() as ElectionDetails).chamber_result?.source).toBe('official');
    // A province changed afterwards leaves the elected chamber alone.
    const after = await enterProvince('Drenthe');
    expect(chamber(after)).toEqual({ PVV: 36, D66: 24, BBB: 15 });

    const back = await call('PATCH', `${BASE}/${electionId}/`, { chamber_seats_official: false });
    expect(chamber(back.json() as ElectionDetails)).toEqual({ PVV: 37, D66: 24, BBB: 14 });
    expect((back.json() as ElectionDetails).chamber_result?.source).toBe('projection');
  });
});
