import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_PATHS, PushPayloadSchema, pushSubscriptionPath } from '@zetelpoule/shared';
import {
  elections,
  pushDeliveries,
  pushSubscriptions,
  scores,
  subleagueMembers,
  subleagues,
} from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { activeElectionId, emptyLeagues, enterPool } from '../leagues/leagues.test-data';
import { generateVapidKeyPair } from './push.config';
import { sendBatch, type PushContext, type PushJob } from './push.delivery';
import {
  startTestPushService,
  testBrowser,
  verifyVapid,
  type TestBrowser,
  type TestPushService,
} from './push.test-support';

// Web Push end to end on the server (docs/decisions/065-web-push.md): a player subscribes a real loopback
// endpoint, a batch sends, the test's push service receives the encrypted request, and the
// test's browser decrypts it with its own keys (RFC 8291) and reads the Dutch text.

const HOUR = 3_600_000;
const keys = generateVapidKeyPair();

describe('web push', () => {
  let t: TestApp;
  let service: TestPushService;
  let ctx: PushContext;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'mailto:beheer@zetelpoule.test',
      },
    });
    service = await startTestPushService();
    ctx = {
      db: t.database.db,
      vapid: t.config.push!,
      log: { error: () => {}, info: () => {} },
      batchSize: 500,
      concurrency: 4,
    };
  });
  afterAll(async () => {
    await service?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(pushSubscriptions);
    await emptyLeagues(t);
    service.received.length = 0;
    service.statusOf.clear();
  });

  let counter = 0;
  const endpoint = () => `${service.origin}/push/${++counter}-${randomBytes(4).toString('hex')}`;

  async function subscribed(user: TestUser, browser: TestBrowser, url = endpoint()) {
    const response = await injectAs(t, user, {
      method: 'POST',
      url: PUSH_PATHS.subscriptions,
      payload: browser.subscription(url),
    });
    expect(response.statusCode).toBe(201);
    return { url, id: (response.json() as { id: number }).id };
  }

  async function deadlineJob(after = 0): Promise<PushJob> {
    const electionId = await activeElectionId(t);
    await t.database.db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() + 20 * HOUR) })
      .where(eq(elections.id, electionId));
    return { kind: 'deadline', electionId, reminder: '24h', occasion: `${electionId}:24h`, after };
  }

  describe('subscriptions', () => {
    it('serves the public key the browser subscribes with', async () => {
      const response = await t.app.inject({ method: 'GET', url: PUSH_PATHS.publicKey });
      expect(response.json()).toEqual({ public_key: keys.publicKey });
    });

    it('needs a signed-in player', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: PUSH_PATHS.subscriptions,
        payload: testBrowser().subscription(endpoint()),
      });
      expect(response.statusCode).toBe(401);
    });

    it('starts with every kind on; the player switches kinds per device', async () => {
      const user = await createUser(t);
      const browser = testBrowser();
      const { url, id } = await subscribed(user, browser);
      const list = await injectAs(t, user, { method: 'GET', url: PUSH_PATHS.subscriptions });
      expect(list.json()).toEqual({
        subscriptions: [
          {
            id,
            kinds: { deadline: true, results: true, overtaken: true },
            service: new URL(url).host,
            created_at: expect.any(String),
          },
        ],
      });
      const patch = await injectAs(t, user, {
        method: 'PATCH',
        url: pushSubscriptionPath(id),
        payload: { overtaken: false },
      });
      expect(patch.json().kinds).toEqual({ deadline: true, results: true, overtaken: false });
      // The browser subscribing again (a new page load) keeps the player's choice.
      const again = await injectAs(t, user, {
        method: 'POST',
        url: PUSH_PATHS.subscriptions,
        payload: browser.subscription(url),
      });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({ id, kinds: { overtaken: false } });
    });

    it("answers another player's subscription as unknown", async () => {
      const owner = await createUser(t);
      const other = await createUser(t);
      const { id } = await subscribed(owner, testBrowser());
      const response = await injectAs(t, other, {
        method: 'PATCH',
        url: pushSubscriptionPath(id),
        payload: { results: false },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Dit apparaat krijgt geen pushmeldingen (meer).');
    });

    it('refuses endpoints it must not post to, in Dutch', async () => {
      const user = await createUser(t);
      const post = (payload: object) =>
        injectAs(t, user, { method: 'POST', url: PUSH_PATHS.subscriptions, payload });
      const plain = await post(testBrowser().subscription('http://push.example.com/x'));
      expect(plain.statusCode).toBe(400);
      expect(plain.json().message).toBe('Een pushadres moet met https:// beginnen.');
      const internal = await post(testBrowser().subscription('https://169.254.169.254/x'));
      expect(internal.statusCode).toBe(400);
      expect(internal.json().message).toBe(
        'Dit pushadres wijst niet naar een pushdienst op internet.',
      );
      const keyless = await post({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' });
      expect(keyless.statusCode).toBe(400);
      expect(keyless.json().message).toMatch(/sleutels van je browser/);
      expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
    });

    it('removes the subscription of the endpoint in the body', async () => {
      const user = await createUser(t);
      const { url } = await subscribed(user, testBrowser());
      const remove = () =>
        injectAs(t, user, {
          method: 'DELETE',
          url: PUSH_PATHS.subscriptions,
          payload: { endpoint: url },
        });
      expect((await remove()).statusCode).toBe(204);
      expect((await remove()).statusCode).toBe(204);
      expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
    });
  });

  describe('sending', () => {
    it('delivers a deadline reminder the browser decrypts, signed with the VAPID key, once', async () => {
      const user = await createUser(t);
      const browser = testBrowser();
      const { url } = await subscribed(user, browser);
      const job = await deadlineJob();

      const report = await sendBatch(ctx, job);
      expect(report).toMatchObject({ sent: 1, gone: 0, failed: 0 });
      const [push] = await service.waitFor(1);
      expect(push!.path).toBe(new URL(url).pathname);
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers.ttl).toBe('86400');
      expect(push!.headers.urgency).toBe('high');
      const claims = verifyVapid(push!.headers.authorization, {
        publicKey: keys.publicKey,
        audience: service.origin,
      });
      expect(claims.sub).toBe('mailto:beheer@zetelpoule.test');
      const payload = PushPayloadSchema.parse(JSON.parse(browser.decrypt(push!.body)));
      expect(payload.title).toMatch(/^Nog 24 uur voor /);
      expect(payload.body).toMatch(
        /^Je hebt nog niets voorspeld\. Meedoen kan tot \w+dag \d+ \w+ \d{4} om \d\d:\d\d\.$/,
      );
      expect(payload.url).toBe('/dashboard');

      // The same occasion again (a retried job, a second worker): nothing more goes out.
      expect(await sendBatch(ctx, job)).toMatchObject({ sent: 0 });
      expect(service.received).toHaveLength(1);
    });

    it('sends nothing for the deadline once it has passed', async () => {
      const user = await createUser(t);
      await subscribed(user, testBrowser());
      const job = await deadlineJob();
      const later = new Date(Date.now() + 21 * HOUR);
      expect(await sendBatch(ctx, job, { now: later })).toMatchObject({
        sent: 0,
        refused: 'de deadline is al voorbij',
      });
      expect(service.received).toHaveLength(0);
    });

    it('removes a subscription the push service answers 404 or 410 for', async () => {
      const gone = await subscribed(await createUser(t), testBrowser());
      const expired = await subscribed(await createUser(t), testBrowser());
      const alive = await subscribed(await createUser(t), testBrowser());
      service.statusOf.set(new URL(gone.url).pathname, 410);
      service.statusOf.set(new URL(expired.url).pathname, 404);

      const report = await sendBatch(ctx, await deadlineJob());
      expect(report).toMatchObject({ sent: 1, gone: 2, failed: 0 });
      const left = await t.database.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
      expect(left).toEqual([{ id: alive.id }]);
    });

    it("gives a failed push's claim back, so the job's retry sends it", async () => {
      const { url, id } = await subscribed(await createUser(t), testBrowser());
      service.statusOf.set(new URL(url).pathname, 503);
      const job = await deadlineJob();
      expect(await sendBatch(ctx, job)).toMatchObject({ sent: 0, failed: 1 });
      const claims = () =>
        t.database.db
          .select()
          .from(pushDeliveries)
          .where(and(eq(pushDeliveries.subscriptionId, id), eq(pushDeliveries.kind, 'deadline')));
      expect(await claims()).toEqual([]);
      service.statusOf.clear();
      expect(await sendBatch(ctx, job)).toMatchObject({ sent: 1, failed: 0 });
      expect(await claims()).toHaveLength(1);
    });

    it('goes through the subscriptions in batches, each once even with two workers', async () => {
      const browsers = new Map<string, TestBrowser>();
      for (let i = 0; i < 5; i++) {
        const browser = testBrowser();
        const { url } = await subscribed(await createUser(t), browser);
        browsers.set(new URL(url).pathname, browser);
      }
      const small = { ...ctx, batchSize: 2 };
      const job = await deadlineJob();
      // Two workers take each batch at once; each announces the next page before sending.
      let pages: PushJob[] = [job];
      let batches = 0;
      while (pages.length > 0) {
        const next: PushJob[] = [];
        const onNext = async (after: number) => {
          next.push({ ...job, after });
        };
        await Promise.all(
          pages.flatMap((page) => [sendBatch(small, page, { onNext }), sendBatch(small, page)]),
        );
        batches += pages.length;
        pages = next;
      }
      expect(batches).toBe(3);
      const paths = service.received.map((push) => push.path);
      expect(paths.sort()).toEqual([...browsers.keys()].sort());
      for (const push of service.received) {
        expect(JSON.parse(browsers.get(push.path)!.decrypt(push.body)).kind).toBe('deadline');
      }
    });

    it('tells a player the results are in, with their points and rank', async () => {
      const electionId = await activeElectionId(t);
      const first = await createUser(t);
      const second = await createUser(t);
      await enterPool(t, first.id, 120);
      await enterPool(t, second.id, 80);
      const browser = testBrowser();
      await subscribed(second, browser);
      const [open] = await t.database.db
        .select({ deadline: elections.predictionsDeadline })
        .from(elections)
        .where(eq(elections.id, electionId));
      // Players hear of results only once predictions are closed (docs/decisions/050-results-before-the-deadline.md).
      await t.database.db
        .update(elections)
        .set({
          isFinal: true,
          scoresCalculatedAt: new Date(),
          resultsUpdatedAt: null,
          predictionsDeadline: new Date(Date.now() - 60_000),
        })
        .where(eq(elections.id, electionId));
      try {
        const job: PushJob = {
          kind: 'results',
          electionId,
          occasion: String(electionId),
          after: 0,
        };
        expect(await sendBatch(ctx, job)).toMatchObject({ sent: 1 });
        const [push] = await service.waitFor(1);
        const payload = JSON.parse(browser.decrypt(push!.body));
        expect(payload.title).toBe('De uitslag is binnen');
        expect(payload.body).toMatch(
          /: je hebt 80 punten en staat 2e van 2 in de Nationale Poule\.$/,
        );
      } finally {
        await t.database.db
          .update(elections)
          .set({ isFinal: false, scoresCalculatedAt: null, predictionsDeadline: open!.deadline })
          .where(eq(elections.id, electionId));
      }
    });

    it('tells a player who was passed in a sub-league, once a night', async () => {
      const electionId = await activeElectionId(t);
      const me = await createUser(t);
      const rival = await createUser(t, { username: `inhaler${counter}` });
      const behind = await createUser(t);
      for (const user of [me, rival, behind]) await enterPool(t, user.id);
      const [league] = await t.database.db
        .insert(subleagues)
        .values({ name: 'Kantoor', creatorId: me.id, inviteCode: randomBytes(8).toString('hex') })
        .returning();
      for (const user of [me, rival, behind]) {
        await t.database.db
          .insert(subleagueMembers)
          .values({ subleagueId: league!.id, userId: user.id });
      }
      // Before the calculation: me 1st, rival 2nd, behind 3rd; after it the rival leads.
      await t.database.db.insert(scores).values([
        { userId: me.id, electionId, totalPoints: 50, previousRank: 1 },
        { userId: rival.id, electionId, totalPoints: 60, previousRank: 2 },
        { userId: behind.id, electionId, totalPoints: 10, previousRank: 3 },
      ]);
      const mine = testBrowser();
      await subscribed(me, mine);
      await subscribed(rival, testBrowser());
      const job: PushJob = {
        kind: 'overtaken',
        electionId,
        occasion: `${electionId}:2025-10-29`,
        after: 0,
      };

      expect(await sendBatch(ctx, job)).toMatchObject({ sent: 1 });
      const [push] = await service.waitFor(1);
      expect(JSON.parse(mine.decrypt(push!.body))).toMatchObject({
        title: 'Je bent ingehaald in Kantoor',
        body: `${rival.username} ging je voorbij. Kijk hoe je ervoor staat.`,
      });
      // A later calculation the same night: no second notification.
      expect(await sendBatch(ctx, job)).toMatchObject({ sent: 0 });
      expect(service.received).toHaveLength(1);
    });
  });
});

describe('web push switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { PUSH_NOTIFICATIONS: 'false' } });
  });
  afterAll(async () => t?.close());

  it('has no public key and takes no subscriptions', async () => {
    const key = await t.app.inject({ method: 'GET', url: PUSH_PATHS.publicKey });
    expect(key.statusCode).toBe(404);
    expect(key.json().message).toBe('Pushmeldingen staan uit op deze server.');
    const user = await createUser(t);
    const response = await injectAs(t, user, {
      method: 'POST',
      url: PUSH_PATHS.subscriptions,
      payload: testBrowser().subscription('https://fcm.googleapis.com/fcm/send/x'),
    });
    expect(response.statusCode).toBe(404);
  });
});
