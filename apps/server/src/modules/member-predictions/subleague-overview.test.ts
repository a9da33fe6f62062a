import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SubleagueOverviewSchema } from '@zetelpoule/shared';
import {
  elections,
  predictions,
  scores,
  seatPredictions,
  subleagueMembers,
  subleagues,
} from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  loadActiveElection,
  type ActiveElection,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { enterPool } from '../leagues/leagues.test-data';

const LOCKED = 'Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.';

describe('the sub-league overview', () => {
  let t: TestApp;
  let election: ActiveElection;
  let viewer: TestUser;
  let friend: TestUser; // a member with a different prediction
  let silent: TestUser; // a member without a prediction
  let outsider: TestUser; // in the pool, not in the sub-league
  let leagueId: number;

  async function giveSeats(predictionId: number, blocks: [partyIndex: number, count: number][]) {
    let seat = 0;
    const rows = blocks.flatMap(([partyIndex, count]) =>
      Array.from({ length: count }, () => ({
        predictionId,
        seatNumber: seat++,
        partyId: election.partyIds[partyIndex]!,
      })),
    );
    await t.database.db.insert(seatPredictions).values(rows);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    election = await loadActiveElection(t);
    viewer = await createUser(t, { username: 'anna' });
    friend = await createUser(t, {
      username: 'bram',
      firstName: 'Bram',
      lastName: 'de Vries',
      showRealName: true,
    });
    silent = await createUser(t, { username: 'cor' });
    outsider = await createUser(t);

    const own = await enterPool(t, viewer.id);
    const theirs = await enterPool(t, friend.id);
    await enterPool(t, outsider.id);
    await giveSeats(own, [
      [0, 80],
      [1, 50],
      [2, 20],
    ]);
    await giveSeats(theirs, [
      [0, 70],
      [1, 50],
      [3, 30],
    ]);
    await db
      .update(predictions)
      .set({ countryTurnoutTenths: 771, captainPartyId: election.partyIds[0]! })
      .where(eq(predictions.id, own));
    await db
      .update(predictions)
      .set({ countryTurnoutTenths: 785, captainPartyId: election.partyIds[1]! })
      .where(eq(predictions.id, theirs));

    const [league] = await db
      .insert(subleagues)
      .values({ name: 'Kantoor', creatorId: viewer.id, inviteCode: 'overview-test-code' })
      .returning();
    leagueId = league!.id;
    await db.insert(subleagueMembers).values([
      { subleagueId: leagueId, userId: viewer.id },
      { subleagueId: leagueId, userId: friend.id },
      { subleagueId: leagueId, userId: silent.id },
    ]);
  });
  afterAll(async () => {
    await election.reopen();
    await t.close();
  });

  const overview = (user: TestUser, id: number | string = leagueId) =>
    injectAs(t, user, { method: 'GET', url: `/api/auth/league/subleagues/${id}/overview/` });

  async function setDeadline(at: Date) {
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: at })
      .where(eq(elections.id, election.id));
  }

  it('answers 401 without a sign-in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/league/subleagues/${leagueId}/overview/`,
    });
    expect(res.statusCode).toBe(401);
  });

  describe('before the deadline', () => {
    beforeAll(() => setDeadline(new Date(Date.now() + 24 * 3600 * 1000)));

    it('shows no prediction of anyone, also to a member (423)', async () => {
      const res = await overview(viewer);
      expect(res.statusCode).toBe(423);
      expect(res.json()).toMatchObject({ error: 'predictions_locked', message: LOCKED });
      expect(res.body).not.toContain('bram');
    });
  });

  describe('after the deadline', () => {
    beforeAll(() => setDeadline(new Date(Date.now() - 60 * 1000)));

    it('answers 404 to a player who is not a member, and for an unknown league, alike', async () => {
      for (const res of [await overview(outsider), await overview(viewer, 99_999_999)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: 'not_a_member',
          message: 'Je bent geen lid van deze subpoule.',
        });
      }
    });

    it('answers 400 for an id that is not one', async () => {
      expect((await overview(viewer, 'abc')).statusCode).toBe(400);
    });

    it("lists every member with their prediction and how far it is from the viewer's", async () => {
      const res = await overview(viewer);
      expect(res.statusCode).toBe(200);
      const body = SubleagueOverviewSchema.parse(res.json());
      expect(body.subleague).toEqual({ id: leagueId, name: 'Kantoor' });
      expect(body.scored).toBe(false);
      expect(body.members.map((m) => m.user_name)).toEqual(['anna', 'bram', 'cor']);
      const [anna, bram, cor] = body.members;
      expect(anna!.difference).toBeNull();
      expect(bram).toMatchObject({
        full_name: 'Bram de Vries',
        rank: 1,
        points: null,
        prediction: {
          seats: [
            { party_id: election.partyIds[0], seats: 70 },
            { party_id: election.partyIds[1], seats: 50 },
            { party_id: election.partyIds[3], seats: 30 },
          ],
          top3: [election.partyIds[0], election.partyIds[1], election.partyIds[3]],
          captain_party_id: election.partyIds[1],
          country_turnout: 78.5,
        },
        difference: {
          // 10 seats from party 0 and 20 from party 2 went to party 3.
          seats_different: 30,
          top3_shared: 2,
          same_captain: false,
          country_turnout: 1.4,
          same_first_municipality: null,
        },
      });
      expect(cor).toMatchObject({ prediction: null, difference: null, points: null });
    });

    it('shows points per section, ranked, once the members are scored', async () => {
      const db = t.database.db;
      const score = (userId: number, seatPoints: number, total: number) =>
        db.insert(scores).values({
          userId,
          electionId: election.id,
          seatPoints,
          countryTurnoutPoints: total - seatPoints,
          totalPoints: total,
        });
      await score(viewer.id, 20, 24);
      await score(friend.id, 30, 33);
      const body = SubleagueOverviewSchema.parse((await overview(friend)).json());
      expect(body.scored).toBe(true);
      expect(
        body.members.map((m) => [m.user_name, m.rank, m.points?.total_points ?? null]),
      ).toEqual([
        ['bram', 1, 33],
        ['anna', 2, 24],
        ['cor', 3, null],
      ]);
      expect(body.members[1]!.points).toMatchObject({ seat_points: 20, country_turnout_points: 4 });
      // Seen by bram, anna's row is the one compared.
      expect(body.members[0]!.difference).toBeNull();
      expect(body.members[1]!.difference).toMatchObject({ seats_different: 30 });
      await db.delete(scores).where(and(eq(scores.electionId, election.id)));
    });
  });
});
