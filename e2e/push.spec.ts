import { randomBytes } from 'node:crypto';
import {
  startTestPushService,
  testBrowser,
} from '../apps/server/src/modules/push/push.test-support';
import {
  chooseCookies,
  cli,
  createPlayer,
  expect,
  expectNoAxeViolations,
  logIn,
  moveDeadline,
  screenshot,
  sql,
  test,
  VIEWPORTS,
  watchConsole,
} from './fixtures';

// The installable app on a phone (docs/decisions/065-web-push.md and 066): a player turns on push
// notifications on the profile and picks the kinds; the server's 24-hour reminder reaches the
// device's push endpoint encrypted; the service worker shows a notification; and with the
// network gone the worker still serves the app's shell with a Dutch offline notice.
//
// What the browser part covers: headless Chromium has no push service (its
// PushManager.subscribe answers "Registration failed - permission denied" even with the
// permission granted), so the page's PushManager hands out a subscription whose endpoint is
// this test's own loopback push service, with keys the test holds. Everything after that is
// real: the permission check, the worker's registration, the server's subscription and its
// kinds, the server's encrypted, VAPID-signed push (decrypted here with the subscription's
// private key), and the worker's push handler (the payload delivered through DevTools).

test.use({
  viewport: VIEWPORTS.phone,
  hasTouch: true,
  isMobile: true,
  permissions: ['notifications'],
});

test('push notifications: opt in on the profile, receive, show; the shell offline', async ({
  page,
  context,
}) => {
  const errors = watchConsole(page);
  const service = await startTestPushService();
  const device = testBrowser();
  const subscription = device.subscription(
    `${service.origin}/push/e2e-${randomBytes(6).toString('hex')}`,
  );
  await page.addInitScript((json) => {
    let current: PushSubscription | null = null;
    const fake = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => (current = fake);
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);

  const [election] = await sql<{ predictions_deadline: Date }>(
    'select predictions_deadline from elections where is_active',
  );
  const player = await createPlayer();
  try {
    await chooseCookies(page);
    await logIn(page, player);
    await page.goto('/profile');
    // The worker is registered after the load event, on every page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    const section = page.getByRole('region', { name: 'Pushmeldingen' });
    const enable = section.getByRole('button', { name: 'Meldingen aanzetten' });
    await enable.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/push-opt-in-phone.png' });
    await enable.tap();
    await expect(section.getByText('Meldingen staan aan op dit apparaat.')).toBeVisible();
    for (const kind of [
      'Herinneringen voor de deadline',
      'De uitslag is binnen',
      'Ingehaald in je subpoule',
    ]) {
      await expect(section.getByRole('switch', { name: kind })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    }
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/push-profile-phone.png' });
    await screenshot(page, 'push-profile-phone-full');
    await expectNoAxeViolations(page, 'profile with push on');

    await section.getByRole('switch', { name: 'Ingehaald in je subpoule' }).tap();
    await expect(section.getByText('Ingehaald in je subpoule: uit.')).toBeVisible();
    const rows = await sql<{ endpoint: string; deadline: boolean; overtaken: boolean }>(
      'select endpoint, deadline, overtaken from push_subscriptions where user_id = $1',
      [player.id],
    );
    expect(rows).toEqual([{ endpoint: subscription.endpoint, deadline: true, overtaken: false }]);

    // The 24-hour reminder, sent as the queue's job sends it (`cli send-reminders`).
    await moveDeadline(new Date(Date.now() + 20 * 3_600_000));
    const report = await cli('send-reminders', '--election', 'active', '--kind', '24h');
    expect(report).toMatch(/^1 pushmelding verstuurd\.$/m);
    const [push] = await service.waitFor(1);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    const payload = JSON.parse(device.decrypt(push!.body)) as { title: string; body: string };
    expect(payload.title).toMatch(/^Nog 24 uur voor /);
    expect(payload.body).toMatch(/^Je hebt nog niets voorspeld\. Meedoen kan tot /);

    // The worker shows what the push service would deliver.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: registrations[0]!.registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const shown = await (await navigator.serviceWorker.ready).getNotifications();
          return shown.map((n) => ({ title: n.title, body: n.body }));
        }),
      )
      .toEqual([{ title: payload.title, body: payload.body }]);

    // Offline: the worker serves the app's shell; the page says it cannot fetch new data.
    await context.setOffline(true);
    await page.goto('/league');
    await expect(page.getByText(/^Je bent offline\./)).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/push-offline-phone.png' });
    await context.setOffline(false);
    // No API answer was stored by the worker.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    // Offline, the page's own calls fail; nothing else may log an error.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
  } finally {
    await context.setOffline(false);
    await moveDeadline(election!.predictions_deadline);
    await service.close();
  }
});

test.describe('on an iPhone, in Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test('the profile explains that push needs the app on the home screen', async ({ page }) => {
    const player = await createPlayer();
    await chooseCookies(page);
    await logIn(page, player);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Pushmeldingen' });
    await expect(section.getByText(/Zet op beginscherm/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Meldingen aanzetten' })).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/push-ios-phone.png' });
  });
});
