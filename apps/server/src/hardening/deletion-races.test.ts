import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  REMINDER_PATHS,
  SubleagueSchema,
  TEMP_USERNAME_PREFIX,
  nudgePath,
} from '@zetelpoule/shared';
import { mailPreferences, subleagueMembers, subleagues, users } from '../db/schema';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';

/*
 * Requests racing the deletion of what they act on: a sub-league deleted by its creator, an
 * account deleted by its owner. Each must get an answer a client can act on (404, 401, 409),
 * never a 500, and leave the database consistent. On PGlite (one connection) requests run one
 * after the other, so only outcomes are checked; with DATABASE_URL set they really run at once
 * on PostgreSQL, where the interleavings happen.
 */

const ROUNDS = 6;

let t: TestApp;
let addressCounter = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** As `user`, from an address of its own (joins are rate-limited per address). */
function as(user: Pick<TestUser, 'token'>, options: InjectOptions, delayMs = 0) {
  addressCounter += 1;
  const remoteAddress = `10.77.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
  return pause(delayMs).then(() =>
    t.app.inject({
      ...options,
      remoteAddress,
      headers: { ...options.headers, authorization: `Bearer ${user.token}` },
    }),
  );
}

/** Players without a password hash: inserting is fast, and they never sign in by password. */
async function players(count: number): Promise<TestUser[]> {
  const suffix = `${process.pid}${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `race${suffix}${i}@example.nl`,
        emailKey: `race${suffix}${i}@example.nl`,
        username: `race${suffix}${i}`,
        firstName: 'Race',
        lastName: 'Speler',
        isEmailVerified: true,
      })),
    )
    .returning();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      email: row.email,
      username: row.username,
      password: '',
      token: await t.app.signAccessToken(row.id),
    })),
  );
}

async function createLeague(creator: TestUser) {
  const res = await as(creator, {
    method: 'POST',
    url: '/api/auth/league/subleagues/',
    payload: { name: 'Racebaan' },
  });
  expect(res.statusCode).toBe(201);
  const league = SubleagueSchema.parse(res.json());
  return { id: league.id, code: league.invite_link.split('/').pop()! };
}

function expectNo5xx(statuses: number[], allowed: number[]) {
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.filter((s) => !allowed.includes(s))).toEqual([]);
}

async function expectLeagueGone(id: number) {
  const db = t.database.db;
  expect(await db.select().from(subleagues).where(eq(subleagues.id, id))).toEqual([]);
  expect(
    await db.select().from(subleagueMembers).where(eq(subleagueMembers.subleagueId, id)),
  ).toEqual([]);
}

describe('a sub-league deleted while players act on it', () => {
  it('answers joins racing the deletion with 200 or 404, never 500', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [creator, ...joiners] = await players(26);
      const league = await createLeague(creator!);
      const joins = joiners.map((joiner, i) =>
        as(joiner, { method: 'POST', url: `/api/auth/league/join/${league.code}/` }, i % 13),
      );
      const deletion = as(
        creator!,
        { method: 'DELETE', url: `/api/auth/league/subleagues/${league.id}/` },
        4,
      );
      const answers = await Promise.all([...joins, deletion]);
      expect(answers.at(-1)!.statusCode).toBe(200);
      statuses.push(...answers.slice(0, -1).map((r) => r.statusCode));
      await expectLeagueGone(league.id);
    }
    expectNo5xx(statuses, [200, 404]);
    // A join that lost the race hears what a dead invite link says.
    const lost = await as((await players(1))[0]!, {
      method: 'POST',
      url: '/api/auth/league/join/AAAAAAAAAAAAAAAAAAAAAAAA/',
    });
    expect(lost.json()).toEqual({
      error: 'invite_invalid',
      message: 'Deze uitnodigingslink is ongeldig of verlopen.',
    });
  });

  it('answers rename, a new invite code and a nudge racing the deletion with 404, never 500', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS * 2; round++) {
      const [creator, member] = await players(2);
      const league = await createLeague(creator!);
      const joined = await as(member!, {
        method: 'POST',
        url: `/api/auth/league/join/${league.code}/`,
      });
      expect(joined.statusCode).toBe(200);
      const delay = round % 6;
      const answers = await Promise.all([
        as(creator!, { method: 'DELETE', url: `/api/auth/league/subleagues/${league.id}/` }, 2),
        as(
          creator!,
          {
            method: 'PATCH',
            url: `/api/auth/league/subleagues/${league.id}/`,
            payload: { name: 'Nieuwe naam' },
          },
          delay,
        ),
        as(
          creator!,
          { method: 'POST', url: `/api/auth/league/subleagues/${league.id}/invite-code/` },
          delay,
        ),
        as(creator!, { method: 'POST', url: nudgePath(league.id, member!.id) }, delay),
      ]);
      expect(answers[0]!.statusCode).toBe(200);
      statuses.push(...answers.slice(1).map((r) => r.statusCode));
      for (const res of answers.slice(1).filter((r) => r.statusCode === 404)) {
        // The league gone, or (the nudge) its member gone with it.
        expect(res.json()).toMatchObject({ error: 'not_a_member' });
        expect([
          'Je bent geen lid van deze subpoule.',
          'Deze speler is geen lid van de subpoule.',
        ]).toContain(res.json<{ message: string }>().message);
      }
      await expectLeagueGone(league.id);
    }
    // 200: before the deletion; 404: after it; 409 and 503 are the nudge's own answers.
    expectNo5xx(statuses, [200, 404, 409]);
  });
});

describe('an account deleted while its requests are under way', () => {
  const deletedUser = { error: 'not_authenticated', message: 'Dit account bestaat niet meer.' };

  /**
   * The guard keeps a user for a few seconds (decision 007), so a request can pass it just
   * before the account's rows go: deleting them behind the guard's back is that moment.
   */
  async function deletedBehindTheGuard(): Promise<TestUser> {
    const [user] = await players(1);
    const warm = await as(user!, { method: 'GET', url: REMINDER_PATHS.preferences });
    expect(warm.statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, user!.id));
    return user!;
  }

  const routes: [string, InjectOptions][] = [
    [
      'a new sub-league',
      { method: 'POST', url: '/api/auth/league/subleagues/', payload: { name: 'Spookpoule' } },
    ],
    [
      'the mail switches',
      { method: 'PATCH', url: REMINDER_PATHS.preferences, payload: { nudges: false } },
    ],
    [
      'the profile',
      {
        method: 'PUT',
        url: '/api/auth/profile/update/',
        payload: { first_name: 'Spook', last_name: 'Speler', username: 'spookspeler' },
      },
    ],
  ];

  for (const [what, request] of routes) {
    it(`answers a change of ${what} for an account just deleted with 401, never 500`, async () => {
      const user = await deletedBehindTheGuard();
      const res = await as(user, request);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(deletedUser);
      const db = t.database.db;
      expect(await db.select().from(subleagues).where(eq(subleagues.creatorId, user.id))).toEqual(
        [],
      );
      expect(
        await db.select().from(mailPreferences).where(eq(mailPreferences.userId, user.id)),
      ).toEqual([]);
    });
  }

  it('answers a username setup racing the account’s deletion without a 500', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [user] = await players(1);
      await t.database.db
        .update(users)
        .set({ username: `${TEMP_USERNAME_PREFIX}${user!.id}` })
        .where(eq(users.id, user!.id));
      const setups = [0, 1, 2, 4, 8].map((delay, i) =>
        as(
          user!,
          {
            method: 'POST',
            url: '/api/auth/setup-username/',
            payload: { username: `gekozen${user!.id}x${i}` },
          },
          delay,
        ),
      );
      // As a deletion on another instance: the rows go while this one's guard still knows them.
      const deletion = pause(2).then(() =>
        t.database.db.delete(users).where(eq(users.id, user!.id)),
      );
      const [answers] = await Promise.all([Promise.all(setups), deletion]);
      statuses.push(...answers.map((r) => r.statusCode));
    }
    // 200: before the deletion (once), 400: already set, 401: after it.
    expectNo5xx(statuses, [200, 400, 401]);
  });

  it('answers every change racing the owner’s deletion without a 500, and keeps nothing of it', async () => {
    const statuses: number[] = [];
    const deleted: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const user = await createUser(t);
      deleted.push(user.id);
      const changes = routes.flatMap(([, request]) =>
        [0, 3, 8, 15, 30].map((delay) => as(user, request, delay)),
      );
      const deletion = as(user, {
        method: 'POST',
        url: '/api/auth/profile/delete/',
        payload: { password: user.password },
      });
      const answers = await Promise.all([deletion, ...changes]);
      expect(answers[0]!.statusCode).toBe(200);
      statuses.push(...answers.slice(1).map((r) => r.statusCode));
    }
    // 201/200 before the deletion, 401 after it; 409: a username another round's took.
    expectNo5xx(statuses, [200, 201, 401, 409]);
    const db = t.database.db;
    expect(await db.select().from(users).where(inArray(users.id, deleted))).toEqual([]);
    expect(
      await db.select().from(subleagues).where(inArray(subleagues.creatorId, deleted)),
    ).toEqual([]);
    expect(
      await db.select().from(mailPreferences).where(inArray(mailPreferences.userId, deleted)),
    ).toEqual([]);
  });
});
