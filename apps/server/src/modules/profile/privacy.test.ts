import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataExportSchema, SubleagueListSchema } from '@zetelpoule/shared';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import {
  biggestPartyPredictions,
  elections,
  emailTokens,
  mailPreferences,
  municipalities,
  parties,
  predictions,
  refreshTokens,
  reminderDeliveries,
  scores,
  seatPredictions,
  socialAccounts,
  subleagueMembers,
  subleagueNudges,
  subleagues,
  turnoutPredictions,
} from '../../db/schema';
import { waitForMail } from '../auth/auth.test-support';
import { activeElectionId, enterPool } from '../leagues/leagues.test-data';

/*
 * Real names only for sub-league co-members who may see them,
 * and the self-service rights of the privacy text — download your data, delete your account.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EXPORT_URL = '/api/auth/profile/export/';
const DELETE_URL = '/api/auth/profile/delete/';

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

describe('real names', () => {
  it('starts with the name hidden and keeps the switch the player sets in the profile', async () => {
    const player = await uniquePlayer();
    const profile = await injectAs(t, player, { method: 'GET', url: '/api/auth/profile/' });
    expect(profile.json().show_real_name).toBe(false);

    expect((await setShowRealName(player, true)).show_real_name).toBe(true);
    const after = await injectAs(t, player, { method: 'GET', url: '/api/auth/profile/' });
    expect(after.json().show_real_name).toBe(true);

    // An update that does not mention the switch leaves it as it is.
    const res = await injectAs(t, player, {
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: { first_name: 'Anders', last_name: 'Genoemd', username: player.username },
    });
    expect(res.json().show_real_name).toBe(true);
  });

  it('refuses a switch value that is not true or false', async () => {
    const player = await uniquePlayer();
    const res = await injectAs(t, player, {
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: {
        first_name: 'Test',
        last_name: 'Speler',
        username: player.username,
        show_real_name: 'ja',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().show_real_name).toEqual([expect.any(String)]);
  });

  it('shows sub-league co-members the name of a member who allows it, and no one else', async () => {
    const open = await uniquePlayer({ firstName: 'Geertruida', lastName: 'Openhart' });
    const hidden = await uniquePlayer({ firstName: 'Wolterus', lastName: 'Verborgen' });
    await setShowRealName(open, true);
    const league = (await createLeague(open, 'Naamgenoten')).json();
    await joinLeague(hidden, league.id);

    const seenByHidden = SubleagueListSchema.parse(
      (await injectAs(t, hidden, { method: 'GET', url: '/api/auth/league/subleagues/' })).json(),
    );
    const members = seenByHidden.find((l) => l.id === league.id)!.members;
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user: open.id, full_name: 'Geertruida Openhart' }),
        expect.objectContaining({ user: hidden.id, user_name: hidden.username, full_name: null }),
      ]),
    );
    expect(JSON.stringify(seenByHidden)).not.toContain('Wolterus');
    expect(JSON.stringify(seenByHidden)).not.toContain('Verborgen');

    // Switched off again: the co-members no longer see it.
    await setShowRealName(open, false);
    const later = (
      await injectAs(t, hidden, { method: 'GET', url: '/api/auth/league/subleagues/' })
    ).json();
    expect(JSON.stringify(later)).not.toContain('Geertruida');
  });

  it('never puts a real name in the national pool, the stats or a member prediction', async () => {
    const open = await uniquePlayer({ firstName: 'Hendrikje', lastName: 'Zichtbaar' });
    await setShowRealName(open, true);
    const stranger = await uniquePlayer();
    await enterPool(t, open.id, 5);
    await enterPool(t, stranger.id, 1);
    const db = t.database.db;
    const electionId = await activeElectionId(t);
    const [election] = await db.select().from(elections).where(eq(elections.id, electionId));
    // Member predictions open after the deadline.
    await db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() - 60_000) })
      .where(eq(elections.id, electionId));
    try {
      for (const url of [
        '/api/auth/league/global/?page_size=100',
        '/api/auth/league/stats/',
        `/api/auth/member-predictions/${open.id}/?global=true`,
      ]) {
        const res = await injectAs(t, stranger, { method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('Hendrikje');
        expect(res.body, url).not.toContain('Zichtbaar');
      }
    } finally {
      await db
        .update(elections)
        .set({ predictionsDeadline: election!.predictionsDeadline })
        .where(eq(elections.id, electionId));
    }
  });
});

describe('download my data', () => {
  it('answers one JSON attachment with the profile, sign-in methods, every prediction, scores and sub-leagues', async () => {
    const player = await uniquePlayer({ avatar: 'https://example.nl/ik.png' });
    await t.database.db
      .insert(socialAccounts)
      .values({ userId: player.id, provider: 'google-oauth2', subject: `g-${player.id}` });
    const { activeId, historicId, activeParties, historicParties } = await storeGameData(player.id);
    const own = (await createLeague(player, 'Eigen Poule')).json();
    const friend = await uniquePlayer();
    const friends = (await createLeague(friend, 'Vriendenpoule')).json();
    await joinLeague(player, friends.id);
    await joinLeague(friend, own.id);

    const res = await injectAs(t, player, { method: 'GET', url: EXPORT_URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="zetelpoule-gegevens-${player.username}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = DataExportSchema.parse(res.json());

    expect(data.profile).toMatchObject({
      id: player.id,
      username: player.username,
      email: player.email,
      avatar: 'https://example.nl/ik.png',
      show_real_name: false,
      is_email_verified: true,
    });
    expect(data.sign_in_methods).toEqual({
      password: true,
      social: [{ provider: 'google-oauth2', linked_at: expect.any(String) }],
    });
    expect(res.body).not.toContain('argon2');

    const byElection = new Map(data.predictions.map((p) => [p.election.id, p]));
    expect(byElection.get(activeId)).toMatchObject({
      country_turnout: 78.3,
      first_municipality: 'Vlieland',
      captain_party: activeParties[2]!.name,
      seats: [
        { seat_number: 0, party_id: activeParties[0]!.id, party: activeParties[0]!.name },
        { seat_number: 1, party_id: activeParties[1]!.id, party: activeParties[1]!.name },
      ],
      turnout: [{ municipality: 'Amsterdam', turnout: 70.2 }],
      biggest_party: [{ municipality: 'Amsterdam', party: activeParties[1]!.name }],
    });
    expect(byElection.get(historicId)).toMatchObject({
      country_turnout: 78,
      seats: [{ seat_number: 7, party: historicParties[3]!.name }],
    });
    // The active election's predictions are still open: its points would reveal results
    // players may not see yet (docs/decisions/050), so only the historic one is there.
    expect(data.scores).toEqual([
      expect.objectContaining({
        election: expect.objectContaining({ id: historicId }),
        top3_parties_points: 7,
        total_points: 27,
      }),
    ]);
    expect(JSON.stringify(data.scores)).not.toContain(`"id":${activeId},`);
    expect(data.subleague_memberships).toEqual([
      expect.objectContaining({ id: own.id, name: 'Eigen Poule', is_creator: true }),
      expect.objectContaining({ id: friends.id, name: 'Vriendenpoule', is_creator: false }),
    ]);
    expect(data.created_subleagues).toEqual([
      expect.objectContaining({ id: own.id, name: 'Eigen Poule', member_count: 2 }),
    ]);
    // Nothing about the other player beyond the names of shared sub-leagues.
    expect(res.body).not.toContain(friend.email);
  });

  it('holds the mail switches, every reminder claimed and the nudges got and given', async () => {
    const db = t.database.db;
    const player = await uniquePlayer();
    const friend = await uniquePlayer();
    const stranger = await uniquePlayer();
    const electionId = await activeElectionId(t);
    const [election] = await db.select().from(elections).where(eq(elections.id, electionId));
    const own = (await createLeague(player, 'Duwpoule')).json();
    const friends = (await createLeague(friend, 'Porpoule')).json();
    await joinLeague(friend, own.id);
    await joinLeague(player, friends.id);
    await joinLeague(stranger, friends.id);

    const fresh = DataExportSchema.parse(
      (await injectAs(t, player, { method: 'GET', url: EXPORT_URL })).json(),
    );
    // No switch was ever changed: every kind of mail is on, as the profile shows.
    expect(fresh.mail_preferences).toEqual({
      deadline: true,
      results: true,
      nudges: true,
      updated_at: null,
    });
    expect(fresh.reminder_deliveries).toEqual([]);
    expect(fresh.nudges).toEqual({ received: [], sent: [] });

    await db.insert(mailPreferences).values({ userId: player.id, nudges: false });
    const sentAt = new Date('2026-10-22T07:30:00Z');
    await db.insert(reminderDeliveries).values([
      { electionId, userId: player.id, kind: '7d', claimedAt: sentAt, sentAt },
      { electionId, userId: player.id, kind: '24h', claimedAt: new Date('2026-10-28T07:30:00Z') },
      { electionId, userId: friend.id, kind: '7d', claimedAt: sentAt, sentAt },
    ]);
    await db.insert(subleagueNudges).values([
      {
        subleagueId: friends.id,
        senderId: friend.id,
        recipientId: player.id,
        amsterdamDay: '2026-10-20',
      },
      {
        subleagueId: own.id,
        senderId: player.id,
        recipientId: friend.id,
        amsterdamDay: '2026-10-21',
      },
      {
        subleagueId: friends.id,
        senderId: friend.id,
        recipientId: stranger.id,
        amsterdamDay: '2026-10-21',
      },
    ]);

    const res = await injectAs(t, player, { method: 'GET', url: EXPORT_URL });
    expect(res.statusCode).toBe(200);
    const data = DataExportSchema.parse(res.json());
    expect(data.mail_preferences).toEqual({
      deadline: true,
      results: true,
      nudges: false,
      updated_at: expect.any(String),
    });
    expect(data.reminder_deliveries).toEqual([
      {
        election: { id: electionId, name: election!.name },
        kind: '7d',
        claimed_at: sentAt.toISOString(),
        sent_at: sentAt.toISOString(),
      },
      {
        election: { id: electionId, name: election!.name },
        kind: '24h',
        claimed_at: '2026-10-28T07:30:00.000Z',
        sent_at: null,
      },
    ]);
    expect(data.nudges).toEqual({
      received: [
        {
          subleague: { id: friends.id, name: 'Porpoule' },
          day: '2026-10-20',
          created_at: expect.any(String),
        },
      ],
      sent: [
        {
          subleague: { id: own.id, name: 'Duwpoule' },
          day: '2026-10-21',
          created_at: expect.any(String),
        },
      ],
    });
    // The other players of a nudge stay out of it.
    for (const other of [friend, stranger]) {
      expect(res.body).not.toContain(other.username);
      expect(res.body).not.toContain(other.email);
    }
  });

  it('needs a signed-in player', async () => {
    const res = await t.app.inject({ method: 'GET', url: EXPORT_URL });
    expect(res.statusCode).toBe(401);
  });
});

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
