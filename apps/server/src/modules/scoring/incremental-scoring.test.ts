import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { elections, parties } from '../../db/schema';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { calculateScores } from './scoring.service';
import {
  createHandElection,
  exactPrediction,
  insertPrediction,
  type HandElection,
} from './scoring.fixtures';
import { storedScores, writeResults, type ResultsSpec } from './scoring-sql.fixtures';
import type { Section } from './scoring.sql';

/*
 * After a results change a calculation recomputes only the sections whose results changed
 * (docs/decisions/062-incremental-scoring.md). For each kind of change of election night: the
 * calculation names that section alone, and a full calculation of the same state afterwards
 * finds exactly the same points, totals, ranks and previous ranks. Then the cases where only a
 * full calculation is safe.
 */

describe('recalculating one section', () => {
  let t: TestApp;
  let e: HandElection;
  let results: ResultsSpec;

  beforeAll(async () => {
    t = await buildTestApp();
    // Held, predictions closed: the hand election's default.
    e = await createHandElection(t, 'Verkiezingsavond', 150);
    const { A, B, C, D, E } = e.party;
    const specs = [
      exactPrediction(e),
      {
        seats: [
          [B, 25],
          [A, 15],
          [D, 10],
        ],
        captainPartyId: D,
        firstMunicipalityId: e.rozendaal,
        countryTurnoutTenths: 760,
        turnoutTenths: [[e.amsterdam, 690]],
        biggestParty: [[e.utrecht, A]],
      },
      {
        seats: [
          [C, 30],
          [E, 20],
        ],
        captainPartyId: E,
        countryTurnoutTenths: 810,
        turnoutTenths: [[e.utrecht, 790]],
        biggestParty: [[e.amsterdam, C]],
      },
      {
        seats: [
          [A, 18],
          [B, 14],
          [C, 9],
          [D, 6],
          [E, 3],
        ],
        captainPartyId: B,
        firstMunicipalityId: e.vlieland,
        turnoutTenths: [
          [e.amsterdam, 712],
          [e.utrecht, 801],
        ],
        biggestParty: [
          [e.amsterdam, A],
          [e.utrecht, C],
        ],
      },
    ] as const;
    for (const spec of specs) {
      const user = await createUser(t);
      await insertPrediction(t, user.id, e.id, JSON.parse(JSON.stringify(spec)));
    }
    results = {
      seats: [
        [A, 20],
        [B, 12],
        [C, 10],
        [D, 5],
        [E, 3],
      ],
      turnout: [
        [e.amsterdam, 700],
        [e.utrecht, 805],
      ],
      biggestParty: [
        [e.amsterdam, A],
        [e.utrecht, B],
      ],
      firstCountedMunicipalityId: e.vlieland,
      countryTurnoutTenths: 783,
    };
    await writeResults(t.database.db, e.id, results);
    expect((await calculateScores(t.database.db, e.id)).sections).toHaveLength(5);
  });
  afterAll(async () => t?.close());

  const changes: [string, Section, (r: ResultsSpec) => ResultsSpec][] = [
    [
      'one region’s turnout',
      'turnout',
      (r) => ({ ...r, turnout: [[e.amsterdam, 688], r.turnout[1]!] }),
    ],
    [
      'one region’s biggest party',
      'biggest_party',
      (r) => ({ ...r, biggestParty: [r.biggestParty[0]!, [e.utrecht, e.party.C]] }),
    ],
    [
      'the seats',
      'seats',
      (r) => ({
        ...r,
        seats: [
          [e.party.A, 19],
          [e.party.B, 12],
          [e.party.C, 11],
          [e.party.D, 5],
          [e.party.E, 3],
        ],
      }),
    ],
    ['the national turnout', 'country', (r) => ({ ...r, countryTurnoutTenths: 771 })],
    ['the first municipality', 'first', (r) => ({ ...r, firstCountedMunicipalityId: e.rozendaal })],
    ['a region’s turnout withdrawn', 'turnout', (r) => ({ ...r, turnout: r.turnout.slice(0, 1) })],
  ];

  for (const [name, section, change] of changes) {
    it(`after a change of ${name}, recomputes that section only, as a full calculation would`, async () => {
      const db = t.database.db;
      const before = await storedScores(db, e.id);
      results = change(results);
      await writeResults(db, e.id, results);
      const calculated = await calculateScores(db, e.id);
      expect(calculated.sections).toEqual([section]);
      const incremental = await storedScores(db, e.id);
      // The change moved someone's points, and the ranks before it are kept as previous ranks.
      expect(incremental.map((row) => row.breakdown)).not.toEqual(
        before.map((row) => row.breakdown),
      );
      expect(incremental.map((row) => row.previousRank)).toEqual(before.map((row) => row.rank));
      expect((await calculateScores(db, e.id, { full: true })).sections).toHaveLength(5);
      expect(await storedScores(db, e.id)).toEqual(incremental);
    });
  }

  it('scores everything when the election’s set-up changed since', async () => {
    const db = t.database.db;
    await db.update(parties).set({ listNumber: 9 }).where(eq(parties.id, e.party.E));
    await writeResults(db, e.id, { ...results, countryTurnoutTenths: 700 });
    expect((await calculateScores(db, e.id)).sections).toHaveLength(5);
  });

  it('scores everything when a player has a prediction but no score yet', async () => {
    const db = t.database.db;
    const late = await createUser(t);
    await insertPrediction(t, late.id, e.id, { countryTurnoutTenths: 700 });
    await writeResults(db, e.id, { ...results, countryTurnoutTenths: 701 });
    expect((await calculateScores(db, e.id)).sections).toHaveLength(5);
    expect(
      (await storedScores(db, e.id)).find((row) => row.userId === late.id)?.breakdown
        .country_turnout_points,
    ).toBe(5);
  });

  it('scores everything while predictions may still change (deadline not long enough ago)', async () => {
    const db = t.database.db;
    await db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() - 1000) })
      .where(eq(elections.id, e.id));
    await calculateScores(db, e.id, { full: true });
    await writeResults(db, e.id, { ...results, countryTurnoutTenths: 702 });
    expect((await calculateScores(db, e.id)).sections).toHaveLength(5);
  });
});
