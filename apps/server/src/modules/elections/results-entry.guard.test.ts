import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RESULTS_BEFORE_DEADLINE_CODE, type ElectionDetails } from '@zetelpoule/shared';
import { elections } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { createHandElection, type HandElection } from '../scoring/scoring.fixtures';
import {
  TK2021_UPLOAD,
  insertTestElection,
  multipart,
  snapshotResults,
} from '../results-import/results-import.test-support';

/*
 * docs/decisions/050-results-before-the-deadline.md: while an election's predictions are open, every results-entry write is
 * refused with 409 unless the admin confirmed it, and then nothing is written.
 */

const BASE = '/api/auth/admin/election-results';
const DEADLINE = new Date('2030-03-20T07:30:00Z');

let t: TestApp;
let admin: TestUser;
let hand: HandElection;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isStaff: true });
  hand = await createHandElection(t, 'Nog open', 50, { open: true });
});
afterAll(() => t.close());

const post = (path: string, payload: object) =>
  injectAs(t, admin, { method: 'POST', url: `${BASE}/${hand.id}/${path}/`, payload });
const details = async (id = hand.id) =>
  (await injectAs(t, admin, { method: 'GET', url: `${BASE}/${id}/` })).json() as ElectionDetails;

/** One body per results section of the admin's tabs. */
const sections = () => {
  const { A, B, C, D, E } = hand.party;
  return {
    seats: {
      party_seats: [A, B, C, D, E].map((party_id, i) => ({ party_id, seat_count: 10 - i })),
    },
    turnout: { turnout_results: [{ municipality_id: hand.amsterdam, actual_turnout: 71.5 }] },
    'biggest-party': {
      biggest_party_results: [{ municipality_id: hand.utrecht, winning_party_id: B }],
    },
    'country-turnout': { actual_turnout: 77.7 },
    'municipality-selection': { municipality_name: 'Vlieland' },
  };
};

const refusal = {
  error: RESULTS_BEFORE_DEADLINE_CODE,
  message:
    'De voorspellingen zijn nog open tot woensdag 20 maart 2030 om 08:30. ' +
    'Bevestig dat je nu al uitslagen wilt invoeren.',
  predictions_deadline: DEADLINE.toISOString(),
};

describe('results entered while predictions are open', () => {
  it('refuses every section with 409 and the deadline in Dutch, and stores nothing', async () => {
    const before = await details();
    for (const [path, body] of Object.entries(sections())) {
      const res = await post(path, body);
      expect(res.statusCode, path).toBe(409);
      expect(res.json(), path).toEqual(refusal);
      // An explicit "no" is no confirmation either.
      const no = await post(path, { ...body, confirm_before_deadline: false });
      expect(no.statusCode, path).toBe(409);
    }
    const after = await details();
    expect(after.results_status).toBe('none');
    expect(after).toEqual(before);
  });

  it('stores every section once the admin confirms', async () => {
    for (const [path, body] of Object.entries(sections())) {
      const res = await post(path, { ...body, confirm_before_deadline: true });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
    const after = await details();
    expect(after).toMatchObject({
      seat_results_count: 40,
      country_turnout_result: { actual_turnout: 77.7 },
      municipality_selection_result: { municipality_name: 'Vlieland' },
      results_status: 'provisional',
    });
    expect(after.turnout_results).toHaveLength(1);
    expect(after.biggest_party_results).toHaveLength(1);
  });

  it('asks nothing once the deadline has passed', async () => {
    const closed = await createHandElection(t, 'Gesloten');
    const res = await injectAs(t, admin, {
      method: 'POST',
      url: `${BASE}/${closed.id}/country-turnout/`,
      payload: { actual_turnout: 80 },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a bad confirmation value as a 400, not as a confirmation', async () => {
    const res = await post('country-turnout', {
      actual_turnout: 70,
      confirm_before_deadline: 'ja',
    });
    expect(res.statusCode).toBe(400);
  });

  it("refuses a province's Staten seats the same way, then takes them confirmed", async () => {
    const [ps] = await t.database.db
      .select({ id: elections.id })
      .from(elections)
      .where(eq(elections.seedKey, 'ps2027'));
    const ps2027 = await details(ps!.id);
    const drenthe = ps2027.regions.find((r) => r.name === 'Drenthe');
    if (drenthe?.kind !== 'provincie') throw new Error('PS 2027 plays Drenthe');
    const body = {
      region_id: drenthe.id,
      party_seats: [{ party_id: ps2027.parties[0]!.id, seat_count: drenthe.staten_seat_count! }],
    };
    const url = `${BASE}/${ps!.id}/staten-seats/`;
    const refused = await injectAs(t, admin, { method: 'POST', url, payload: body });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: RESULTS_BEFORE_DEADLINE_CODE,
      message: expect.stringMatching(/^De voorspellingen zijn nog open tot .+ 2027 om /),
    });
    expect((await details(ps!.id)).staten_results).toEqual([]);

    const confirmed = await injectAs(t, admin, {
      method: 'POST',
      url,
      payload: { ...body, confirm_before_deadline: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json() as ElectionDetails).staten_results).toHaveLength(1);
  });

  it('lets an import be tried freely, and applies it only when confirmed', async () => {
    const id = await insertTestElection(t.database.db, { name: 'TK2021 nog open', lists: 37 });
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: DEADLINE })
      .where(eq(elections.id, id));
    const upload = (query: string) =>
      injectAs(t, admin, {
        method: 'POST',
        url: `${BASE}/${id}/import/?${query}`,
        ...multipart([TK2021_UPLOAD]),
      });
    const before = await snapshotResults(t.database.db, id);

    const tried = await upload('dry_run=true');
    expect(tried.statusCode, tried.body).toBe(200);
    expect(tried.json()).toMatchObject({ applied: false });

    const refused = await upload('dry_run=false');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal);
    expect(await snapshotResults(t.database.db, id)).toEqual(before);

    const applied = await upload('dry_run=false&confirm_before_deadline=true');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true });
    expect((await snapshotResults(t.database.db, id)).election).toEqual([{ country: 793 }]);
  }, 60_000);
});
