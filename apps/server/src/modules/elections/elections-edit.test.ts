import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ElectionDetails } from '@zetelpoule/shared';
import { elections } from '../../db/schema';
import { createUser } from '../../../test/helper';
import {
  activeElectionId,
  createHandElection,
  insertPrediction,
  type HandElection,
} from '../scoring/scoring.fixtures';
import { BASE, useElectionsAdmin } from './elections.test-support';

/* The admin editing an election (PATCH) through the real app. */

const { t, call, details, list } = useElectionsAdmin();

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
