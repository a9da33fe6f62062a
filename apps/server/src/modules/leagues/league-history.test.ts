import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ElectionOptionListSchema,
  LEAGUE_PATHS,
  SubleagueListSchema,
  SubleagueSchema,
} from '@zetelpoule/shared';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { elections, scores } from '../../db/schema';
import { closeActivePredictions, enterPool } from './leagues.test-data';

/*
 * A sub-league is not tied to an election: it carries on into the next one, and its members
 * can look back at an earlier election's table.
 */
describe('a sub-league across elections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Points show once predictions are closed, as on the evening itself.
    await closeActivePredictions(t);
  });
  afterAll(() => t.close());

  it('ranks the active election by default and an earlier one on request', async () => {
    const [creator, member] = [await createUser(t), await createUser(t)];
    await enterPool(t, creator.id, 3);
    await enterPool(t, member.id, 8);
    const created = SubleagueSchema.parse(
      (
        await injectAs(t, creator, {
          method: 'POST',
          url: LEAGUE_PATHS.subleagues,
          payload: { name: 'Blijvers' },
        })
      ).json(),
    );
    const code = created.invite_link.slice(created.invite_link.lastIndexOf('/') + 1);
    await injectAs(t, member, { method: 'POST', url: `/api/auth/league/join/${code}/` });
    const [tk2025] = await t.database.db
      .select()
      .from(elections)
      .where(eq(elections.seedKey, 'tk2025'));
    await t.database.db.insert(scores).values([
      { userId: creator.id, electionId: tk2025!.id, totalPoints: 120 },
      { userId: member.id, electionId: tk2025!.id, totalPoints: 95 },
    ]);

    const now = SubleagueListSchema.parse(
      (await injectAs(t, creator, { method: 'GET', url: LEAGUE_PATHS.subleagues })).json(),
    );
    expect(now[0]!.members.map((m) => [m.user, m.points])).toEqual([
      [member.id, 8],
      [creator.id, 3],
    ]);

    const before = await injectAs(t, creator, {
      method: 'GET',
      url: `${LEAGUE_PATHS.subleagues}?election_id=${tk2025!.id}`,
    });
    expect(before.statusCode).toBe(200);
    expect(
      SubleagueListSchema.parse(before.json())[0]!.members.map((m) => [m.user, m.points]),
    ).toEqual([
      [creator.id, 120],
      [member.id, 95],
    ]);
  });

  it('answers 404 for an unknown election and 400 for a malformed one', async () => {
    const user = await createUser(t);
    const unknown = await injectAs(t, user, {
      method: 'GET',
      url: `${LEAGUE_PATHS.subleagues}?election_id=999999`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Verkiezing niet gevonden.');
    const malformed = await injectAs(t, user, {
      method: 'GET',
      url: `${LEAGUE_PATHS.subleagues}?election_id=abc`,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('lists the elections a table can be shown for, newest first', async () => {
    const user = await createUser(t);
    const res = await injectAs(t, user, { method: 'GET', url: LEAGUE_PATHS.elections });
    const options = ElectionOptionListSchema.parse(res.json());
    expect(options.map((o) => o.name)).toEqual(
      expect.arrayContaining([
        'Provinciale Statenverkiezingen 2027',
        'Tweede Kamerverkiezing 2025',
      ]),
    );
    const dates = options.map((o) => o.election_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(options.filter((o) => o.is_active)).toHaveLength(1);
  });
});
