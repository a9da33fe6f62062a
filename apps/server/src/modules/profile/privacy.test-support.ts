import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import {
  biggestPartyPredictions,
  elections,
  municipalities,
  parties,
  predictions,
  scores,
  seatPredictions,
  subleagues,
  turnoutPredictions,
} from '../../db/schema';
import { activeElectionId, enterPool } from '../leagues/leagues.test-data';

/* The players, sub-leagues and game data the privacy tests set up, over one test app. */

export const EXPORT_URL = '/api/auth/profile/export/';
export const DELETE_URL = '/api/auth/profile/delete/';

export function privacyCalls(t: TestApp) {
  /** A user whose username and names occur nowhere else, so a text scan can find any leftover. */
  function uniquePlayer(overrides: Parameters<typeof createUser>[1] = {}) {
    const tag = randomBytes(4).toString('hex');
    return createUser(t, {
      username: `wis_${tag}`,
      email: `wis_${tag}@example.nl`,
      firstName: `Voornaam${tag.replace(/\d/g, 'x')}`,
      lastName: `Achternaam${tag.replace(/\d/g, 'y')}`,
      ...overrides,
    });
  }

  function createLeague(user: TestUser, name: string) {
    return injectAs(t, user, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      payload: { name },
    });
  }

  async function joinLeague(user: TestUser, leagueId: number) {
    const [league] = await t.database.db
      .select({ code: subleagues.inviteCode })
      .from(subleagues)
      .where(eq(subleagues.id, leagueId));
    const res = await injectAs(t, user, {
      method: 'POST',
      url: `/api/auth/league/join/${league!.code}/`,
    });
    expect(res.statusCode).toBe(200);
  }

  async function setShowRealName(user: TestUser, show: boolean) {
    const profile = (await injectAs(t, user, { method: 'GET', url: '/api/auth/profile/' })).json();
    const res = await injectAs(t, user, {
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: {
        first_name: profile.first_name,
        last_name: profile.last_name,
        username: profile.username,
        show_real_name: show,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** A complete prediction and a score in the active election, and one in the historic TK2025. */
  async function storeGameData(userId: number) {
    const db = t.database.db;
    const activeId = await activeElectionId(t);
    const [historic] = await db.select().from(elections).where(eq(elections.seedKey, 'tk2025'));
    const partiesOf = (electionId: number) =>
      db
        .select({ id: parties.id, name: parties.name })
        .from(parties)
        .where(eq(parties.electionId, electionId))
        .orderBy(asc(parties.listNumber));
    const activeParties = await partiesOf(activeId);
    const historicParties = await partiesOf(historic!.id);
    const [amsterdam] = await db
      .select()
      .from(municipalities)
      .where(eq(municipalities.name, 'Amsterdam'));
    const [vlieland] = await db
      .select()
      .from(municipalities)
      .where(eq(municipalities.name, 'Vlieland'));

    const predictionId = await enterPool(t, userId);
    await db
      .update(predictions)
      .set({
        countryTurnoutTenths: 783,
        firstMunicipalityId: vlieland!.id,
        captainPartyId: activeParties[2]!.id,
      })
      .where(eq(predictions.id, predictionId));
    await db.insert(seatPredictions).values([
      { predictionId, seatNumber: 0, partyId: activeParties[0]!.id },
      { predictionId, seatNumber: 1, partyId: activeParties[1]!.id },
    ]);
    await db
      .insert(turnoutPredictions)
      .values({ predictionId, municipalityId: amsterdam!.id, turnoutTenths: 702 });
    await db
      .insert(biggestPartyPredictions)
      .values({ predictionId, municipalityId: amsterdam!.id, partyId: activeParties[1]!.id });

    const [old] = await db
      .insert(predictions)
      .values({ userId, electionId: historic!.id, countryTurnoutTenths: 780 })
      .returning();
    await db
      .insert(seatPredictions)
      .values({ predictionId: old!.id, seatNumber: 7, partyId: historicParties[3]!.id });
    await db.insert(scores).values([
      { userId, electionId: activeId, seatPoints: 10, totalPoints: 14, turnoutPoints: 4 },
      { userId, electionId: historic!.id, seatPoints: 20, totalPoints: 27, top3PartiesPoints: 7 },
    ]);
    return { activeId, historicId: historic!.id, activeParties, historicParties };
  }

  return { uniquePlayer, createLeague, joinLeague, setShowRealName, storeGameData };
}
