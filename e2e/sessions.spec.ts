import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import {
  createPlayer,
  expect,
  logIn,
  screenshot,
  sql,
  test,
  VIEWPORTS,
  type Player,
} from './fixtures';

// Sessions that survive several tabs. Two tabs of one phone browser hold an
// access token the server refuses (the stored one is corrupted: the honest way to make the
// browser's token unusable) and reload at the same moment; both must stay signed in.

const REFRESH_PATH = '/api/auth/token/refresh/';

async function phoneContext(browser: Browser, withoutWebLocks = false): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    isMobile: true,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  await context.addInitScript((noLocks) => {
    // A new tab starts on about:blank, which has no storage.
    if (location.origin === 'null') return;
    localStorage.setItem(
      'zetelpoule.cookie-consent',
      JSON.stringify({ choice: 'accepted', date: new Date().toISOString() }),
    );
    // A browser without the Web Locks API: the tabs race, the server's grace window decides.
    if (noLocks) Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined });
  }, withoutWebLocks);
  return context;
}

async function expectSignedIn(page: Page, player: Player): Promise<void> {
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: `Welkom, ${player.username}!` })).toBeVisible();
}

/** Every refresh call the context makes (started), with the status it got (answered). */
function watchRefreshes(context: BrowserContext): { started: number; statuses: number[] } {
  const seen = { started: 0, statuses: [] as number[] };
  context.on('request', (request: Request) => {
    if (request.url().endsWith(REFRESH_PATH)) seen.started += 1;
  });
  context.on('requestfinished', (request: Request) => {
    if (!request.url().endsWith(REFRESH_PATH)) return;
    void request.response().then((response) => seen.statuses.push(response?.status() ?? 0));
  });
  return seen;
}

async function corruptAccessToken(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('zetelpoule.access-token', 'verlopen.token.x'));
}

/**
 * Both tabs leave the app for a static file of the same origin, which runs no script; the
 * stored access token is corrupted meanwhile and both open the dashboard at the same moment.
 * Reloading the app's own documents instead let a request of the document being unloaded
 * spend the refresh token, unanswered, before the new document refreshed again.
 */
async function reopenTogetherWithCorruptedToken(pages: Page[]): Promise<void> {
  await Promise.all(pages.map((page) => page.goto('/favicon.svg')));
  await corruptAccessToken(pages[0]!);
  await Promise.all(pages.map((page) => page.goto('/dashboard')));
}

async function revokedTokens(player: Player): Promise<number> {
  const [row] = await sql<{ count: string }>(
    'select count(*) from refresh_tokens where user_id = $1 and revoked_at is not null',
    [player.id],
  );
  return Number(row!.count);
}

test.describe('sessions across tabs, on a phone', () => {
  test('two tabs with an expired access token open together and both stay signed in', async ({
    browser,
  }) => {
    const player = await createPlayer();
    const context = await phoneContext(browser);
    const first = await context.newPage();
    const crashes: string[] = [];
    context.on('weberror', (error) => crashes.push(error.error().message));
    await logIn(first, player);
    await expectSignedIn(first, player);
    const second = await context.newPage();
    await second.goto('/dashboard');
    await expectSignedIn(second, player);

    const refreshes = watchRefreshes(context);
    await reopenTogetherWithCorruptedToken([first, second]);

    await expectSignedIn(first, player);
    await expectSignedIn(second, player);
    // Web Locks: one tab refreshed, the other found its tokens in storage. The other tab's
    // refresh, when it came, followed within milliseconds (lib/refresh-lock.ts): a second is
    // ample to see it.
    await expect.poll(() => refreshes.statuses).toEqual([200]);
    await first.waitForTimeout(1_000);
    expect(refreshes).toEqual({ started: 1, statuses: [200] });
    expect(await revokedTokens(player)).toBe(0);
    // A tab in the background paints nothing to capture.
    await second.bringToFront();
    await screenshot(second, 'sessions-two-tabs-phone');
    expect(crashes).toEqual([]);
    await context.close();
  });

  test('without Web Locks both tabs refresh with the same token and the grace window keeps them signed in', async ({
    browser,
  }) => {
    const player = await createPlayer();
    const context = await phoneContext(browser, true);
    const first = await context.newPage();
    expect(await first.evaluate(() => 'locks' in navigator && navigator.locks)).toBeFalsy();
    await logIn(first, player);
    await expectSignedIn(first, player);
    const second = await context.newPage();
    await second.goto('/dashboard');
    await expectSignedIn(second, player);

    const refreshes = watchRefreshes(context);
    await corruptAccessToken(first);
    await Promise.all([first.reload(), second.reload()]);

    await expectSignedIn(first, player);
    await expectSignedIn(second, player);
    await expect.poll(() => refreshes.statuses.length).toBeGreaterThan(0);
    expect(refreshes.statuses.every((status) => status === 200)).toBe(true);
    expect(await revokedTokens(player)).toBe(0);
    await context.close();
  });

  test('a refresh answered with 503 keeps the player signed in, and a later one succeeds', async ({
    browser,
  }) => {
    const player = await createPlayer();
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await logIn(page, player);
    await expectSignedIn(page, player);

    const refreshes = watchRefreshes(context);
    await context.route(`**${REFRESH_PATH}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'unavailable', message: 'Even niet.' }),
      }),
    );
    await corruptAccessToken(page);
    await page.reload();
    await expectSignedIn(page, player);
    expect(
      await page.evaluate(() => localStorage.getItem('zetelpoule.refresh-token')),
    ).not.toBeNull();
    await screenshot(page, 'sessions-refresh-503-phone');

    await expect.poll(() => refreshes.statuses.length).toBeGreaterThan(0);
    expect(refreshes.statuses.every((status) => status === 503)).toBe(true);

    // Once the server answers again the session recovers: a refresh that started after the
    // route was lifted (a retried query, or the reload's first call) gets fresh tokens. Which
    // of the two spends the refresh token is a race, so neither is asserted.
    await context.unroute(`**${REFRESH_PATH}`);
    await page.reload();
    await expectSignedIn(page, player);
    await expect.poll(() => refreshes.statuses.at(-1)).toBe(200);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('zetelpoule.access-token')))
      .not.toBe('verlopen.token.x');
    expect(await revokedTokens(player)).toBe(0);
    await context.close();
  });
});
