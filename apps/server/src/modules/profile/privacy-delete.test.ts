import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectAs, useTestApp } from '../../../test/helper';
import {
  emailTokens,
  refreshTokens,
  socialAccounts,
  subleagueMembers,
  subleagues,
} from '../../db/schema';
import { waitForMail } from '../auth/auth.test-support';
import { DELETE_URL, privacyCalls } from './privacy.test-support';

/* Deleting your own account (the privacy text's right to erasure), through the real app. */

const t = useTestApp();
const { uniquePlayer, createLeague, joinLeague, storeGameData } = privacyCalls(t);

/** Every table with a foreign key to users, and the rows in it that point at `userId`. */
async function rowsReferring(userId: number): Promise<Record<string, number>> {
  const db = t.database.db;
  const refs = await db.execute<{ tbl: string; col: string }>(sql`
    select c.conrelid::regclass::text as tbl, a.attname as col
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'users'::regclass`);
  const found: Record<string, number> = {};
  for (const { tbl, col } of refs.rows) {
    const res = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(tbl)} where ${sql.identifier(col)} = ${userId}`,
    );
    found[`${tbl}.${col}`] = Number(res.rows[0]!.n);
  }
  return found;
}

/** Rows of any table in the public schema whose text contains `needle`. */
async function tablesMentioning(needle: string): Promise<string[]> {
  const db = t.database.db;
  const tables = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`);
  const hits: string[] = [];
  for (const { name } of tables.rows) {
    const res = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)} x where strpos(lower(x::text), lower(${needle})) > 0`,
    );
    if (Number(res.rows[0]!.n) > 0) hits.push(name);
  }
  return hits;
}

describe('delete my account', () => {
  it('removes every row of the player, hands a sub-league over and empties an empty one', async () => {
    const player = await uniquePlayer();
    await storeGameData(player.id);
    await t.database.db
      .insert(socialAccounts)
      .values({ userId: player.id, provider: 'microsoft-graph', subject: `ms-${player.id}` });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: player.email, password: player.password },
    });
    expect(session.statusCode).toBe(200);
    await t.database.db.insert(emailTokens).values({
      userId: player.id,
      purpose: 'reset',
      tokenHash: randomBytes(16).toString('hex'),
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    const shared = (await createLeague(player, 'Overdracht')).json();
    const lonely = (await createLeague(player, 'Alleen Ik')).json();
    const first = await uniquePlayer();
    const second = await uniquePlayer();
    await joinLeague(first, shared.id);
    await joinLeague(second, shared.id);
    // `first` joined earlier than `second`: make the order unmistakable.
    await t.database.db
      .update(subleagueMembers)
      .set({ joinedAt: new Date(Date.now() - 60_000) })
      .where(
        and(eq(subleagueMembers.subleagueId, shared.id), eq(subleagueMembers.userId, first.id)),
      );

    const before = await rowsReferring(player.id);
    expect(before['predictions.user_id']).toBe(2);
    expect(before['scores.user_id']).toBe(2);
    expect(before['subleagues.creator_id']).toBe(2);
    const leaderboardBefore = (
      await injectAs(t, first, { method: 'GET', url: '/api/auth/league/global/?page_size=100' })
    ).json();
    expect(leaderboardBefore.results.map((r: { id: number }) => r.id)).toContain(player.id);

    const res = await injectAs(t, player, {
      method: 'POST',
      url: DELETE_URL,
      payload: { password: player.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Je account en al je gegevens zijn verwijderd.',
    });

    const after = await rowsReferring(player.id);
    expect(Object.keys(after).length).toBeGreaterThanOrEqual(7);
    for (const [column, n] of Object.entries(after)) expect(n, column).toBe(0);
    expect(await tablesMentioning(player.email)).toEqual([]);
    expect(await tablesMentioning(player.username)).toEqual([]);

    const [handedOver] = await t.database.db
      .select()
      .from(subleagues)
      .where(eq(subleagues.id, shared.id));
    expect(handedOver!.creatorId).toBe(first.id);
    const remaining = await t.database.db
      .select({ userId: subleagueMembers.userId })
      .from(subleagueMembers)
      .where(eq(subleagueMembers.subleagueId, shared.id));
    expect(remaining.map((m) => m.userId).sort()).toEqual([first.id, second.id].sort());
    expect(
      await t.database.db.select().from(subleagues).where(eq(subleagues.id, lonely.id)),
    ).toEqual([]);

    // The leaderboard drops them at once, not after the pool's cache time.
    const leaderboard = (
      await injectAs(t, first, { method: 'GET', url: '/api/auth/league/global/?page_size=100' })
    ).json();
    expect(leaderboard.results.map((r: { id: number }) => r.id)).not.toContain(player.id);

    // Signed out everywhere: the old tokens and the password are worthless.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: player.email, password: player.password },
    });
    expect(login.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: session.json().refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const profile = await injectAs(t, player, { method: 'GET', url: '/api/auth/profile/' });
    expect(profile.statusCode).toBe(401);

    const mail = await waitForMail(t.config.dataDir, player.email);
    expect(mail).toContain('Je Zetelpoule-account is verwijderd');
  });

  it('refuses a wrong or missing password with a Dutch 400 and deletes nothing', async () => {
    const player = await uniquePlayer();
    await storeGameData(player.id);
    const before = await rowsReferring(player.id);

    const wrong = await injectAs(t, player, {
      method: 'POST',
      url: DELETE_URL,
      payload: { password: 'Fout-Wachtwoord1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'validation_error',
      password: ['Het wachtwoord is onjuist. Je account is niet verwijderd.'],
    });
    const missing = await injectAs(t, player, { method: 'POST', url: DELETE_URL, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().password).toEqual(['Wachtwoord is verplicht']);
    const nul = await injectAs(t, player, {
      method: 'POST',
      url: DELETE_URL,
      payload: { password: 'a\u0000b' },
    });
    expect(nul.statusCode).toBe(400);

    expect(await rowsReferring(player.id)).toEqual(before);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: player.email, password: player.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('limits password guesses at deletion', async () => {
    const player = await uniquePlayer();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await injectAs(t, player, {
        method: 'POST',
        url: DELETE_URL,
        payload: { password: `Fout-${i}-Wachtwoord` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(
      (
        await injectAs(t, player, {
          method: 'POST',
          url: DELETE_URL,
          payload: { password: player.password },
        })
      ).statusCode,
    ).toBe(429);
  });

  it('asks an account without a password for a sign-in with its provider of at most 10 minutes ago', async () => {
    const player = await uniquePlayer({ passwordHash: null });
    await t.database.db
      .insert(socialAccounts)
      .values({ userId: player.id, provider: 'google-oauth2', subject: `g-${player.id}` });
    const addSession = (family: string, minutesAgo: number) =>
      t.database.db.insert(refreshTokens).values({
        userId: player.id,
        tokenHash: randomBytes(16).toString('hex'),
        family,
        expiresAt: new Date(Date.now() + 86_400_000),
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    // A social session begun 20 minutes ago, whose token was rotated a minute ago: a rotation
    // is not a sign-in. A password-less account's other sessions do not count either.
    await addSession('social:old', 20);
    await addSession('social:old', 1);
    await addSession('some-other-family', 1);

    const stale = await injectAs(t, player, { method: 'POST', url: DELETE_URL, payload: {} });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      error: 'fresh_sign_in_required',
      message: expect.stringContaining('Log eerst opnieuw in met Google of Microsoft'),
    });
    const kept = await injectAs(t, player, { method: 'GET', url: '/api/auth/profile/' });
    expect(kept.statusCode).toBe(200);

    await addSession('social:fresh', 2);
    const res = await injectAs(t, player, { method: 'POST', url: DELETE_URL, payload: {} });
    expect(res.statusCode).toBe(200);
    for (const [column, n] of Object.entries(await rowsReferring(player.id))) {
      expect(n, column).toBe(0);
    }
  });
});
