import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { elections, parties, predictions, scoreBases } from '../../db/schema';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helper';
import { calculateScores } from './scoring.service';
import { createHandElection, insertPrediction, type HandElection } from './scoring.fixtures';
import { engineScores, storedScores, writeResults, type ResultsSpec } from './scoring-sql.fixtures';
import { SECTIONS, type Section } from './scoring.sql';

/*
 * Scoring runs as SQL (scoring.sql.ts); the pure engine in packages/shared is the reference.
 * On random predictions and results (PGlite, or PostgreSQL with DATABASE_URL):
 * - a full calculation stores exactly the engine's breakdown for every player;
 * - after one section's results change, the calculation that recomputes only that section
 *   stores the engine's breakdown again, and the same totals, ranks and previous ranks as a
 *   full calculation of the same state.
 */

const PLAYERS = 6;

describe('scoring in SQL against the engine', () => {
  let t: TestApp;
  let e: HandElection;
  const users: TestUser[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    e = await createHandElection(t, 'Eigenschappen');
    // Closed long ago, so a recalculation may recompute one section only.
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date('2020-01-01T00:00:00Z') })
      .where(eq(elections.id, e.id));
    for (let i = 0; i < PLAYERS; i++) users.push(await createUser(t));
  });
  afterAll(async () => t?.close());

  it('stores the engine’s breakdown, in full and section by section', async () => {
    const db = t.database.db;
    const partyIds = Object.values(e.party);
    const played = [e.amsterdam, e.utrecht];
    // Answers and results for a municipality the election does not play count for nothing.
    const towns = [...played, e.rotterdam];
    const candidates = [e.schiermonnikoog, e.vlieland, e.rozendaal];
    const tenths = fc.integer({ min: 0, max: 1000 });
    const partyArb = fc.constantFrom(...partyIds);
    const perTown = <T>(value: fc.Arbitrary<T>) =>
      fc
        .subarray(towns)
        .chain((ids) => fc.tuple(...ids.map((id) => value.map((v) => [id, v] as [number, T]))));
    const seatsArb = (max: number) =>
      fc.tuple(
        ...partyIds.map((id) =>
          fc.integer({ min: 0, max }).map((n) => [id, n] as [number, number]),
        ),
      );
    const resultsArb: fc.Arbitrary<ResultsSpec> = fc.record({
      seats: fc.option(seatsArb(60)),
      turnout: perTown(tenths).map((rows) => rows.filter(([id]) => id !== e.rotterdam)),
      biggestParty: perTown(partyArb).map((rows) => rows.filter(([id]) => id !== e.rotterdam)),
      firstCountedMunicipalityId: fc.option(fc.constantFrom(...candidates)),
      countryTurnoutTenths: fc.option(tenths),
    });
    const predictionArb = fc.record({
      seats: seatsArb(40),
      captainPartyId: fc.option(partyArb),
      firstMunicipalityId: fc.option(fc.constantFrom(...candidates)),
      countryTurnoutTenths: fc.option(tenths),
      turnoutTenths: perTown(tenths),
      biggestParty: perTown(partyArb),
    });
    const scenarioArb = fc.record({
      listNumbers: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), {
        minLength: partyIds.length,
        maxLength: partyIds.length,
      }),
      seatCount: fc.oneof(fc.constantFrom(150, 75, 31), fc.integer({ min: 25, max: 250 })),
      predictions: fc.array(predictionArb, { minLength: 1, maxLength: PLAYERS }),
      before: resultsArb,
      section: fc.constantFrom<Section>(...SECTIONS),
      after: resultsArb,
    });

    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        await db.delete(predictions).where(eq(predictions.electionId, e.id));
        await db.delete(scoreBases).where(eq(scoreBases.electionId, e.id));
        await db.execute(sql`delete from scores where election_id = ${e.id}`);
        for (const [index, id] of partyIds.entries()) {
          await db
            .update(parties)
            .set({ listNumber: 1000 + index })
            .where(eq(parties.id, id));
        }
        for (const [index, id] of partyIds.entries()) {
          await db
            .update(parties)
            .set({ listNumber: scenario.listNumbers[index]! })
            .where(eq(parties.id, id));
        }
        await db
          .update(elections)
          .set({ seatCount: scenario.seatCount })
          .where(eq(elections.id, e.id));
        for (const [index, prediction] of scenario.predictions.entries()) {
          await insertPrediction(t, users[index]!.id, e.id, prediction);
        }

        await writeResults(db, e.id, scenario.before);
        await calculateScores(db, e.id, { full: true });
        const engine = await engineScores(db, e.id);
        const full = await storedScores(db, e.id);
        expect(full.map((row) => row.breakdown)).toEqual(full.map((row) => engine.get(row.userId)));

        // One section's results change; the others stay as they were.
        const after = withSection(scenario.before, scenario.after, scenario.section);
        await writeResults(db, e.id, after);
        const incremental = await calculateScores(db, e.id);
        expect(incremental.sections.every((s) => s === scenario.section)).toBe(true);
        const engineAfter = await engineScores(db, e.id);
        const partial = await storedScores(db, e.id);
        expect(partial.map((row) => row.breakdown)).toEqual(
          partial.map((row) => engineAfter.get(row.userId)),
        );
        await calculateScores(db, e.id, { full: true });
        expect(await storedScores(db, e.id)).toEqual(partial);
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});

/** `before` with one section taken from `after`. */
function withSection(before: ResultsSpec, after: ResultsSpec, section: Section): ResultsSpec {
  switch (section) {
    case 'seats':
      return { ...before, seats: after.seats };
    case 'turnout':
      return { ...before, turnout: after.turnout };
    case 'biggest_party':
      return { ...before, biggestParty: after.biggestParty };
    case 'first':
      return { ...before, firstCountedMunicipalityId: after.firstCountedMunicipalityId };
    case 'country':
      return { ...before, countryTurnoutTenths: after.countryTurnoutTenths };
  }
}
