import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ElectionDetails, ElectionSummary, Party } from '@zetelpoule/shared';
import { elections } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import {
  activeElectionId,
  createHandElection,
  insertPrediction,
  type HandElection,
} from '../scoring/scoring.fixtures';

const BASE = '/api/auth/admin/election-results';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isStaff: true });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  injectAs(t, admin, { method, url, ...(payload !== undefined && { payload: payload as object }) });
const details = async (id: number) =>
  (await call('GET', `${BASE}/${id}/`)).json() as ElectionDetails;
const list = async () => (await call('GET', `${BASE}/`)).json() as ElectionSummary[];

describe('the election list and details', () => {
  it('lists every election newest first with seat totals, seat_count and flags', async () => {
    const res = await call('GET', `${BASE}/`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as ElectionSummary[];
    const seededActive = rows.find((row) => row.is_active)!;
    const historic = rows.find((row) => row.is_final)!;
    expect(rows.indexOf(seededActive)).toBeLessThan(rows.indexOf(historic));
    // TK2025 is seeded with its full official result: 150 of 150 seats.
    expect(historic).toMatchObject({ is_active: false, seat_count: 150, seat_results_count: 150 });
    expect(seededActive).toMatchObject({ is_final: false, seat_count: 150, seat_results_count: 0 });
  });

  it('gives the details the admin screen needs: parties, played municipalities, candidates', async () => {
    const active = await details(await activeElectionId(t));
    expect(active.parties).toHaveLength(27);
    expect(active.parties[0]).toMatchObject({ name: 'PVV', hexcolor: '#1E90FF', list_number: 1 });
    expect(active.played_municipalities.map((m) => m.name)).toHaveLength(13);
    expect(active.played_municipalities.map((m) => m.name)).toContain('Den Haag');
    expect(active.first_count_candidates.map((m) => m.name)).toEqual([
      'Rozendaal',
      'Schiermonnikoog',
      'Vlieland',
    ]);
    expect(active).toMatchObject({
      seat_results: [],
      turnout_results: [],
      biggest_party_results: [],
      country_turnout_result: null,
      municipality_selection_result: null,
      predictions_count: 0,
    });
  });

  it('shows the entered results of the historic election', async () => {
    const historic = (await list()).find((row) => row.is_final)!;
    const d = await details(historic.id);
    expect(d.seat_results).toHaveLength(27);
    expect(d.seat_results.reduce((sum, row) => sum + row.seat_count, 0)).toBe(150);
    expect(d.country_turnout_result?.actual_turnout).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown election and 400 for an id that is not a number', async () => {
    expect((await call('GET', `${BASE}/999999/`)).statusCode).toBe(404);
    const bad = await call('GET', `${BASE}/abc/`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('id');
    // Beyond a database integer: still a clear 400, never a database error.
    expect((await call('GET', `${BASE}/99999999999/`)).statusCode).toBe(400);
  });

  it('lists all 342 municipalities by name for the pickers', async () => {
    const res = await call('GET', '/api/auth/admin/municipalities/');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { id: number; name: string; province: string }[];
    expect(rows).toHaveLength(342);
    const names = rows.map((m) => m.name);
    // By name (the exact order of punctuation depends on the database's collation).
    expect(names.indexOf('Amsterdam')).toBeLessThan(names.indexOf('Rotterdam'));
    expect(names.indexOf('Rotterdam')).toBeLessThan(names.indexOf('Zwolle'));
    expect(rows.find((m) => m.name === 'Vlieland')?.province).toBe('Fryslân');
  });
});

describe('creating an election', () => {
  it('creates a playable election: seat_count 150, the active election parties and municipalities', async () => {
    const active = await details(await activeElectionId(t));
    const res = await call('POST', `${BASE}/create/`, {
      name: '  Tweede Kamer 2029  ',
      election_date: '2029-03-21T07:30:00+01:00',
      is_final: false,
      is_active: false,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as ElectionDetails;
    expect(created).toMatchObject({
      name: 'Tweede Kamer 2029',
      election_date: '2029-03-21T06:30:00.000Z',
      predictions_deadline: '2029-03-21T06:30:00.000Z',
      seat_count: 150,
      is_active: false,
      is_final: false,
      seat_results_count: 0,
      predictions_count: 0,
    });
    // A copy: same names, colours and ballot order, but parties of its own.
    const shape = (p: Party) => [p.list_number, p.name, p.hexcolor];
    expect(created.parties.map(shape)).toEqual(active.parties.map(shape));
    expect(created.parties.map((p) => p.id)).not.toEqual(active.parties.map((p) => p.id));
    expect(created.played_municipalities).toEqual(active.played_municipalities);
    expect(created.first_count_candidates).toEqual(active.first_count_candidates);
    // The new one is on top of the list, and the seeded election is still the active one.
    const rows = await list();
    expect(rows[0]!.id).toBe(created.id);
    expect(rows.filter((row) => row.is_active).map((row) => row.id)).toEqual([active.id]);
  });

  it('makes a new election the only active one when created active', async () => {
    const before = await activeElectionId(t);
    const res = await call('POST', `${BASE}/create/`, {
      name: 'Actief vanaf nu',
      election_date: '2031-01-01T08:00:00Z',
      is_active: true,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as ElectionDetails;
    expect(created.is_active).toBe(true);
    expect((await list()).filter((row) => row.is_active).map((row) => row.id)).toEqual([
      created.id,
    ]);
    // Put the seeded election back in play for the other tests.
    await call('PATCH', `${BASE}/${before}/`, { is_active: true });
  });

  it('starts from the default candidates and no parties without an election of its category or an active one', async () => {
    const active = await activeElectionId(t);
    await call('PATCH', `${BASE}/${active}/`, { is_active: false });
    const res = await call('POST', `${BASE}/create/`, {
      name: 'Zonder voorbeeld',
      category: 'EP',
      election_date: '2029-06-07T05:30:00Z',
    });
    await call('PATCH', `${BASE}/${active}/`, { is_active: true });
    expect(res.statusCode).toBe(201);
    const created = res.json() as ElectionDetails;
    expect(created).toMatchObject({ category: 'EP', seat_count: 31, parties: [], regions: [] });
    expect(created.played_municipalities).toEqual([]);
    expect(created.first_count_candidates.map((m) => m.name)).toEqual([
      'Rozendaal',
      'Schiermonnikoog',
      'Vlieland',
    ]);
  });

  it('takes the set-up of the latest election of its category, not the active one', async () => {
    // The active election is the practice TK; the seed's PS 2027 is the latest PS election.
    const res = await call('POST', `${BASE}/create/`, {
      name: 'Provinciale Staten 2031',
      category: 'PS',
      election_date: '2031-03-19T06:30:00Z',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as ElectionDetails;
    expect(created).toMatchObject({ category: 'PS', seat_count: 75, staten_results: [] });
    expect(created.parties.map((p) => p.name)).toContain('OPNL');
    expect(created.played_municipalities).toHaveLength(12);
    expect(created.regions.filter((r) => r.kind === 'provincie')).toHaveLength(12);
    expect(created.regions.find((r) => r.name === 'Zuid-Holland')).toMatchObject({
      staten_seat_count: 55,
      stemwaarde: 692,
      values_provisional: true,
    });
    expect(created.chamber_result).toEqual({
      source: 'projection',
      regions_reported: 0,
      regions_total: 12,
      decided_by_lot: null,
    });
  });

  it('requires a name and an ISO date-time, and creates nothing otherwise', async () => {
    const count = (await list()).length;
    const cases: [object, string, string][] = [
      [{ election_date: '2030-01-01T08:00:00Z' }, 'name', 'Vul een naam in voor de verkiezing.'],
      [
        { name: '   ', election_date: '2030-01-01T08:00:00Z' },
        'name',
        'Vul een naam in voor de verkiezing.',
      ],
      [{ name: 'X' }, 'election_date', 'Vul de datum en tijd van de verkiezing in.'],
      [
        { name: 'X', election_date: '2030-01-01' },
        'election_date',
        'Vul de datum en tijd van de verkiezing in.',
      ],
      [{ name: 'X', election_date: '2030-01-01T08:00:00Z', is_active: 'yes' }, 'is_active', ''],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', `${BASE}/create/`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as Record<string, string[]>;
      expect(body[field], JSON.stringify(payload)).toBeDefined();
      if (message) expect(body[field]).toContain(message);
    }
    expect(await list()).toHaveLength(count);
  });
});

describe('editing an election (PATCH)', () => {
  let e: HandElection;
  beforeEach(async () => {
    e = await createHandElection(t);
  });

  it('changes name, dates, seat_count and the final flag', async () => {
    const res = await call('PATCH', `${BASE}/${e.id}/`, {
      name: 'Herdoopt',
      election_date: '2030-04-01T07:00:00Z',
      predictions_deadline: '2030-03-31T22:00:00Z',
      seat_count: 75,
      is_final: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Herdoopt',
      election_date: '2030-04-01T07:00:00.000Z',
      predictions_deadline: '2030-03-31T22:00:00.000Z',
      seat_count: 75,
      is_final: true,
      is_active: false,
    });
    expect((await details(e.id)).seat_count).toBe(75);
  });

  it('activating one election deactivates every other, in one step', async () => {
    const seeded = await activeElectionId(t);
    const other = await createHandElection(t, 'Andere');
    const res = await call('PATCH', `${BASE}/${e.id}/`, { is_active: true });
    expect(res.statusCode).toBe(200);
    expect((await list()).filter((row) => row.is_active).map((row) => row.id)).toEqual([e.id]);

    await call('PATCH', `${BASE}/${other.id}/`, { is_active: true });
    expect((await list()).filter((row) => row.is_active).map((row) => row.id)).toEqual([other.id]);

    // Deactivating leaves no election active.
    await call('PATCH', `${BASE}/${other.id}/`, { is_active: false });
    expect((await list()).filter((row) => row.is_active)).toEqual([]);

    await call('PATCH', `${BASE}/${seeded}/`, { is_active: true });
    expect(await activeElectionId(t)).toBe(seeded);
  });

  it('keeps at most one active election when two activations race', async () => {
    const seeded = await activeElectionId(t);
    const other = await createHandElection(t, 'Racer');
    const results = await Promise.all([
      call('PATCH', `${BASE}/${e.id}/`, { is_active: true }),
      call('PATCH', `${BASE}/${other.id}/`, { is_active: true }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const active = await t.database.db.select().from(elections).where(eq(elections.isActive, true));
    expect(active).toHaveLength(1);
    await call('PATCH', `${BASE}/${seeded}/`, { is_active: true });
  });

  it('refuses a seat_count outside 25–250 and changes nothing', async () => {
    for (const seat_count of [24, 251, 100.5, '150']) {
      const res = await call('PATCH', `${BASE}/${e.id}/`, { seat_count, name: 'Niet dit' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('seat_count');
    }
    expect(await details(e.id)).toMatchObject({ seat_count: 50, name: 'Handverkiezing' });
  });

  it('refuses a seat_count below the entered result or a seat a player filled (409)', async () => {
    const big = await createHandElection(t, 'Groot');
    await call('PATCH', `${BASE}/${big.id}/`, { seat_count: 200 });
    await call('POST', `${BASE}/${big.id}/seats/`, {
      party_seats: [
        { party_id: big.party.A, seat_count: 120 },
        { party_id: big.party.B, seat_count: 0 },
        { party_id: big.party.C, seat_count: 0 },
        { party_id: big.party.D, seat_count: 0 },
        { party_id: big.party.E, seat_count: 0 },
      ],
    });
    const belowResult = await call('PATCH', `${BASE}/${big.id}/`, { seat_count: 100 });
    expect(belowResult.statusCode).toBe(409);
    expect(belowResult.json()).toHaveProperty('seat_count');

    const player = await createUser(t);
    const playerElection = await createHandElection(t, 'Spelers');
    await call('PATCH', `${BASE}/${playerElection.id}/`, { seat_count: 150 });
    await insertPrediction(t, player.id, playerElection.id, {
      seats: [[playerElection.party.A, 120]],
    });
    // Seat numbers 0..119 are in use: 120 still fits, 119 does not.
    expect(
      (await call('PATCH', `${BASE}/${playerElection.id}/`, { seat_count: 120 })).statusCode,
    ).toBe(200);
    const belowSeats = await call('PATCH', `${BASE}/${playerElection.id}/`, { seat_count: 119 });
    expect(belowSeats.statusCode).toBe(409);
    expect((await details(playerElection.id)).seat_count).toBe(120);
  });

  it('replaces the played municipalities and drops results of those no longer played', async () => {
    await call('POST', `${BASE}/${e.id}/turnout/`, {
      turnout_results: [
        { municipality_id: e.amsterdam, actual_turnout: 70 },
        { municipality_id: e.utrecht, actual_turnout: 80 },
      ],
    });
    await call('POST', `${BASE}/${e.id}/biggest-party/`, {
      biggest_party_results: [{ municipality_id: e.utrecht, winning_party_id: e.party.A }],
    });
    const res = await call('PATCH', `${BASE}/${e.id}/`, {
      played_municipality_ids: [e.amsterdam, e.rotterdam],
    });
    expect(res.statusCode).toBe(200);
    const d = res.json() as ElectionDetails;
    expect(d.played_municipalities.map((m) => m.name)).toEqual(['Amsterdam', 'Rotterdam']);
    expect(d.turnout_results).toEqual([
      { municipality_id: e.amsterdam, region_id: e.amsterdam, actual_turnout: 70 },
    ]);
    expect(d.biggest_party_results).toEqual([]);
  });

  it('refuses unknown or repeated municipalities', async () => {
    const unknown = await call('PATCH', `${BASE}/${e.id}/`, {
      played_municipality_ids: [e.amsterdam, 987654],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('played_municipality_ids');
    const twice = await call('PATCH', `${BASE}/${e.id}/`, {
      played_municipality_ids: [e.amsterdam, e.amsterdam],
    });
    expect(twice.statusCode).toBe(400);
    const huge = await call('PATCH', `${BASE}/${e.id}/`, {
      played_municipality_ids: [99999999999],
    });
    expect(huge.statusCode).toBe(400);
    expect((await details(e.id)).played_municipalities).toHaveLength(2);
  });

  it('takes exactly three different first-count candidates and clears a result that is no longer one', async () => {
    await call('POST', `${BASE}/${e.id}/municipality-selection/`, {
      municipality_name: 'Vlieland',
    });
    for (const ids of [
      [e.vlieland, e.rozendaal],
      [e.vlieland, e.rozendaal, e.amsterdam, e.utrecht],
      [e.vlieland, e.vlieland, e.rozendaal],
    ]) {
      const res = await call('PATCH', `${BASE}/${e.id}/`, { first_count_candidate_ids: ids });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('first_count_candidate_ids');
    }
    expect((await details(e.id)).municipality_selection_result?.municipality_name).toBe('Vlieland');

    const keep = await call('PATCH', `${BASE}/${e.id}/`, {
      first_count_candidate_ids: [e.vlieland, e.amsterdam, e.utrecht],
    });
    expect(keep.json()).toMatchObject({
      municipality_selection_result: { municipality_id: e.vlieland, municipality_name: 'Vlieland' },
    });
    const drop = await call('PATCH', `${BASE}/${e.id}/`, {
      first_count_candidate_ids: [e.rozendaal, e.amsterdam, e.utrecht],
    });
    expect(drop.statusCode).toBe(200);
    const d = drop.json() as ElectionDetails;
    expect(d.first_count_candidates.map((m) => m.name)).toEqual([
      'Amsterdam',
      'Rozendaal',
      'Utrecht',
    ]);
    expect(d.municipality_selection_result).toBeNull();
  });

  it('answers 404 for an unknown election', async () => {
    expect((await call('PATCH', `${BASE}/999999/`, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('parties of an election', () => {
  let e: HandElection;
  beforeAll(async () => {
    e = await createHandElection(t, 'Partijen');
  });
  const parties = async () => (await call('GET', `${BASE}/${e.id}/parties/`)).json() as Party[];

  it('lists the parties in ballot order', async () => {
    const res = await call('GET', `${BASE}/${e.id}/parties/`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Party[]).map((p) => p.name)).toEqual([
      'Partij A',
      'Partij B',
      'Partij C',
      'Partij D',
      'Partij E',
    ]);
  });

  it('adds a party with the next list number and an upper-case colour', async () => {
    const res = await call('POST', `${BASE}/${e.id}/parties/`, {
      name: ' Nieuw ',
      hexcolor: '#a1b2c3',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Nieuw', hexcolor: '#A1B2C3', list_number: 6 });
    const withNumber = await call('POST', `${BASE}/${e.id}/parties/`, {
      name: 'Lijst tien',
      hexcolor: '#000000',
      list_number: 10,
    });
    expect(withNumber.json()).toMatchObject({ list_number: 10 });
    expect((await parties()).map((p) => p.list_number)).toEqual([1, 2, 3, 4, 5, 6, 10]);
  });

  it('refuses a list number that is taken (409) and bad names or colours (400)', async () => {
    const taken = await call('POST', `${BASE}/${e.id}/parties/`, {
      name: 'Dubbel',
      hexcolor: '#123456',
      list_number: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toHaveProperty('list_number');
    for (const payload of [
      { name: '', hexcolor: '#123456' },
      { name: 'Kleur', hexcolor: 'red' },
      { name: 'Kleur', hexcolor: '#12345' },
      { name: 'Kleur', hexcolor: '#123456', list_number: 0 },
    ]) {
      expect((await call('POST', `${BASE}/${e.id}/parties/`, payload)).statusCode).toBe(400);
    }
    expect((await parties()).some((p) => p.name === 'Dubbel' || p.name === 'Kleur')).toBe(false);
  });

  it('edits name, colour and list number, refusing a taken number', async () => {
    const res = await call('PATCH', `${BASE}/${e.id}/parties/${e.party.E}/`, {
      name: 'Partij E+',
      hexcolor: '#abcdef',
      list_number: 20,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: e.party.E,
      name: 'Partij E+',
      hexcolor: '#ABCDEF',
      list_number: 20,
    });
    const clash = await call('PATCH', `${BASE}/${e.id}/parties/${e.party.E}/`, { list_number: 2 });
    expect(clash.statusCode).toBe(409);
    expect((await parties()).find((p) => p.id === e.party.E)?.list_number).toBe(20);
  });

  it('answers 404 for a party of another election', async () => {
    const other = await createHandElection(t, 'Elders');
    const url = `${BASE}/${e.id}/parties/${other.party.A}/`;
    expect((await call('PATCH', url, { name: 'Nee' })).statusCode).toBe(404);
    expect((await call('DELETE', url)).statusCode).toBe(404);
  });

  it('deletes an unused party', async () => {
    const created = (
      await call('POST', `${BASE}/${e.id}/parties/`, {
        name: 'Weg ermee',
        hexcolor: '#111111',
      })
    ).json() as Party;
    const res = await call('DELETE', `${BASE}/${e.id}/parties/${created.id}/`);
    expect(res.statusCode).toBe(204);
    expect((await parties()).some((p) => p.id === created.id)).toBe(false);
  });

  it('refuses to delete a party that a prediction or a result uses (409)', async () => {
    const player = await createUser(t);
    // C is only the joker of a prediction; D only has a seat in one; A only wins a municipality.
    await insertPrediction(t, player.id, e.id, {
      captainPartyId: e.party.C,
      seats: [[e.party.D, 1]],
    });
    await call('POST', `${BASE}/${e.id}/biggest-party/`, {
      biggest_party_results: [{ municipality_id: e.amsterdam, winning_party_id: e.party.A }],
    });
    for (const partyId of [e.party.C, e.party.D, e.party.A]) {
      const res = await call('DELETE', `${BASE}/${e.id}/parties/${partyId}/`);
      expect(res.statusCode).toBe(409);
      expect((res.json() as { message: string }).message).toMatch(/kan niet worden verwijderd/);
    }
    expect((await parties()).map((p) => p.id)).toEqual(
      expect.arrayContaining([e.party.A, e.party.C, e.party.D]),
    );
  });
});

describe('entering results', () => {
  let e: HandElection;
  beforeEach(async () => {
    e = await createHandElection(t);
  });
  const seats = (counts: [number, number][]) =>
    call('POST', `${BASE}/${e.id}/seats/`, {
      party_seats: counts.map(([party_id, seat_count]) => ({ party_id, seat_count })),
    });
  const all = (a: number, b: number, c: number, d: number, x: number): [number, number][] => [
    [e.party.A, a],
    [e.party.B, b],
    [e.party.C, c],
    [e.party.D, d],
    [e.party.E, x],
  ];

  it('saves the seats of every party and replaces them on the next save', async () => {
    const first = await seats(all(20, 12, 10, 5, 3));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ seat_results_count: 50 });
    const second = await seats(all(10, 10, 10, 10, 0));
    const d = second.json() as ElectionDetails;
    expect(d.seat_results).toEqual([
      { party_id: e.party.A, seat_count: 10 },
      { party_id: e.party.B, seat_count: 10 },
      { party_id: e.party.C, seat_count: 10 },
      { party_id: e.party.D, seat_count: 10 },
      { party_id: e.party.E, seat_count: 0 },
    ]);
    expect((await list()).find((row) => row.id === e.id)?.seat_results_count).toBe(40);
  });

  it("refuses a seat total over the election's seat_count with the rule's message", async () => {
    await seats(all(20, 12, 10, 5, 3));
    const res = await seats(all(21, 12, 10, 5, 3));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      message:
        'Het totaal aantal zetels (51) is hoger dan het maximum van 50. Pas de aantallen aan.',
      party_seats: [
        'Het totaal aantal zetels (51) is hoger dan het maximum van 50. Pas de aantallen aan.',
      ],
    });
    expect((await details(e.id)).seat_results_count).toBe(50);
  });

  it('refuses a party over seat_count, negative or fractional seats, and changes nothing', async () => {
    await seats(all(20, 12, 10, 5, 3));
    const cases: [number, number][][] = [
      all(51, 0, 0, 0, 0),
      all(-1, 12, 10, 5, 3),
      all(2.5, 12, 10, 5, 3),
    ];
    for (const counts of cases) {
      const res = await seats(counts);
      expect(res.statusCode, JSON.stringify(counts)).toBe(400);
      expect(res.json()).toHaveProperty('party_seats');
    }
    expect((await seats(all(51, 0, 0, 0, 0))).json()).toMatchObject({
      party_seats: expect.arrayContaining([
        'Het aantal zetels per partij moet een geheel getal tussen 0 en 50 zijn. (0.seat_count)',
      ]),
    });
    expect((await details(e.id)).seat_results_count).toBe(50);
  });

  it('refuses seats that miss a party, repeat one or name a party of another election', async () => {
    const other = await createHandElection(t, 'Ander');
    const cases: [number, number][][] = [
      all(20, 12, 10, 5, 3).slice(0, 4),
      [...all(20, 12, 10, 5, 0), [e.party.A, 1]],
      [...all(20, 12, 10, 5, 0), [other.party.A, 3]],
    ];
    for (const counts of cases) {
      const res = await seats(counts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('party_seats');
    }
    expect((await details(e.id)).seat_results).toEqual([]);
  });

  it('saves turnout per played municipality with one decimal, replacing the section', async () => {
    const res = await call('POST', `${BASE}/${e.id}/turnout/`, {
      turnout_results: [
        { municipality_id: e.amsterdam, actual_turnout: 0 },
        { municipality_id: e.utrecht, actual_turnout: 64.1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ElectionDetails).turnout_results).toEqual([
      { municipality_id: e.amsterdam, region_id: e.amsterdam, actual_turnout: 0 },
      { municipality_id: e.utrecht, region_id: e.utrecht, actual_turnout: 64.1 },
    ]);
    const replaced = await call('POST', `${BASE}/${e.id}/turnout/`, {
      turnout_results: [{ municipality_id: e.utrecht, actual_turnout: 100 }],
    });
    expect((replaced.json() as ElectionDetails).turnout_results).toEqual([
      { municipality_id: e.utrecht, region_id: e.utrecht, actual_turnout: 100 },
    ]);
  });

  it('refuses turnout outside 0–100, with two decimals, or for a municipality not played', async () => {
    const post = (rows: object[]) =>
      call('POST', `${BASE}/${e.id}/turnout/`, { turnout_results: rows });
    const outOfRange = await post([{ municipality_id: e.amsterdam, actual_turnout: 100.1 }]);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toMatch(
      /^Vul een geldig opkomstpercentage tussen 0 en 100 in/,
    );
    expect((await post([{ municipality_id: e.amsterdam, actual_turnout: -0.1 }])).statusCode).toBe(
      400,
    );
    const step = await post([{ municipality_id: e.amsterdam, actual_turnout: 55.55 }]);
    expect(step.statusCode).toBe(400);
    expect(step.json().message).toMatch(/hooguit één decimaal/);
    const notPlayed = await post([{ municipality_id: e.rotterdam, actual_turnout: 50 }]);
    expect(notPlayed.statusCode).toBe(400);
    expect(notPlayed.json()).toHaveProperty('turnout_results');
    const twice = await post([
      { municipality_id: e.amsterdam, actual_turnout: 50 },
      { municipality_id: e.amsterdam, actual_turnout: 51 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await details(e.id)).turnout_results).toEqual([]);
  });

  it('saves the biggest party per played municipality, with an optional vote share', async () => {
    const res = await call('POST', `${BASE}/${e.id}/biggest-party/`, {
      biggest_party_results: [
        { municipality_id: e.amsterdam, winning_party_id: e.party.B, vote_percentage: 23.4 },
        { region_id: e.utrecht, winning_party_id: e.party.C },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ElectionDetails).biggest_party_results).toEqual([
      {
        municipality_id: e.amsterdam,
        region_id: e.amsterdam,
        winning_party_id: e.party.B,
        vote_percentage: 23.4,
      },
      {
        municipality_id: e.utrecht,
        region_id: e.utrecht,
        winning_party_id: e.party.C,
        vote_percentage: null,
      },
    ]);
  });

  it('refuses a biggest party of another election or a municipality not played', async () => {
    const other = await createHandElection(t, 'Ander');
    const post = (rows: object[]) =>
      call('POST', `${BASE}/${e.id}/biggest-party/`, { biggest_party_results: rows });
    const foreign = await post([{ municipality_id: e.amsterdam, winning_party_id: other.party.A }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty('biggest_party_results');
    const notPlayed = await post([{ municipality_id: e.rotterdam, winning_party_id: e.party.A }]);
    expect(notPlayed.statusCode).toBe(400);
    expect((await details(e.id)).biggest_party_results).toEqual([]);
  });

  it('saves the national turnout and refuses one outside 0–100 with the rule message', async () => {
    const ok = await call('POST', `${BASE}/${e.id}/country-turnout/`, { actual_turnout: 78.3 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ country_turnout_result: { actual_turnout: 78.3 } });
    for (const actual_turnout of [101, -1, 'abc', null]) {
      const res = await call('POST', `${BASE}/${e.id}/country-turnout/`, { actual_turnout });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        actual_turnout: ['Vul een geldig opkomstpercentage tussen 0 en 100 in'],
      });
    }
    expect((await details(e.id)).country_turnout_result).toEqual({ actual_turnout: 78.3 });
  });

  it('saves the first-counted municipality by name, only one of the candidates', async () => {
    const ok = await call('POST', `${BASE}/${e.id}/municipality-selection/`, {
      municipality_name: ' vlieland ',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      municipality_selection_result: { municipality_id: e.vlieland, municipality_name: 'Vlieland' },
    });
    for (const municipality_name of ['Amsterdam', '', 'Atlantis']) {
      const res = await call('POST', `${BASE}/${e.id}/municipality-selection/`, {
        municipality_name,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('municipality_name');
    }
    expect((await details(e.id)).municipality_selection_result?.municipality_name).toBe('Vlieland');
  });

  it('answers 404 when the election does not exist', async () => {
    const res = await call('POST', `${BASE}/999999/country-turnout/`, { actual_turnout: 50 });
    expect(res.statusCode).toBe(404);
  });
});
