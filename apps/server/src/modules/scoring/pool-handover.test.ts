import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { elections } from '../../db/schema';
import { buildTestApp, createUser, loadActiveElection, type TestApp } from '../../../test/helper';
import { buildNationalPool, nationalPoolCache, type NationalPool } from '../leagues/national-pool';
import { calculateScores } from './scoring.service';
import { insertPrediction } from './scoring.fixtures';
import { writeResults } from './scoring-sql.fixtures';

/*
 * A calculation of the active election ranks the rows it wrote and hands that ranking to this
 * instance's national pool (docs/decisions/062-incremental-scoring.md): the leaderboard and the
 * live push serve it without ranking the pool again. It must be exactly the ranking a rebuild
 * from the tables gives — names, points, ranks, previous ranks, benchmarks and time included.
 */

/** Everything a page or a push reads of a pool, in plain arrays so a difference shows. */
function served(pool: NationalPool) {
  const { electionId, electionName, isFinal, count, scoresCalculatedAt, benchmarks } = pool;
  return {
    electionId,
    electionName,
    isFinal,
    count,
    scoresCalculatedAt,
    benchmarks,
    ids: [...pool.ids],
    points: [...pool.points],
    ranks: [...pool.ranks],
    previousRanks: [...pool.previousRanks],
    usernames: pool.usernames,
  };
}

describe('the ranking a calculation hands over', () => {
  let t: TestApp;
  let electionId: number;
  let partyIds: number[];

  beforeAll(async () => {
    t = await buildTestApp();
    ({ id: electionId, partyIds } = await loadActiveElection(t));
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date('2020-01-01T00:00:00Z') })
      .where(eq(elections.id, electionId));
    const [a, b, c] = partyIds;
    const seatsOf = [
      [
        [a!, 40],
        [b!, 30],
        [c!, 20],
      ],
      [
        [b!, 50],
        [a!, 25],
      ],
      [
        [c!, 45],
        [a!, 45],
      ],
      [
        [a!, 40],
        [b!, 30],
        [c!, 20],
      ],
    ] as [number, number][][];
    for (const seats of seatsOf) {
      const user = await createUser(t);
      await insertPrediction(t, user.id, electionId, { seats, countryTurnoutTenths: 780 });
    }
    // One player without any answer: 0 points, still in the pool.
    await insertPrediction(t, (await createUser(t)).id, electionId, {});
  });
  afterAll(async () => t?.close());

  it('is the ranking a rebuild finds, after a full calculation and after one section', async () => {
    const db = t.database.db;
    const [a, b, c] = partyIds;
    const results = {
      seats: [
        [a!, 42],
        [b!, 28],
        [c!, 20],
      ] as [number, number][],
      turnout: [],
      biggestParty: [],
      firstCountedMunicipalityId: null,
      countryTurnoutTenths: 780,
    };
    await writeResults(db, electionId, results);
    await calculateScores(db, electionId, { full: true });
    const handed = nationalPoolCache(db).peek()!;
    expect(handed.count).toBe(5);
    expect(served(handed)).toEqual(served(await buildNationalPool(db)));

    await writeResults(db, electionId, {
      ...results,
      seats: [
        [a!, 30],
        [b!, 40],
        [c!, 20],
      ],
    });
    expect((await calculateScores(db, electionId)).sections).toEqual(['seats']);
    const after = nationalPoolCache(db).peek()!;
    expect(after).not.toBe(handed);
    // Players moved, and the pool knows where they stood before.
    expect([...after.previousRanks]).toEqual(
      [...after.ids].map((id) => handed.ranks[handed.positionById.get(id)!]),
    );
    expect(served(after)).toEqual(served(await buildNationalPool(db)));
  });
});
