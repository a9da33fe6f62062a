import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JoinSubleagueResponseSchema,
  SubleagueListSchema,
  SubleagueSchema,
  type Subleague,
} from '@zetelpoule/shared';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { closeActivePredictions, enterPool } from './leagues.test-data';

const INVITE_LINK = /^http:\/\/zetelpoule\.test\/league\/join\/([A-Za-z0-9_-]+)$/;

function codeOf(league: Subleague): string {
  const match = INVITE_LINK.exec(league.invite_link);
  if (!match) throw new Error(`not an invite link: ${league.invite_link}`);
  return match[1]!;
}

describe('sub-leagues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Points show once predictions are closed, as on the evening itself.
    await closeActivePredictions(t);
  });
  afterAll(() => t.close());

  async function create(user: TestUser, name: unknown) {
    return injectAs(t, user, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      payload: { name },
    });
  }
  async function list(user: TestUser): Promise<Subleague[]> {
    const res = await injectAs(t, user, { method: 'GET', url: '/api/auth/league/subleagues/' });
    expect(res.statusCode).toBe(200);
    return SubleagueListSchema.parse(res.json());
  }
  const join = (user: TestUser, code: string) =>
    injectAs(t, user, { method: 'POST', url: `/api/auth/league/join/${code}/` });
  const leave = (user: TestUser, id: number | string) =>
    injectAs(t, user, { method: 'POST', url: `/api/auth/league/leave/${id}/` });

  it('creates a sub-league with a trimmed name, the creator as its only member and an invite link', async () => {
    const creator = await createUser(t);
    await enterPool(t, creator.id, 9);
    const res = await create(creator, '  Vrienden van Kantoor  ');
    expect(res.statusCode).toBe(201);
    const league = SubleagueSchema.parse(res.json());
    expect(league).toMatchObject({
      name: 'Vrienden van Kantoor',
      creator: creator.id,
      user_points: 9,
      member_count: 1,
      members: [{ user: creator.id, user_name: creator.username, points: 9 }],
    });
    expect(league.invite_link).toMatch(INVITE_LINK);
    expect(await list(creator)).toEqual([league]);
  });

  it('accepts a name of exactly 30 characters', async () => {
    const creator = await createUser(t);
    const res = await create(creator, 'x'.repeat(30));
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['an empty name', '', 'Voer een naam in voor de subpoule'],
    ['a name of only spaces', '    ', 'Voer een naam in voor de subpoule'],
    ['no name', undefined, 'Voer een naam in voor de subpoule'],
    ['a number', 42, 'Voer een naam in voor de subpoule'],
    [
      'a name of 31 characters',
      'y'.repeat(31),
      'De naam van de subpoule mag maximaal 30 tekens lang zijn',
    ],
  ])('refuses %s with a 400 on the name field and creates nothing', async (_, name, message) => {
    const creator = await createUser(t);
    const res = await create(creator, name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error', name: [message] });
    expect(await list(creator)).toEqual([]);
  });

  it('lets a player join by code, says so when joining twice, and changes nothing the second time', async () => {
    const creator = await createUser(t);
    const friend = await createUser(t);
    await enterPool(t, creator.id, 3);
    await enterPool(t, friend.id, 11);
    const league = SubleagueSchema.parse((await create(creator, 'De Poule')).json());

    const first = await join(friend, codeOf(league));
    expect(first.statusCode).toBe(200);
    const joined = JoinSubleagueResponseSchema.parse(first.json());
    expect(joined.already_member).toBe(false);
    expect(joined.message).toBe('Je neemt nu deel aan De Poule.');
    expect(joined.subleague).toMatchObject({ id: league.id, name: 'De Poule', member_count: 2 });
    // Members by points, highest first; user_points is the viewer's own.
    expect(joined.subleague.members).toEqual([
      {
        user: friend.id,
        user_name: friend.username,
        full_name: null,
        points: 11,
        prediction_complete: false,
      },
      {
        user: creator.id,
        user_name: creator.username,
        full_name: null,
        points: 3,
        prediction_complete: false,
      },
    ]);
    expect(joined.subleague.user_points).toBe(11);

    const again = JoinSubleagueResponseSchema.parse((await join(friend, codeOf(league))).json());
    expect(again.already_member).toBe(true);
    expect(again.message).toBe('Je bent al lid van De Poule.');
    expect(again.subleague.member_count).toBe(2);

    // The creator joining their own league is a repeat join too.
    const own = JoinSubleagueResponseSchema.parse((await join(creator, codeOf(league))).json());
    expect(own.already_member).toBe(true);

    const [seenByCreator] = await list(creator);
    expect(seenByCreator).toMatchObject({ member_count: 2, user_points: 3 });
    expect((await list(friend)).map((l) => l.id)).toEqual([league.id]);
  });

  it.each([
    ['an unknown code', 'AAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a code that is too short', 'abc'],
    ['a code with odd characters', 'ab%20cd%27--%3Bxxxxxxxxxxxxxxx'],
  ])('answers %s with a clear 404', async (_, code) => {
    const player = await createUser(t);
    const res = await join(player, code);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'invite_invalid',
      message: 'Deze uitnodigingslink is ongeldig of verlopen.',
    });
    expect(await list(player)).toEqual([]);
  });

  it('makes invite codes long, random and unrelated to the sub-league id', async () => {
    const creator = await createUser(t);
    const leagues: Subleague[] = [];
    for (let i = 0; i < 20; i++) {
      leagues.push(SubleagueSchema.parse((await create(creator, `Poule ${i}`)).json()));
    }
    const codes = leagues.map(codeOf);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // 144 random bits each: about half of all 2,880 bits are set (5 standard deviations).
    const bytes = Buffer.concat(codes.map((c) => Buffer.from(c, 'base64url')));
    expect(bytes).toHaveLength(20 * 18);
    let ones = 0;
    for (const byte of bytes) for (let bit = 0; bit < 8; bit++) ones += (byte >> bit) & 1;
    expect(ones / (bytes.length * 8)).toBeGreaterThan(0.45);
    expect(ones / (bytes.length * 8)).toBeLessThan(0.55);
    // 20 codes of 24 random base64url characters use far more than a handful of symbols, and
    // consecutive codes share no prefix (no counter, no timestamp inside).
    expect(new Set(codes.join('')).size).toBeGreaterThan(40);
    for (let i = 1; i < codes.length; i++) {
      expect(codes[i]!.slice(0, 4)).not.toBe(codes[i - 1]!.slice(0, 4));
    }
  });

  it('never shows the code of a sub-league to someone who is not in it', async () => {
    const creator = await createUser(t);
    const stranger = await createUser(t);
    const league = SubleagueSchema.parse((await create(creator, 'Geheim')).json());
    expect(JSON.stringify(await list(stranger))).not.toContain(codeOf(league));
  });

  it('lets a member leave, after which the sub-league is gone from their list', async () => {
    const creator = await createUser(t);
    const member = await createUser(t);
    const league = SubleagueSchema.parse((await create(creator, 'Tijdelijk')).json());
    await join(member, codeOf(league));

    const res = await leave(member, league.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Je hebt Tijdelijk verlaten.', subleague_id: league.id });
    expect(await list(member)).toEqual([]);
    expect((await list(creator))[0]!.member_count).toBe(1);

    // Leaving again: no longer a member.
    const twice = await leave(member, league.id);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ error: 'not_a_member' });
    // A player can rejoin with the link.
    expect(
      JoinSubleagueResponseSchema.parse((await join(member, codeOf(league))).json()).already_member,
    ).toBe(false);
  });

  it('refuses to let the creator leave their own sub-league', async () => {
    const creator = await createUser(t);
    const league = SubleagueSchema.parse((await create(creator, 'Van Mij')).json());
    const res = await leave(creator, league.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'creator_cannot_leave',
      message: 'Als aanmaker kun je je eigen subpoule niet verlaten.',
    });
    expect((await list(creator)).map((l) => l.id)).toEqual([league.id]);
  });

  it('answers 404 for leaving a sub-league the player is not in or that does not exist, 400 for a malformed id', async () => {
    const creator = await createUser(t);
    const stranger = await createUser(t);
    const league = SubleagueSchema.parse((await create(creator, 'Niet Van Jou')).json());
    const notIn = await leave(stranger, league.id);
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json()).toEqual({
      error: 'not_a_member',
      message: 'Je bent geen lid van deze subpoule.',
    });
    expect((await leave(stranger, 99_999_999)).statusCode).toBe(404);
    expect((await leave(stranger, 'abc')).statusCode).toBe(400);
    expect((await leave(stranger, 0)).statusCode).toBe(400);
    expect((await list(creator))[0]!.member_count).toBe(1);
  });

  const rename = (user: TestUser, id: number | string, name: unknown) =>
    injectAs(t, user, {
      method: 'PATCH',
      url: `/api/auth/league/subleagues/${id}/`,
      payload: { name },
    });

  it('lets the creator rename a sub-league, trimmed, and every member sees the new name', async () => {
    const creator = await createUser(t);
    const member = await createUser(t);
    const league = SubleagueSchema.parse((await create(creator, 'Oude Naam')).json());
    await join(member, codeOf(league));

    const res = await rename(creator, league.id, '  Borrelclub Binnenhof 2029  ');

    expect(res.statusCode).toBe(200);
    expect(SubleagueSchema.parse(res.json())).toMatchObject({
      id: league.id,
      name: 'Borrelclub Binnenhof 2029',
      member_count: 2,
      invite_link: league.invite_link,
    });
    expect((await list(member))[0]!.name).toBe('Borrelclub Binnenhof 2029');
  });

  it('refuses a rename by a member who is not the creator with a 403, and changes nothing', async () => {
    const creator = await createUser(t);
    const member = await createUser(t);
    const league = SubleagueSchema.parse((await create(creator, 'Van De Aanmaker')).json());
    await join(member, codeOf(league));

    const res = await rename(member, league.id, 'Gekaapt');

    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'not_creator',
      message: 'Alleen de aanmaker kan de naam van de subpoule wijzigen.',
    });
    expect((await list(creator))[0]!.name).toBe('Van De Aanmaker');
  });

  it('answers 404 for renaming a sub-league the player is not in or that does not exist, 400 for a malformed id', async () => {
    const creator = await createUser(t);
    const stranger = await createUser(t);
    const league = SubleagueSchema.parse((await create(creator, 'Besloten')).json());
    const notIn = await rename(stranger, league.id, 'Gekaapt');
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json()).toMatchObject({ error: 'not_a_member' });
    expect((await rename(stranger, 99_999_999, 'Gekaapt')).statusCode).toBe(404);
    expect((await rename(stranger, 'abc', 'Gekaapt')).statusCode).toBe(400);
    expect((await list(creator))[0]!.name).toBe('Besloten');
  });

  it.each([
    ['an empty name', '', 'Voer een naam in voor de subpoule'],
    ['a name of only spaces', '   ', 'Voer een naam in voor de subpoule'],
    [
      'a name of 31 characters',
      'z'.repeat(31),
      'De naam van de subpoule mag maximaal 30 tekens lang zijn',
    ],
  ])('refuses renaming to %s with a Dutch 400 and keeps the old name', async (_, name, message) => {
    const creator = await createUser(t);
    const league = SubleagueSchema.parse((await create(creator, 'Blijft Zo')).json());
    const res = await rename(creator, league.id, name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error', name: [message] });
    expect((await list(creator))[0]!.name).toBe('Blijft Zo');
  });

  it('answers 401 to an anonymous caller on every league route', async () => {
    const calls = [
      ['GET', '/api/auth/league/global/'],
      ['GET', '/api/auth/league/stats/'],
      ['GET', '/api/auth/league/subleagues/'],
      ['POST', '/api/auth/league/subleagues/'],
      ['PATCH', '/api/auth/league/subleagues/1/'],
      ['POST', '/api/auth/league/join/AAAAAAAAAAAAAAAAAAAAAAAA/'],
      ['POST', '/api/auth/league/leave/1/'],
      ['GET', '/api/auth/member-predictions/1/'],
      ['GET', '/api/auth/member-predictions/1/?global=true'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : { name: 'x' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      const bad = await t.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(bad.statusCode, `${method} ${url} with a bad token`).toBe(401);
    }
  });
});

describe('joining a sub-league under a flood of attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it(`answers 429 after ${RATE_LIMITS.leagueJoin.max} join attempts`, async () => {
    const player = await createUser(t);
    const codes = Array.from(
      { length: RATE_LIMITS.leagueJoin.max },
      (_, i) => `guess${String(i).padStart(19, '0')}`,
    );
    for (const code of codes) {
      const res = await injectAs(t, player, {
        method: 'POST',
        url: `/api/auth/league/join/${code}/`,
      });
      expect(res.statusCode).toBe(404);
    }
    const blocked = await injectAs(t, player, {
      method: 'POST',
      url: '/api/auth/league/join/guessxxxxxxxxxxxxxxxxxxx/',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'rate_limited' });
  });
});
