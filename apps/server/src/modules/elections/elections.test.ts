import { beforeAll, describe, expect, it } from 'vitest';
import type { ElectionDetails, ElectionSummary, Party } from '@zetelpoule/shared';
import { createUser } from '../../../test/helper';
import {
  activeElectionId,
  createHandElection,
  insertPrediction,
  type HandElection,
} from '../scoring/scoring.fixtures';
import { BASE, useElectionsAdmin } from './elections.test-support';

/* The admin's election list, creating an election and its parties, through the real app. */

const { t, call, details, list } = useElectionsAdmin();

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
