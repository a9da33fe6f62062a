import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MailPreferencesSchema,
  ReminderStatsSchema,
  SubleagueSchema,
  UnsubscribeResponseSchema,
  type Subleague,
} from '@zetelpoule/shared';
import { elections, mailPreferences, reminderDeliveries, scores } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { decodeQuotedPrintable, readOutbox } from '../auth/auth.test-support';
import { activeElectionId } from '../leagues/leagues.test-data';
import { dueReminders, sendReminders } from './reminders.service';
import {
  completePrediction,
  mailsTo,
  predictFor,
  remindersContext,
  setDeadlineIn,
  unsubscribeUrlOf,
} from './reminders.test-support';

// Reminder e-mails, their one-click unsubscribe, the switches, the admin's counts and
// the daily nudge (docs/decisions/032-reminder-emails.md). The queue with two workers:
// reminders.queue.test.ts.

const HOUR = 3_600_000;

describe('reminder e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://zetelpoule.test' } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(reminderDeliveries);
  });

  const outboxTo = async (user: Pick<TestUser, 'email'>) =>
    mailsTo(await readOutbox(t.config.dataDir), user.email);

  it('reminds verified players whose prediction is incomplete, once, with RFC 8058 headers', async () => {
    const [nothing, halfway, done, optedOut] = await Promise.all([
      createUser(t),
      createUser(t, { firstName: 'Halima' }),
      createUser(t),
      createUser(t),
    ]);
    const unverified = await createUser(t, { isEmailVerified: false });
    const complete = await completePrediction(t);
    await predictFor(t, done.id, complete);
    await predictFor(t, halfway.id, { ...complete, captainPartyId: null });
    await t.database.db
      .insert(mailPreferences)
      .values({ userId: optedOut.id, deadlineReminders: false });
    const electionId = await setDeadlineIn(t, 10 * HOUR);

    const ctx = remindersContext(t);
    const first = await sendReminders(ctx, electionId, '24h');
    const again = await sendReminders(ctx, electionId, '24h');
    expect(again).toMatchObject({ sent: 0, failed: 0 });
    expect(first.failed).toBe(0);

    for (const user of [nothing, halfway]) expect(await outboxTo(user)).toHaveLength(1);
    for (const user of [done, optedOut, unverified]) expect(await outboxTo(user)).toHaveLength(0);

    const [raw] = await outboxTo(halfway);
    const unfolded = raw!.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(
      /^List-Unsubscribe: <https:\/\/zetelpoule\.test\/api\/mail\/unsubscribe\/\d+\.deadline\.[A-Za-z0-9_-]{43}\/>$/m,
    );
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(unfolded).toMatch(/Content-Type: multipart\/alternative/);
    expect(unfolded).toMatch(/Content-Type: text\/plain/);
    expect(unfolded).toMatch(/Content-Type: text\/html/);
    const text = decodeQuotedPrintable(raw!);
    expect(text).toContain('Subject: Nog maar een dag: je voorspelling is nog niet af');
    // Greeted by first name, as the account mails greet (lib/greeting-name.ts).
    expect(text).toContain('Hallo Halima,');
    expect(text).toContain('Je hebt 5 van de 6 onderdelen af');
    expect(text).toContain('https://zetelpoule.test/dashboard');
    expect(text).toContain(unsubscribeUrlOf(raw!));
  });

  it('sends nothing before the deadline once it has passed, and the results only when final', async () => {
    const player = await createUser(t);
    const electionId = await setDeadlineIn(t, -HOUR);
    const ctx = remindersContext(t);
    expect(await sendReminders(ctx, electionId, '2h')).toMatchObject({
      sent: 0,
      refused: 'de deadline is al voorbij',
    });
    expect(await sendReminders(ctx, electionId, 'results')).toMatchObject({
      sent: 0,
      refused: 'de uitslag is nog niet definitief en berekend',
    });
    expect(await outboxTo(player)).toHaveLength(0);
  });

  it('tells every player with a prediction their points and rank once the results are final', async () => {
    const [first, second, absent] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    const electionId = await activeElectionId(t);
    await predictFor(t, first.id, {});
    await predictFor(t, second.id, {});
    await t.database.db.insert(scores).values([
      { userId: first.id, electionId, totalPoints: 120 },
      { userId: second.id, electionId, totalPoints: 80 },
    ]);
    await t.database.db
      .update(elections)
      .set({ isFinal: true, scoresCalculatedAt: new Date(), resultsUpdatedAt: null })
      .where(eq(elections.id, electionId));
    try {
      const ctx = remindersContext(t);
      expect((await sendReminders(ctx, electionId, 'results')).sent).toBeGreaterThanOrEqual(2);
      expect(await sendReminders(ctx, electionId, 'results')).toMatchObject({ sent: 0 });
      const [mail] = (await outboxTo(first)).map(decodeQuotedPrintable);
      expect(mail).toContain('Subject: De uitslag is bekend: je hebt 120 punten');
      expect(mail).toMatch(/Je hebt 120 punten en staat op plaats 1 van de \d+/);
      expect(mail).toContain('https://zetelpoule.test/uitslag');
      expect(mail).toMatch(/api\/mail\/unsubscribe\/\d+\.results\./);
      const [other] = (await outboxTo(second)).map(decodeQuotedPrintable);
      expect(other).toContain('staat op plaats 2');
      expect(await outboxTo(absent)).toHaveLength(0);
    } finally {
      await t.database.db
        .update(elections)
        .set({ isFinal: false, scoresCalculatedAt: null })
        .where(eq(elections.id, electionId));
    }
  });

  it('unsubscribes with one POST and no sign-in; a tampered token is refused and changes nothing', async () => {
    const [player, other] = await Promise.all([createUser(t), createUser(t)]);
    const electionId = await setDeadlineIn(t, 10 * HOUR);
    const ctx = remindersContext(t);
    await sendReminders(ctx, electionId, '24h');
    const url = new URL(unsubscribeUrlOf((await outboxTo(player))[0]!));
    const [otherUrl] = (await outboxTo(other)).map((raw) => new URL(unsubscribeUrlOf(raw)));
    const preferencesOf = async (user: TestUser) =>
      MailPreferencesSchema.parse(
        (await injectAs(t, user, { method: 'GET', url: '/api/auth/mail-preferences/' })).json(),
      );

    // A GET (a person, or a link scanner) only shows the page with its button.
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Wil je geen herinneringen voor de deadline meer ontvangen?');
    expect(page.body).toContain('<form method="post"');
    expect((await preferencesOf(player)).deadline).toBe(true);

    // Tampered: one character of the signature, the user id, or the kind. 400, nothing changes.
    const token = url.pathname.split('/').at(-2)!;
    const [id, kind, signature] = token.split('.') as [string, string, string];
    const flipped = signature.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [
      `${id}.${kind}.${signature.slice(0, -1)}${flipped}`,
      `${other.id}.${kind}.${signature}`,
      `${id}.nudges.${signature}`,
      'x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/mail/unsubscribe/${bad}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'unsubscribe_token_invalid' });
    }
    const badPage = await t.app.inject({
      method: 'GET',
      url: `/api/mail/unsubscribe/${id}.${kind}.${signature.slice(0, -1)}${flipped}/`,
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.body).toContain('Deze afmeldlink is ongeldig');
    expect(await preferencesOf(player)).toEqual({ deadline: true, results: true, nudges: true });
    expect(await preferencesOf(other)).toEqual({ deadline: true, results: true, nudges: true });

    // What a mail client sends (RFC 8058): a form POST, no cookie, no token of a session.
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(UnsubscribeResponseSchema.parse(res.json())).toEqual({
      kind: 'deadline',
      message: 'Je bent afgemeld: je krijgt geen herinneringen voor de deadline meer.',
    });
    expect(await preferencesOf(player)).toEqual({ deadline: false, results: true, nudges: true });
    expect((await preferencesOf(other)).deadline).toBe(true);
    // Repeating it is harmless; the page's own button (a browser form) gets a page back.
    const fromPage = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    });
    expect(fromPage.statusCode).toBe(200);
    expect(fromPage.body).toContain('Je bent afgemeld');

    // The next reminder skips the player, not the other one.
    await sendReminders(ctx, electionId, '2h');
    expect(await outboxTo(player)).toHaveLength(1);
    expect(await outboxTo(other)).toHaveLength(2);
    expect(otherUrl).toBeDefined();
  });

  it('finds what is due from the deadline as it is now, so a moved deadline moves its reminders', async () => {
    const ctx = remindersContext(t);
    const electionId = await setDeadlineIn(t, 10 * HOUR);
    expect(await dueReminders(ctx)).toEqual([{ electionId, kind: '24h' }]);
    // The admin (or `cli set-deadline`) moves it four days later: the week's reminder is due.
    await setDeadlineIn(t, 100 * HOUR);
    expect(await dueReminders(ctx)).toEqual([{ electionId, kind: '7d' }]);
    await setDeadlineIn(t, 30 * 24 * HOUR);
    expect(await dueReminders(ctx)).toEqual([]);
    await setDeadlineIn(t, -HOUR);
    expect(await dueReminders(ctx)).toEqual([]);
  });

  it('lets a player read and set their switches; bad input is a 400', async () => {
    const player = await createUser(t);
    const url = '/api/auth/mail-preferences/';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const initial = await injectAs(t, player, { method: 'GET', url });
    expect(initial.json()).toEqual({ deadline: true, results: true, nudges: true });
    const changed = await injectAs(t, player, {
      method: 'PATCH',
      url,
      payload: { nudges: false, results: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ deadline: true, results: false, nudges: false });
    for (const payload of [{}, { nudges: 'nee' }, { everything: false }]) {
      const res = await injectAs(t, player, { method: 'PATCH', url, payload });
      expect(res.statusCode).toBe(400);
    }
    const back = await injectAs(t, player, { method: 'PATCH', url, payload: { nudges: true } });
    expect(back.json()).toEqual({ deadline: true, results: false, nudges: true });
  });

  it('shows the admin how many of each kind were sent', async () => {
    const admin = await createUser(t, { isStaff: true });
    const player = await createUser(t);
    const electionId = await setDeadlineIn(t, 10 * HOUR);
    const report = await sendReminders(remindersContext(t), electionId, '24h');
    expect(report.sent).toBeGreaterThan(0);
    expect(
      (await injectAs(t, player, { method: 'GET', url: '/api/auth/admin/reminders/' })).statusCode,
    ).toBe(403);
    const res = await injectAs(t, admin, { method: 'GET', url: '/api/auth/admin/reminders/' });
    expect(res.statusCode).toBe(200);
    const stats = ReminderStatsSchema.parse(res.json());
    expect(stats.election_id).toBe(electionId);
    expect(stats.kinds.map((k) => [k.kind, k.sent])).toEqual([
      ['7d', 0],
      ['24h', report.sent],
      ['2h', 0],
      ['results', 0],
    ]);
    expect(stats.kinds[2]!.due_at).not.toBeNull();
  });
});

describe('the daily nudge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function leagueWith(creator: TestUser, members: TestUser[]): Promise<Subleague> {
    const created = await injectAs(t, creator, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      payload: { name: 'Duwclub' },
    });
    const league = SubleagueSchema.parse(created.json());
    const code = league.invite_link.split('/').pop()!;
    for (const member of members) {
      await injectAs(t, member, { method: 'POST', url: `/api/auth/league/join/${code}/` });
    }
    return league;
  }
  const nudge = (who: TestUser, league: Subleague, member: TestUser) =>
    injectAs(t, who, {
      method: 'POST',
      url: `/api/auth/league/subleagues/${league.id}/members/${member.id}/nudge/`,
    });
  const outboxTo = async (user: TestUser) =>
    mailsTo(await readOutbox(t.config.dataDir), user.email);

  it('lets the creator nudge an incomplete member once a day, before the deadline only', async () => {
    const [creator, late, done, quiet, outsider] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    await predictFor(t, done.id, await completePrediction(t));
    await t.database.db.insert(mailPreferences).values({ userId: quiet.id, nudges: false });
    const league = await leagueWith(creator, [late, done, quiet]);
    await setDeadlineIn(t, 48 * HOUR);

    const byMember = await nudge(late, league, quiet);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ error: 'not_creator' });
    expect((await nudge(outsider, league, late)).statusCode).toBe(404);
    expect((await nudge(creator, league, outsider)).statusCode).toBe(404);
    expect((await nudge(creator, league, creator)).statusCode).toBe(400);

    const first = await nudge(creator, league, late);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: `${late.username} heeft een duwtje gekregen.` });
    const [mail] = (await outboxTo(late)).map(decodeQuotedPrintable);
    expect(mail).toContain('Subject: Vergeet je voorspelling niet (Duwclub)');
    expect(mail).toContain(`${creator.username} geeft je een duwtje`);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail).toMatch(/api\/mail\/unsubscribe\/\d+\.nudges\./);

    const second = await nudge(creator, league, late);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'nudged_today',
      message: `Je hebt ${late.username} vandaag al een duwtje gegeven. Morgen kan het weer.`,
    });

    const complete = await nudge(creator, league, done);
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toMatchObject({ error: 'prediction_complete' });

    const off = await nudge(creator, league, quiet);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({
      error: 'nudges_off',
      message: `${quiet.username} wil geen duwtjes ontvangen. Er is geen mail verstuurd.`,
    });
    expect(await outboxTo(quiet)).toHaveLength(0);
    expect(await outboxTo(done)).toHaveLength(0);
    expect(await outboxTo(late)).toHaveLength(1);

    await setDeadlineIn(t, -HOUR);
    const after = await nudge(creator, league, quiet);
    expect(after.statusCode).toBe(423);
    expect(after.json()).toMatchObject({ error: 'deadline_passed' });
  });

  it('refuses malformed ids with a 400 and anonymous callers with a 401', async () => {
    const creator = await createUser(t);
    const res = await injectAs(t, creator, {
      method: 'POST',
      url: '/api/auth/league/subleagues/abc/members/1/nudge/',
    });
    expect(res.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/league/subleagues/1/members/1/nudge/',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
