import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubleagueSchema, type Subleague } from '@zetelpoule/shared';
import { electionMunicipalities, elections, parties, subleagues } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { readOutbox } from '../auth/auth.test-support';
import { insertPrediction } from '../scoring/scoring.fixtures';
import { activeElectionId } from './leagues.test-data';

// What the creator of a sub-league can do to it, and what every member sees of who
// has finished predicting.

describe('sub-league management', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function leagueWith(creator: TestUser, members: TestUser[]): Promise<Subleague> {
    const created = await injectAs(t, creator, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      payload: { name: 'Borrelclub' },
    });
    expect(created.statusCode).toBe(201);
    const league = SubleagueSchema.parse(created.json());
    const code = league.invite_link.split('/').pop()!;
    for (const member of members) {
      const joined = await injectAs(t, member, {
        method: 'POST',
        url: `/api/auth/league/join/${code}/`,
      });
      expect(joined.statusCode).toBe(200);
    }
    return league;
  }
  const codeOf = (league: Subleague) => league.invite_link.split('/').pop()!;

  it('renews the invite code: the old link stops working, the new one works', async () => {
    const creator = await createUser(t);
    const league = await leagueWith(creator, []);
    const res = await injectAs(t, creator, {
      method: 'POST',
      url: `/api/auth/league/subleagues/${league.id}/invite-code/`,
    });
    expect(res.statusCode).toBe(200);
    const renewed = SubleagueSchema.parse(res.json());
    expect(codeOf(renewed)).not.toBe(codeOf(league));

    const late = await createUser(t);
    const old = await injectAs(t, late, {
      method: 'POST',
      url: `/api/auth/league/join/${codeOf(league)}/`,
    });
    expect(old.statusCode).toBe(404);
    const preview = await t.app.inject({ url: `/api/league/invite/${codeOf(league)}/` });
    expect(preview.statusCode).toBe(404);
    const fresh = await injectAs(t, late, {
      method: 'POST',
      url: `/api/auth/league/join/${codeOf(renewed)}/`,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('lets the creator remove a member, never themselves; other members may not', async () => {
    const [creator, anna, bob] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const league = await leagueWith(creator, [anna, bob]);
    const remove = (who: TestUser, userId: number) =>
      injectAs(t, who, {
        method: 'DELETE',
        url: `/api/auth/league/subleagues/${league.id}/members/${userId}/`,
      });

    const byMember = await remove(anna, bob.id);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ error: 'not_creator' });
    const self = await remove(creator, creator.id);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ error: 'cannot_remove_creator' });

    const res = await remove(creator, bob.id);
    expect(res.statusCode).toBe(200);
    const after = SubleagueSchema.parse(res.json().subleague);
    expect(after.members.map((m) => m.user).sort()).toEqual([creator.id, anna.id].sort());
    // Bob no longer sees it; removing him again is a 404, as is an unknown sub-league.
    const bobsList = await injectAs(t, bob, { method: 'GET', url: '/api/auth/league/subleagues/' });
    expect(bobsList.json()).toEqual([]);
    expect((await remove(creator, bob.id)).statusCode).toBe(404);
    const unknown = await injectAs(t, creator, {
      method: 'DELETE',
      url: `/api/auth/league/subleagues/2147483647/members/${anna.id}/`,
    });
    expect(unknown.statusCode).toBe(404);
    // An outsider learns nothing about the sub-league: the same 404 as an unknown one.
    const outsider = await createUser(t);
    expect((await remove(outsider, anna.id)).statusCode).toBe(404);
  });

  it('deletes the sub-league for its creator only, and tells every other member by e-mail', async () => {
    const [creator, anna] = await Promise.all([
      createUser(t),
      createUser(t, { firstName: 'Anna' }),
    ]);
    const league = await leagueWith(creator, [anna]);
    const del = (who: TestUser) =>
      injectAs(t, who, { method: 'DELETE', url: `/api/auth/league/subleagues/${league.id}/` });

    expect((await del(anna)).statusCode).toBe(403);
    const res = await del(creator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'De subpoule Borrelclub is verwijderd.',
      subleague_id: league.id,
    });
    const rows = await t.database.db.select().from(subleagues).where(eq(subleagues.id, league.id));
    expect(rows).toEqual([]);
    const mails = (await readOutbox(t.config.dataDir)).filter((m) =>
      m.toLowerCase().includes(`to: ${anna.email.toLowerCase()}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: De subpoule Borrelclub is verwijderd');
    expect(mails[0]).toContain('Hallo Anna,');
    expect(
      (await readOutbox(t.config.dataDir)).some((m) =>
        m.toLowerCase().includes(`to: ${creator.email.toLowerCase()}`),
      ),
    ).toBe(false);
    expect((await del(creator)).statusCode).toBe(404);
  });

  it('marks the members whose prediction is complete, and only them', async () => {
    const [creator, done, halfway] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    const electionId = await activeElectionId(t);
    const [election] = await t.database.db
      .select({ seatCount: elections.seatCount })
      .from(elections)
      .where(eq(elections.id, electionId));
    const [party] = await t.database.db
      .select({ id: parties.id })
      .from(parties)
      .where(eq(parties.electionId, electionId))
      .limit(1);
    const played = (
      await t.database.db
        .select({ id: electionMunicipalities.municipalityId })
        .from(electionMunicipalities)
        .where(eq(electionMunicipalities.electionId, electionId))
    ).map((row) => row.id);
    expect(played.length).toBeGreaterThan(0);
    const complete = {
      seats: [[party!.id, election!.seatCount]] as [number, number][],
      captainPartyId: party!.id,
      firstMunicipalityId: played[0]!,
      countryTurnoutTenths: 780,
      turnoutTenths: played.map((id) => [id, 800] as [number, number]),
      biggestParty: played.map((id) => [id, party!.id] as [number, number]),
    };
    await insertPrediction(t, done.id, electionId, complete);
    // Everything but one played municipality's turnout: not complete.
    await insertPrediction(t, halfway.id, electionId, {
      ...complete,
      turnoutTenths: complete.turnoutTenths.slice(1),
    });
    await leagueWith(creator, [done, halfway]);

    const res = await injectAs(t, halfway, { method: 'GET', url: '/api/auth/league/subleagues/' });
    const [league] = res.json() as Subleague[];
    const marks = Object.fromEntries(league!.members.map((m) => [m.user, m.prediction_complete]));
    expect(marks).toEqual({ [creator.id]: false, [done.id]: true, [halfway.id]: false });
    // A mark, never the content: the member rows carry nothing of the prediction itself.
    expect(Object.keys(league!.members[0]!).sort()).toEqual([
      'full_name',
      'points',
      'prediction_complete',
      'user',
      'user_name',
    ]);
  });
});
