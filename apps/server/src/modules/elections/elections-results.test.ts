import { beforeEach, describe, expect, it } from 'vitest';
import type { ElectionDetails } from '@zetelpoule/shared';
import { createHandElection, type HandElection } from '../scoring/scoring.fixtures';
import { BASE, useElectionsAdmin } from './elections.test-support';

/* The admin entering an election's results through the real app. */

const { t, call, details, list } = useElectionsAdmin();

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
