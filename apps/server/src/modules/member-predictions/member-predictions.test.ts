import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MemberPredictionsSchema } from '@zetelpoule/shared';
import {
  biggestPartyPredictions,
  elections,
  municipalities,
  parties,
  predictions,
  scores,
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
import { activeElectionId, enterPool } from '../leagues/leagues.test-data';

const LOCKED = 'Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.';
const FORBIDDEN = 'Je hebt geen toestemming om de voorspellingen van deze gebruiker te bekijken.';
const NOT_FOUND = 'Gebruiker of voorspellingen niet gevonden.';

describe("viewing another player's predictions", () => {
  let t: TestApp;
  let electionId: number;
  let viewer: TestUser;
  let friend: TestUser; // shares a sub-league with viewer, has a full prediction
  let stranger: TestUser; // in the national pool, shares nothing with viewer
  let noPrediction: TestUser; // shares a sub-league with viewer but never predicted
  let admin: TestUser;
  let unscored: TestUser; // in the national pool without a score yet
  let partyIds: number[];
  let amsterdam: { id: number; name: string };
  let vlieland: { id: number };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    electionId = await activeElectionId(t);
    viewer = await createUser(t);
    friend = await createUser(t);
    stranger = await createUser(t);
    noPrediction = await createUser(t);
    admin = await createUser(t, { isStaff: true });
    unscored = await createUser(t);
    partyIds = (
      await db
        .select({ id: parties.id })
        .from(parties)
        .where(eq(parties.electionId, electionId))
        .orderBy(asc(parties.listNumber))
    ).map((p) => p.id);
    const towns = await db
      .select({ id: municipalities.id, name: municipalities.name })
      .from(municipalities)
      .where(inArray(municipalities.name, ['Amsterdam', 'Vlieland']));
    amsterdam = towns.find((m) => m.name === 'Amsterdam')!;
    vlieland = towns.find((m) => m.name === 'Vlieland')!;

    await enterPool(t, viewer.id, 1);
    const friendPrediction = await enterPool(t, friend.id, 2);
    await enterPool(t, stranger.id, 3);
    await enterPool(t, unscored.id);
    await db
      .update(scores)
      .set({ seatPoints: 9, captainBonusPoints: -1, turnoutPoints: 3 })
      .where(and(eq(scores.userId, friend.id), eq(scores.electionId, electionId)));
    await db
      .update(predictions)
      .set({
        firstMunicipalityId: vlieland.id,
        countryTurnoutTenths: 781,
        captainPartyId: partyIds[1]!,
      })
      .where(eq(predictions.id, friendPrediction));
    await db.insert(seatPredictions).values([
      { predictionId: friendPrediction, seatNumber: 0, partyId: partyIds[0]! },
      { predictionId: friendPrediction, seatNumber: 1, partyId: partyIds[0]! },
      { predictionId: friendPrediction, seatNumber: 7, partyId: partyIds[2]! },
    ]);
    await db
      .insert(turnoutPredictions)
      .values({ predictionId: friendPrediction, municipalityId: amsterdam.id, turnoutTenths: 555 });
    await db.insert(biggestPartyPredictions).values({
      predictionId: friendPrediction,
      municipalityId: amsterdam.id,
      partyId: partyIds[3]!,
    });

    const [league] = await db
      .insert(subleagues)
      .values({
        name: 'Vrienden',
        creatorId: viewer.id,
        inviteCode: 'member-predictions-test-code',
      })
      .returning();
    await db.insert(subleagueMembers).values([
      { subleagueId: league!.id, userId: viewer.id },
      { subleagueId: league!.id, userId: friend.id },
      { subleagueId: league!.id, userId: noPrediction.id },
    ]);
  });
  afterAll(() => t.close());

  const view = (user: TestUser, userId: number | string, query = '') =>
    injectAs(t, user, { method: 'GET', url: `/api/auth/member-predictions/${userId}/${query}` });

  async function setDeadline(at: Date) {
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: at })
      .where(and(eq(elections.id, electionId)));
  }

  describe('before the deadline', () => {
    beforeAll(() => setDeadline(new Date(Date.now() + 24 * 3600 * 1000)));

    it.each([
      ['a sub-league friend', () => friend, ''],
      ['a stranger in the national view', () => stranger, '?global=true'],
      ['a stranger', () => stranger, ''],
    ])('answers 423 for %s', async (_, who, query) => {
      const res = await view(viewer, who().id, query);
      expect(res.statusCode).toBe(423);
      expect(res.json()).toMatchObject({ error: 'predictions_locked', message: LOCKED });
      expect(JSON.stringify(res.json())).not.toContain('seat_predictions');
    });

    it('lets a player see their own prediction', async () => {
      const res = await view(viewer, viewer.id);
      expect(res.statusCode).toBe(200);
      expect(MemberPredictionsSchema.parse(res.json()).election_id).toBe(electionId);
    });
  });

  describe('after the deadline', () => {
    beforeAll(() => setDeadline(new Date(Date.now() - 60 * 1000)));

    it("shows a sub-league friend's whole prediction in the active-prediction shape", async () => {
      const res = await view(viewer, friend.id);
      expect(res.statusCode).toBe(200);
      const body = MemberPredictionsSchema.parse(res.json());
      expect(body).toMatchObject({
        election_id: electionId,
        seat_count: 150,
        first_count_candidates: ['Rozendaal', 'Schiermonnikoog', 'Vlieland'],
        seat_predictions: [
          { seat_number: 0, party: partyIds[0] },
          { seat_number: 1, party: partyIds[0] },
          { seat_number: 7, party: partyIds[2] },
        ],
        selected_municipality: { municipality_name: 'Vlieland' },
        country_turnout_prediction: { predicted_turnout: 78.1 },
        turnout_predictions: [
          { municipality: amsterdam.id, municipality_name: 'Amsterdam', predicted_turnout: 55.5 },
        ],
        biggest_party_predictions: [
          {
            municipality: amsterdam.id,
            municipality_name: 'Amsterdam',
            predicted_party: partyIds[3],
          },
        ],
        captain_party: { selected_party: partyIds[1] },
      });
      expect(body.updated_at).toEqual(expect.any(String));
    });

    it("sets the player's stored points per section beside the viewer's own", async () => {
      const body = MemberPredictionsSchema.parse((await view(viewer, friend.id)).json());
      expect(body.points).toEqual({
        member: {
          seat_points: 9,
          captain_bonus_points: -1,
          top3_parties_points: 0,
          country_turnout_points: 0,
          turnout_points: 3,
          biggest_party_points: 0,
          municipality_selection_points: 0,
          total_points: 2,
        },
        viewer: expect.objectContaining({ seat_points: 0, total_points: 1 }),
      });
    });

    it('has no points for a player not scored yet, and no own points for an unscored viewer', async () => {
      const unscoredBody = (await view(viewer, unscored.id, '?global=true')).json();
      expect(MemberPredictionsSchema.parse(unscoredBody).points).toBeNull();
      const byAdmin = MemberPredictionsSchema.parse((await view(admin, friend.id)).json());
      expect(byAdmin.points).toMatchObject({ member: { total_points: 2 }, viewer: null });
    });

    it('answers 403 for a player who shares no sub-league with the viewer', async () => {
      const res = await view(viewer, stranger.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'permission_denied', message: FORBIDDEN });
    });

    it('shows any player of the national pool in the national view (?global=true)', async () => {
      const res = await view(viewer, stranger.id, '?global=true');
      expect(res.statusCode).toBe(200);
      expect(MemberPredictionsSchema.parse(res.json())).toMatchObject({
        seat_predictions: [],
        selected_municipality: null,
        captain_party: null,
      });
    });

    it('treats ?global=false like no flag', async () => {
      expect((await view(viewer, stranger.id, '?global=false')).statusCode).toBe(403);
    });

    it('lets an admin see any player', async () => {
      expect((await view(admin, stranger.id)).statusCode).toBe(200);
    });

    it.each([
      ['a member who never predicted', () => noPrediction.id, ''],
      ['a member who never predicted, in the national view', () => noPrediction.id, '?global=true'],
      ['an unknown user', () => 99_999_999, '?global=true'],
      ['an unknown user without the flag', () => 99_999_999, ''],
    ])('answers 404 for %s', async (_, id, query) => {
      const res = await view(viewer, id(), query);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: NOT_FOUND });
    });

    it.each([
      ['a user id that is not a number', 'abc', ''],
      ['user id 0', 0, ''],
      ['a global flag that is not true or false', 1, '?global=yes'],
    ])('answers 400 for %s', async (_, id, query) => {
      expect((await view(viewer, id, query)).statusCode).toBe(400);
    });
  });
});
