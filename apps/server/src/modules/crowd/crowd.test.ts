import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CrowdLockedBodySchema, CrowdSchema, type Crowd } from '@zetelpoule/shared';
import {
  biggestPartyPredictions,
  electionFirstCountCandidates,
  electionMunicipalities,
  elections,
  municipalities,
  parties,
  predictions,
  seatPredictions,
  subleagueMembers,
  subleagues,
  turnoutPredictions,
} from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { activeElectionId } from '../leagues/leagues.test-data';
import { invalidateCrowds, invalidateNationalPool } from '../leagues/national-pool';

/*
 * A crowd of seven, worked out by hand. Seats for the election's first three parties A, B and
 * C (list order); every other party gets nothing from anyone.
 *
 *        A  B  C  joker  turnout  first count  town: turnout, biggest
 *   P1   5  3  0  A      78,1     first        70,0  A
 *   P2   4  4  1  A      78,5     first        72,0  B
 *   P3   6  0  2  B      79,0     second       71,0  B
 *   P4   2  5  3  –      –        –            –     B
 *   P5   0  1  1  C      80,2     –            –     –
 *   P6   7  2  0  A      77,5     –            –     –
 *   P7   3  3  3  B      81,0     –            –     –
 * Not in the crowd: P8 (a prediction, a joker, but no seat) and P9 (no prediction at all).
 */
const CROWD: [a: number, b: number, c: number][] = [
  [5, 3, 0],
  [4, 4, 1],
  [6, 0, 2],
  [2, 5, 3],
  [0, 1, 1],
  [7, 2, 0],
  [3, 3, 3],
];
const JOKERS = [0, 0, 1, null, 2, 0, 1] as const; // index into A, B, C
const TURNOUT_TENTHS = [781, 785, 790, null, 802, 775, 810] as const;

describe('the crowd (GET /api/auth/crowd/)', () => {
  let t: TestApp;
  let electionId: number;
  let players: TestUser[];
  let outsider: TestUser; // P8: a prediction without seats
  let bystander: TestUser; // P9: no prediction, but in the sub-league
  let abc: number[];
  let otherParties: number[];
  let town: { id: number; name: string };
  let candidates: { id: number; name: string }[];
  let subleagueId: number;
  let foreignSubleagueId: number;

  const setDeadline = async (at: Date) => {
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: at })
      .where(eq(elections.id, electionId));
  };
  const crowdOf = async (user: TestUser, query = ''): Promise<Crowd> => {
    const res = await injectAs(t, user, { method: 'GET', url: `/api/auth/crowd/${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return CrowdSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    electionId = await activeElectionId(t);
    await db.update(elections).set({ seatCount: 150 }).where(eq(elections.id, electionId));
    const partyRows = await db
      .select({ id: parties.id })
      .from(parties)
      .where(eq(parties.electionId, electionId))
      .orderBy(asc(parties.listNumber));
    abc = partyRows.slice(0, 3).map((p) => p.id);
    otherParties = partyRows.slice(3).map((p) => p.id);
    const [firstTown] = await db
      .select({ id: municipalities.id, name: municipalities.name })
      .from(electionMunicipalities)
      .innerJoin(municipalities, eq(municipalities.id, electionMunicipalities.municipalityId))
      .where(eq(electionMunicipalities.electionId, electionId))
      .orderBy(asc(municipalities.name))
      .limit(1);
    town = firstTown!;
    candidates = await db
      .select({ id: municipalities.id, name: municipalities.name })
      .from(electionFirstCountCandidates)
      .innerJoin(municipalities, eq(municipalities.id, electionFirstCountCandidates.municipalityId))
      .where(eq(electionFirstCountCandidates.electionId, electionId))
      .orderBy(asc(municipalities.name));
    expect(candidates.length).toBeGreaterThanOrEqual(2);

    players = [];
    for (let i = 0; i < CROWD.length; i++) {
      const user = await createUser(t);
      players.push(user);
      const joker = JOKERS[i];
      const [prediction] = await db
        .insert(predictions)
        .values({
          userId: user.id,
          electionId,
          captainPartyId: joker === null || joker === undefined ? null : abc[joker]!,
          countryTurnoutTenths: TURNOUT_TENTHS[i] ?? null,
          firstMunicipalityId: i < 2 ? candidates[0]!.id : i === 2 ? candidates[1]!.id : null,
        })
        .returning({ id: predictions.id });
      let seat = 0;
      const seats = CROWD[i]!.flatMap((n, k) =>
        Array.from({ length: n }, () => ({
          predictionId: prediction!.id,
          seatNumber: seat++,
          partyId: abc[k]!,
        })),
      );
      await db.insert(seatPredictions).values(seats);
      if (i < 3) {
        await db.insert(turnoutPredictions).values({
          predictionId: prediction!.id,
          municipalityId: town.id,
          turnoutTenths: [700, 720, 710][i]!,
        });
      }
      if (i < 4) {
        await db.insert(biggestPartyPredictions).values({
          predictionId: prediction!.id,
          municipalityId: town.id,
          partyId: i === 0 ? abc[0]! : abc[1]!,
        });
      }
    }
    outsider = await createUser(t);
    await db.insert(predictions).values({
      userId: outsider.id,
      electionId,
      captainPartyId: abc[0]!,
      countryTurnoutTenths: 100,
    });
    bystander = await createUser(t);

    // P1, P2, P3 and P9 in a sub-league; P4 and P5 in another.
    const [league] = await db
      .insert(subleagues)
      .values({ name: 'Vrienden', creatorId: players[0]!.id, inviteCode: 'crowdtest-vrienden' })
      .returning({ id: subleagues.id });
    subleagueId = league!.id;
    await db.insert(subleagueMembers).values(
      [players[0]!, players[1]!, players[2]!, bystander].map((u) => ({
        subleagueId,
        userId: u.id,
      })),
    );
    const [foreign] = await db
      .insert(subleagues)
      .values({ name: 'Anderen', creatorId: players[3]!.id, inviteCode: 'crowdtest-anderen' })
      .returning({ id: subleagues.id });
    foreignSubleagueId = foreign!.id;
    await db
      .insert(subleagueMembers)
      .values(
        [players[3]!, players[4]!].map((u) => ({ subleagueId: foreignSubleagueId, userId: u.id })),
      );
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/crowd/' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 423 before the deadline with the player count and nothing else of the crowd', async () => {
    await setDeadline(new Date(Date.now() + 86_400_000));
    const res = await injectAs(t, players[0]!, { method: 'GET', url: '/api/auth/crowd/' });
    expect(res.statusCode).toBe(423);
    const body = CrowdLockedBodySchema.parse(res.json());
    expect(body.players).toBe(7);
    expect(body.deadline_passed).toBe(false);
    expect(Object.keys(res.json()).sort()).toEqual(
      ['deadline', 'deadline_passed', 'error', 'message', 'players'].sort(),
    );
    const sub = await injectAs(t, players[0]!, {
      method: 'GET',
      url: `/api/auth/crowd/?subleague=${subleagueId}`,
    });
    expect(sub.statusCode).toBe(423);
    expect(sub.json().players).toBe(3);
  });

  it('answers 403 for a sub-league the player is not in and 404 for an unknown one, deadline or not', async () => {
    for (const deadline of [Date.now() + 86_400_000, Date.now() - 60_000]) {
      await setDeadline(new Date(deadline));
      const foreign = await injectAs(t, players[0]!, {
        method: 'GET',
        url: `/api/auth/crowd/?subleague=${foreignSubleagueId}`,
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).not.toHaveProperty('players');
      const unknown = await injectAs(t, players[0]!, {
        method: 'GET',
        url: `/api/auth/crowd/?subleague=${foreignSubleagueId + 1000}`,
      });
      expect(unknown.statusCode).toBe(404);
    }
  });

  it('answers 400 with a Dutch message for a malformed sub-league id', async () => {
    await setDeadline(new Date(Date.now() - 60_000));
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await injectAs(t, players[0]!, {
        method: 'GET',
        url: `/api/auth/crowd/?subleague=${bad}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/subpoule/i);
    }
  });

  it('after the deadline shows the seven players, worked out by hand', async () => {
    await setDeadline(new Date(Date.now() - 60_000));
    const crowd = await crowdOf(players[4]!);
    expect(crowd.players).toBe(7);
    expect(crowd.subleague_id).toBeNull();
    expect(crowd.seat_count).toBe(150);

    const [a, b, c] = abc.map((id) => crowd.parties.find((p) => p.party_id === id)!);
    // A: 0 2 3 4 5 6 7. p10 at rank 0.6 between 0 and 2 → 1.2; p90 at rank 5.4 → 6.4.
    expect(a!.median).toBe(4);
    expect(a!.p10).toBeCloseTo(1.2, 10);
    expect(a!.share_with_seats).toBeCloseTo(6 / 7, 10);
    expect(a!.p90).toBeCloseTo(6.4, 10);
    expect(a!.mean).toBeCloseTo(27 / 7, 10);
    // B: 0 1 2 3 3 4 5 → median 3, p10 0.6, p90 4.4.
    expect(b!.median).toBe(3);
    expect(b!.p10).toBeCloseTo(0.6, 10);
    expect(b!.p90).toBeCloseTo(4.4, 10);
    expect(b!.mean).toBeCloseTo(18 / 7, 10);
    expect(b!.share_with_seats).toBeCloseTo(6 / 7, 10);
    // C: 0 0 1 1 2 3 3 → median 1, p10 0, p90 3.
    expect(c).toMatchObject({ median: 1, p10: 0, p90: 3 });
    expect(c!.mean).toBeCloseTo(10 / 7, 10);
    expect(c!.share_with_seats).toBeCloseTo(5 / 7, 10);
    for (const id of otherParties) {
      expect(crowd.parties.find((p) => p.party_id === id)).toMatchObject({
        median: 0,
        mean: 0,
        p10: 0,
        p90: 0,
        share_with_seats: 0,
        crowd_seats: 0,
      });
    }

    // The crowd parliament: seats 27 : 18 : 10 of 150 → quotas 73.64, 49.09, 27.27; floors
    // 73 + 49 + 27 = 149, the last seat to A's remainder .64.
    expect([a!.crowd_seats, b!.crowd_seats, c!.crowd_seats]).toEqual([74, 49, 27]);
    expect(crowd.parties.reduce((sum, p) => sum + p.crowd_seats, 0)).toBe(150);

    // Top 3 (ties by list number): P1 A B · P2 A B C · P3 A C · P4 B C A · P5 B C · P6 A B ·
    // P7 A B C.
    const shares = (position: number) =>
      crowd.top3
        .find((p) => p.position === position)!
        .shares.map((s) => [abc.indexOf(s.party_id), s.share * 7]);
    expect(shares(1)).toEqual([
      [0, 5],
      [1, 2],
    ]);
    expect(shares(2).map(([k, n]) => [k, Math.round(n!)])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(shares(3).map(([k, n]) => [k, Math.round(n!)])).toEqual([
      [2, 2],
      [0, 1],
    ]);

    // Jokers A ×3, B ×2, C ×1 (P4 has none; P8's A does not count).
    expect(crowd.joker.map((j) => [abc.indexOf(j.party_id), Math.round(j.share * 7)])).toEqual([
      [0, 3],
      [1, 2],
      [2, 1],
    ]);

    // First count: the first candidate twice, the second once, the rest never.
    expect(crowd.first_count.map((f) => f.municipality_id)).toEqual(candidates.map((m) => m.id));
    expect(crowd.first_count[0]!.share).toBeCloseTo(2 / 7, 10);
    expect(crowd.first_count[1]!.share).toBeCloseTo(1 / 7, 10);
    for (const f of crowd.first_count.slice(2)) expect(f.share).toBe(0);

    // Turnout: 77.5 78.1 78.5 79.0 80.2 81.0 → median (78.5 + 79.0) / 2 = 78.75.
    expect(crowd.turnout.median).toBeCloseTo(78.75, 10);
    expect(crowd.turnout.answers).toBe(6);
    expect(crowd.turnout.histogram).toEqual([
      { percent: 77, count: 1 },
      { percent: 78, count: 2 },
      { percent: 79, count: 1 },
      { percent: 80, count: 1 },
      { percent: 81, count: 1 },
    ]);

    const played = crowd.municipalities.find((m) => m.municipality_id === town.id)!;
    expect(played.turnout_median).toBe(71);
    expect(played.turnout_answers).toBe(3);
    expect(
      played.biggest_party.map((p) => [abc.indexOf(p.party_id), Math.round(p.share * 7)]),
    ).toEqual([
      [1, 3],
      [0, 1],
    ]);
    for (const other of crowd.municipalities.filter((m) => m.municipality_id !== town.id)) {
      expect(other).toMatchObject({ turnout_median: null, turnout_answers: 0, biggest_party: [] });
    }
  });

  it("shows a sub-league's own crowd: its members with seats only", async () => {
    await setDeadline(new Date(Date.now() - 60_000));
    const crowd = await crowdOf(bystander, `?subleague=${subleagueId}`);
    expect(crowd.players).toBe(3);
    expect(crowd.subleague_id).toBe(subleagueId);
    const [a, b, c] = abc.map((id) => crowd.parties.find((p) => p.party_id === id)!);
    // A 4 5 6, B 0 3 4, C 0 1 2; seats 15 : 7 : 3 of 150 → 90, 42, 18 exactly.
    expect([a!.median, b!.median, c!.median]).toEqual([5, 3, 1]);
    expect([a!.crowd_seats, b!.crowd_seats, c!.crowd_seats]).toEqual([90, 42, 18]);
    expect(crowd.turnout.median).toBe(78.5);
  });

  it('serves the cached crowd through scoring, and recomputes it in the background after an invalidation', async () => {
    await setDeadline(new Date(Date.now() - 60_000));
    const before = await crowdOf(players[0]!);
    // Remove P7 behind the server's back: the cached crowd still has seven…
    await t.database.db.delete(predictions).where(eq(predictions.userId, players[6]!.id));
    expect((await crowdOf(players[0]!)).computed_at).toBe(before.computed_at);
    // …also when the scores are recalculated (election night: every few seconds)…
    invalidateNationalPool(t.database.db);
    expect((await crowdOf(players[0]!)).players).toBe(7);
    // …until the bus says the predictions changed, as an account deletion does: the reader is
    // not kept waiting, the next ones get the recomputed crowd.
    invalidateCrowds(t.database.db);
    expect((await crowdOf(players[0]!)).players).toBe(7);
    await expect.poll(async () => (await crowdOf(players[0]!)).players).toBe(6);
    const after = await crowdOf(players[0]!);
    expect(after.parties.reduce((sum, p) => sum + p.crowd_seats, 0)).toBe(150);
  });
});
