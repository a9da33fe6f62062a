import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { elections, subleagueMembers } from '../db/schema';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../test/helper';
import { activeElectionId, enterPool } from '../modules/leagues/leagues.test-data';

/*
 * One id schema (docs/decisions/009-text-and-id-input-rules.md): canonical decimal text in paths
 * and queries, JSON integers in bodies, 1…2,147,483,647; anything else ("0x3", "3e0", "+3", "03",
 * " 3", an id beyond PostgreSQL's integer) is a 400, never a 500.
 */

const LOOSE = ['0x{id}', '{id}e0', '+{id}', '0{id}', '%20{id}', '{id}.0', '-{id}', '0'];

describe('ids in paths, queries and bodies', () => {
  let t: TestApp;
  let creator: TestUser;
  let member: TestUser;
  let admin: TestUser;
  let subleagueId: number;
  let electionId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    creator = await createUser(t);
    member = await createUser(t);
    admin = await createUser(t, { isStaff: true, isSuperuser: true });
    electionId = await activeElectionId(t);
    await enterPool(t, creator.id, 10);
    await enterPool(t, member.id, 5);
    const created = await injectAs(t, creator, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      payload: { name: 'Buren' },
    });
    subleagueId = (created.json() as { id: number }).id;
    const invite = (created.json() as { invite_link: string }).invite_link;
    const code = invite.split('/').pop()!;
    const joined = await injectAs(t, member, {
      method: 'POST',
      url: `/api/auth/league/join/${code}/`,
    });
    expect(joined.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  async function isMember(userId: number) {
    const rows = await t.database.db
      .select()
      .from(subleagueMembers)
      .where(
        and(eq(subleagueMembers.subleagueId, subleagueId), eq(subleagueMembers.userId, userId)),
      );
    return rows.length === 1;
  }

  it('answers leaving a sub-league with an id beyond the integer column with a 400', async () => {
    const res = await injectAs(t, member, {
      method: 'POST',
      url: '/api/auth/league/leave/2147483648/',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error', message: 'Ongeldige subpoule.' });
  });

  it('reads only the canonical spelling of a path id, and leaving by a loose one changes nothing', async () => {
    for (const pattern of LOOSE) {
      const url = `/api/auth/league/leave/${pattern.replace('{id}', String(subleagueId))}/`;
      const res = await injectAs(t, member, { method: 'POST', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect(await isMember(member.id)).toBe(true);
  });

  it("answers a member's predictions beyond the integer column with a 400 after the deadline", async () => {
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() - 60_000) })
      .where(eq(elections.id, electionId));
    for (const url of [
      '/api/auth/member-predictions/2147483648/',
      '/api/auth/member-predictions/2147483648/?global=true',
      '/api/auth/member-predictions/99999999999999999999/',
      `/api/auth/member-predictions/0x${creator.id.toString(16)}/?global=true`,
      `/api/auth/member-predictions/${creator.id}e0/?global=true`,
    ]) {
      const res = await injectAs(t, member, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error' });
    }
    const canonical = await injectAs(t, member, {
      method: 'GET',
      url: `/api/auth/member-predictions/${creator.id}/?global=true`,
    });
    expect(canonical.statusCode).toBe(200);
  });

  it('refuses loose and oversized admin path ids', async () => {
    for (const id of ['2147483648', `0${electionId}`, `${electionId}e0`, `0x${electionId}`]) {
      const res = await injectAs(t, admin, {
        method: 'GET',
        url: `/api/auth/admin/election-results/${id}/`,
      });
      expect(res.statusCode, id).toBe(400);
    }
    const canonical = await injectAs(t, admin, {
      method: 'GET',
      url: `/api/auth/admin/election-results/${electionId}/`,
    });
    expect(canonical.statusCode).toBe(200);
  });

  it('refuses a page number that is not canonical decimal', async () => {
    for (const page of ['0x2', '2e0', '02', '2147483648']) {
      const res = await injectAs(t, member, {
        method: 'GET',
        url: `/api/auth/league/global/?page=${page}`,
      });
      expect(res.statusCode, page).toBe(400);
    }
  });

  it.each([
    ['2^31', '2147483648'],
    ['2^53', '9007199254740992'],
    ['a string', '"3"'],
    ['a fraction', '1.5'],
    ['zero', '0'],
    ['minus zero', '-0'],
  ])('refuses %s as a body id', async (_name, raw) => {
    const res = await injectAs(t, admin, {
      method: 'POST',
      url: '/api/auth/predictions/captain/update/',
      headers: { 'content-type': 'application/json' },
      payload: `{"party_id":${raw}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error' });
  });
});
