import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvitePreviewSchema, SubleagueSchema, type Subleague } from '@zetelpoule/shared';
import { elections } from '../../db/schema';
import { findActiveElection } from '../elections/elections.repo';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { invitePageHead } from './league-pages.service';
import { INVITE_PREVIEW_RATE_LIMIT } from './leagues.routes';

function codeOf(league: Subleague): string {
  return league.invite_link.slice(league.invite_link.lastIndexOf('/') + 1);
}

describe('the public invitation of a sub-league', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const preview = (code: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'GET', url: `/api/league/invite/${code}/`, remoteAddress: ip });

  it('shows a visitor who is not signed in the name, the creator, the member count and the deadline', async () => {
    const creator = await createUser(t, { firstName: 'Anna', lastName: 'de Vries' });
    const friend = await createUser(t);
    const league = SubleagueSchema.parse(
      (
        await injectAs(t, creator, {
          method: 'POST',
          url: '/api/auth/league/subleagues/',
          payload: { name: 'Borrelclub Binnenhof' },
        })
      ).json(),
    );
    await injectAs(t, friend, { method: 'POST', url: `/api/auth/league/join/${codeOf(league)}/` });
    const election = (await findActiveElection(t.database.db))!;

    const res = await preview(codeOf(league));

    expect(res.statusCode).toBe(200);
    expect(InvitePreviewSchema.parse(res.json())).toEqual({
      name: 'Borrelclub Binnenhof',
      creator_username: creator.username,
      member_count: 2,
      election_name: election.name,
      predictions_deadline: election.predictionsDeadline.toISOString(),
      predictions_closed: false,
    });
    // Nothing about the members: no other username, no e-mail address, no real name, no code.
    const body = res.body;
    expect(body).not.toContain(friend.username);
    expect(body).not.toContain(friend.email);
    expect(body).not.toContain(creator.email);
    expect(body).not.toContain('Anna');
    expect(body).not.toContain('@');
    expect(Object.keys(res.json() as object).sort()).toEqual([
      'creator_username',
      'election_name',
      'member_count',
      'name',
      'predictions_closed',
      'predictions_deadline',
    ]);
  });

  it.each([
    ['an unknown code', 'AAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a code that is too short', 'abc'],
    ['a code with odd characters', 'ab%20cd%27--%3Bxxxxxxxxxxxxxxx'],
    ['a code that is far too long', 'x'.repeat(150)],
  ])('answers %s with a Dutch 404', async (_, code) => {
    const res = await preview(code, '10.0.0.2');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'invite_invalid',
      message: 'Deze uitnodigingslink is ongeldig of verlopen.',
    });
  });

  it('answers without an election when none is active', async () => {
    const creator = await createUser(t);
    const league = SubleagueSchema.parse(
      (
        await injectAs(t, creator, {
          method: 'POST',
          url: '/api/auth/league/subleagues/',
          payload: { name: 'Tussen twee verkiezingen' },
        })
      ).json(),
    );
    const election = (await findActiveElection(t.database.db))!;
    await t.database.db
      .update(elections)
      .set({ isActive: false })
      .where(eq(elections.id, election.id));
    try {
      const res = await preview(codeOf(league), '10.0.0.3');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Tussen twee verkiezingen',
        member_count: 1,
        election_name: null,
        predictions_deadline: null,
        predictions_closed: false,
      });
    } finally {
      await t.database.db
        .update(elections)
        .set({ isActive: true })
        .where(eq(elections.id, election.id));
    }
  });

  it('says predictions are closed once the deadline has passed, here and in the link preview', async () => {
    const creator = await createUser(t);
    const league = SubleagueSchema.parse(
      (
        await injectAs(t, creator, {
          method: 'POST',
          url: '/api/auth/league/subleagues/',
          payload: { name: 'Na de deadline' },
        })
      ).json(),
    );
    const election = (await findActiveElection(t.database.db))!;
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() - 60_000) })
      .where(eq(elections.id, election.id));
    try {
      const res = await preview(codeOf(league), '10.0.0.4');
      expect(InvitePreviewSchema.parse(res.json())).toMatchObject({ predictions_closed: true });
      const head = await invitePageHead(
        { db: t.database.db, publicUrl: 'https://zetelpoule.test' },
        codeOf(league),
      );
      expect(head?.description).toContain('Voorspellen kan niet meer; volg de subpoule');
      expect(head?.description).not.toContain('meedoen kan tot');
    } finally {
      await t.database.db
        .update(elections)
        .set({ predictionsDeadline: election.predictionsDeadline })
        .where(eq(elections.id, election.id));
    }
  });

  it(`answers 429 after ${INVITE_PREVIEW_RATE_LIMIT.max} previews a minute from one address, and not to another address`, async () => {
    const ip = '10.0.0.99';
    for (let i = 0; i < INVITE_PREVIEW_RATE_LIMIT.max; i++) {
      expect((await preview(`guess${String(i).padStart(19, '0')}`, ip)).statusCode).toBe(404);
    }
    const blocked = await preview('guessxxxxxxxxxxxxxxxxxxx', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'rate_limited' });
    expect((await preview('guessxxxxxxxxxxxxxxxxxxx', '10.0.0.100')).statusCode).toBe(404);
  });
});
