import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  DeadlinePassedBodySchema,
  PREDICTION_PATHS,
  QUICK_START_MESSAGES,
  QuickStartOptionsSchema,
  QuickStartResultSchema,
  type QuickStartSource,
} from '@zetelpoule/shared';
import {
  buildTestApp,
  createUser,
  injectAs,
  loadActiveElection,
  type ActiveElection,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { elections, parties, predictions, seatPredictions } from '../../db/schema';
import { createBenchmark } from '../poll-opponents/poll-opponents.service';

/*
 * POST /api/auth/predictions/quick-start/ fills the whole chamber in one call, and GET tells
 * which of the three buttons can (docs/decisions/063-quick-start.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const start = (t: TestApp, user: TestUser, source: QuickStartSource | string) =>
  injectAs(t, user, { method: 'POST', url: PREDICTION_PATHS.quickStart, payload: { source } });

const options = async (t: TestApp, user: TestUser) => {
  const res = await injectAs(t, user, { method: 'GET', url: PREDICTION_PATHS.quickStart });
  expect(res.statusCode).toBe(200);
  return QuickStartOptionsSchema.parse(res.json());
};

/** The player's stored seats per party name, read straight from the tables. */
async function storedByName(t: TestApp, userId: number, electionId: number) {
  const rows = await t.database.db
    .select({ seat: seatPredictions.seatNumber, name: parties.name })
    .from(seatPredictions)
    .innerJoin(predictions, eq(predictions.id, seatPredictions.predictionId))
    .innerJoin(parties, eq(parties.id, seatPredictions.partyId))
    .where(and(eq(predictions.userId, userId), eq(predictions.electionId, electionId)))
    .orderBy(asc(seatPredictions.seatNumber));
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.name] = (counts[row.name] ?? 0) + 1;
  return { total: rows.length, counts };
}

async function partyIdsByName(t: TestApp, electionId: number) {
  const rows = await t.database.db
    .select({ id: parties.id, name: parties.name })
    .from(parties)
    .where(eq(parties.electionId, electionId));
  return new Map(rows.map((row) => [row.name, row.id]));
}

describe('the quick start of a Tweede Kamer election', () => {
  let t: TestApp;
  let election: ActiveElection;
  let player: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    election = await loadActiveElection(t);
  });
  afterAll(() => t.close());
  afterEach(() => election.reopen());

  /** Two polls by the admin, entered once for the tests that need them. */
  let polls: Promise<unknown> | null = null;
  function enterPolls() {
    polls ??= (async () => {
      const ids = await partyIdsByName(t, election.id);
      const poll = (name: string, seats: Record<string, number>) =>
        createBenchmark(t.database.db, election.id, {
          name,
          party_seats: Object.entries(seats).map(([party, seat_count]) => ({
            party_id: ids.get(party)!,
            seat_count,
          })),
        });
      await poll('Peiling A', { PVV: 30, D66: 30, VVD: 30, CDA: 30, JA21: 30 });
      await poll('Peiling B', { PVV: 40, D66: 20, VVD: 30, CDA: 30, JA21: 30 });
    })();
    return polls;
  }

  it('answers 401 to a visitor who is not signed in', async () => {
    const get = await t.app.inject({ method: 'GET', url: PREDICTION_PATHS.quickStart });
    const post = await t.app.inject({
      method: 'POST',
      url: PREDICTION_PATHS.quickStart,
      payload: { source: 'polls' },
    });
    expect(get.statusCode).toBe(401);
    expect(post.statusCode).toBe(401);
  });

  it('refuses an unknown source in Dutch', async () => {
    player = await createUser(t);
    const res = await start(t, player, 'gokken');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Kies waarmee je wilt beginnen/);
  });

  it('fills all 150 seats with the TK 2025 result as the previous chamber', async () => {
    player = await createUser(t);
    const res = await start(t, player, 'previous');
    expect(res.statusCode).toBe(200);
    const result = QuickStartResultSchema.parse(res.json());
    expect(result.basis).toEqual({ kind: 'previous', names: ['Tweede Kamerverkiezing 2025'] });
    expect(result.seat_predictions).toHaveLength(150);
    const stored = await storedByName(t, player.id, election.id);
    expect(stored.total).toBe(150);
    // The official result, party by party (SOURCES.md §3).
    expect(stored.counts).toMatchObject({
      PVV: 26,
      D66: 26,
      VVD: 22,
      'GroenLinks-PvdA': 20,
      CDA: 18,
      JA21: 9,
      FVD: 7,
      BBB: 4,
      '50PLUS': 2,
      Volt: 1,
    });
    expect(stored.counts.NSC).toBeUndefined();
  });

  it('scales the previous chamber to a seat count of 100, summing to exactly 100', async () => {
    await t.database.db
      .update(elections)
      .set({ seatCount: 100 })
      .where(eq(elections.id, election.id));
    player = await createUser(t);
    const res = await start(t, player, 'previous');
    expect(res.statusCode).toBe(200);
    const stored = await storedByName(t, player.id, election.id);
    expect(stored.total).toBe(100);
    // 26 of 150 is 17.33 of 100; 9 of 150 is 6.
    expect(stored.counts).toMatchObject({ PVV: 17, D66: 17, JA21: 6 });
  });

  it('has no polls to start from until an admin enters one, then fills from their mean', async () => {
    player = await createUser(t);
    const before = await options(t, player);
    expect(before.options.find((o) => o.source === 'polls')?.basis).toBeNull();
    const refused = await start(t, player, 'polls');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(QUICK_START_MESSAGES.noPolls);
    expect((await storedByName(t, player.id, election.id)).total).toBe(0);

    await enterPolls();

    const after = await options(t, player);
    expect(after.options.find((o) => o.source === 'polls')?.basis).toEqual({
      kind: 'polls',
      names: ['Peiling A', 'Peiling B'],
    });
    const res = await start(t, player, 'polls');
    expect(res.statusCode).toBe(200);
    const stored = await storedByName(t, player.id, election.id);
    expect(stored.total).toBe(150);
    expect(stored.counts).toEqual({ PVV: 35, D66: 25, VVD: 30, CDA: 30, JA21: 30 });
  });

  it("fills the crowd's button from the polls while the crowd is secret, and says so", async () => {
    await enterPolls();
    player = await createUser(t);
    const crowd = (await options(t, player)).options.find((o) => o.source === 'crowd');
    expect(crowd?.basis?.kind).toBe('polls');
    const res = await start(t, player, 'crowd');
    expect(res.statusCode).toBe(200);
    const result = QuickStartResultSchema.parse(res.json());
    expect(result.source).toBe('crowd');
    expect(result.basis.kind).toBe('polls');
    expect((await storedByName(t, player.id, election.id)).counts.PVV).toBe(35);
  });

  it('replaces seats placed before, and the PUT of the old counts undoes it', async () => {
    player = await createUser(t);
    const ids = await partyIdsByName(t, election.id);
    const earlier = { party_seats: [{ party_id: ids.get('Volt')!, seats: 12 }] };
    const put = await injectAs(t, player, {
      method: 'PUT',
      url: PREDICTION_PATHS.seats,
      payload: earlier,
    });
    expect(put.statusCode).toBe(200);
    expect((await start(t, player, 'previous')).statusCode).toBe(200);
    expect((await storedByName(t, player.id, election.id)).counts.Volt).toBe(1);

    const undo = await injectAs(t, player, {
      method: 'PUT',
      url: PREDICTION_PATHS.seats,
      payload: earlier,
    });
    expect(undo.statusCode).toBe(200);
    expect(await storedByName(t, player.id, election.id)).toEqual({
      total: 12,
      counts: { Volt: 12 },
    });
  });

  it('refuses with the deadline error after the deadline and leaves the seats alone', async () => {
    player = await createUser(t);
    expect((await start(t, player, 'previous')).statusCode).toBe(200);
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() - DAY_MS) })
      .where(eq(elections.id, election.id));
    for (const source of ['polls', 'crowd', 'previous'] as const) {
      const res = await start(t, player, source);
      expect(res.statusCode).toBe(423);
      const body = DeadlinePassedBodySchema.parse(res.json());
      expect(body.message).toBe(
        'De deadline is verstreken. Voorspellingen kunnen niet meer worden gewijzigd.',
      );
    }
    expect((await storedByName(t, player.id, election.id)).total).toBe(150);
  });
});

describe('the quick start of Provinciale Staten 2027', () => {
  let t: TestApp;
  let election: ActiveElection;

  beforeAll(async () => {
    t = await buildTestApp({ active: 'ps2027' });
    election = await loadActiveElection(t);
  });
  afterAll(() => t.close());

  it('fills the 75 seats of the Eerste Kamer with the one elected in 2023', async () => {
    const player = await createUser(t);
    const offered = (await options(t, player)).options.find((o) => o.source === 'previous');
    expect(offered?.basis).toEqual({ kind: 'previous', names: ['Eerste Kamer 2023'] });
    const res = await start(t, player, 'previous');
    expect(res.statusCode).toBe(200);
    const stored = await storedByName(t, player.id, election.id);
    expect(stored.total).toBe(75);
    // GroenLinks and the PvdA, 7 each in 2023, stand as one list today.
    expect(stored.counts).toEqual({
      BBB: 16,
      VVD: 10,
      'GroenLinks-PvdA': 14,
      CDA: 6,
      D66: 5,
      PVV: 4,
      SP: 3,
      ChristenUnie: 3,
      PvdD: 3,
      JA21: 3,
      SGP: 2,
      Volt: 2,
      FVD: 2,
      '50PLUS': 1,
      OPNL: 1,
    });
  });
});
