import type { Browser, Page } from '@playwright/test';
import { expect, screenshot, test, VIEWPORTS } from './fixtures';

// The login and registration cards are in the page's HTML, so a phone
// on a slow connection shows them before any JavaScript has arrived, and the app then renders
// the same card in the same place (docs/decisions/036-boot-shells.md).

async function phone(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    isMobile: true,
    javaScriptEnabled,
  });
  return context.newPage();
}

/** Never delivers the app's stylesheet file: what is styled then is styled by the HTML. */
async function withoutStylesheet(page: Page): Promise<void> {
  await page.route(/\.css$/, (route) => route.abort());
}

// On the way to an invite (decision 036): the server picks the shell by the return path.
const INVITE_RETURN = `returnTo=${encodeURIComponent('/league/join/Qm9ycmVsY2x1YjIwMjlhYmNk')}`;

for (const { name, path, heading, intro, title } of [
  {
    name: 'login',
    path: '/login',
    heading: 'Inloggen',
    intro: 'Welkom terug! Log in om je voorspellingen bij te werken.',
    title: 'Inloggen · Zetelpoule',
  },
  {
    name: 'register',
    path: '/register',
    heading: 'Registreren',
    intro: 'Maak een account aan en doe mee aan de Nationale Poule.',
    title: 'Registreren · Zetelpoule',
  },
  {
    name: 'login-invite',
    path: `/login?${INVITE_RETURN}`,
    heading: 'Inloggen',
    intro: 'Log in om mee te doen met de subpoule waarvoor je bent uitgenodigd.',
    title: 'Inloggen · Zetelpoule',
  },
  {
    name: 'register-invite',
    path: `/register?${INVITE_RETURN}`,
    heading: 'Registreren',
    intro: 'Maak een account aan. Daarna word je lid van de subpoule waarvoor je bent uitgenodigd.',
    title: 'Registreren · Zetelpoule',
  },
]) {
  test(`${name} shows its card before JavaScript, and the app keeps it in place`, async ({
    browser,
  }) => {
    const withoutScripts = await phone(browser, false);
    // The shell is styled by the rules in the HTML (decision 043), before the stylesheet file.
    await withoutStylesheet(withoutScripts);
    await withoutScripts.goto(path);
    await expect(withoutScripts).toHaveTitle(title);
    const shellHeading = withoutScripts.getByRole('heading', { level: 1, name: heading });
    await expect(shellHeading).toBeVisible();
    await expect(withoutScripts.getByText(intro)).toBeVisible();
    await expect(withoutScripts.getByText('Zetelpoule wordt geladen…')).toHaveCount(0);
    // Styled by the HTML itself, without the stylesheet file: text-2xl.
    await expect(shellHeading).toHaveCSS('font-size', '24px');
    await screenshot(withoutScripts, `boot-shell-${name}-phone`);
    const shellBox = await shellHeading.boundingBox();
    await withoutScripts.context().close();

    const app = await phone(browser, true);
    await app.goto(path);
    // The form is the app's: it is there once React has rendered.
    await expect(app.getByLabel('E-mailadres')).toBeVisible();
    const appHeading = app.getByRole('heading', { level: 1, name: heading });
    await expect(app).toHaveTitle(title);
    expect(await appHeading.boundingBox()).toEqual(shellBox);
    // The app styles itself with the stylesheet file, linked once: the HTML's copy of its
    // rules is gone (decision 043).
    await expect(app.locator('style#critical-stylesheet')).toHaveCount(0);
    await expect(app.locator('link[rel="stylesheet"][href^="/assets/index-"]')).toHaveCount(1);
    await app.context().close();
  });
}

// The server's head names the active election (the practice TK one here), and so does the app.
const LANDING_TITLE = 'Zetelpoule · Voorspel de Tweede Kamerverkiezing';

test('the landing page shows its hero before JavaScript, and the app keeps it in place', async ({
  browser,
}) => {
  const withoutScripts = await phone(browser, false);
  await withoutStylesheet(withoutScripts);
  await withoutScripts.goto('/');
  await expect(withoutScripts).toHaveTitle(LANDING_TITLE);
  const shellHeading = withoutScripts.getByRole('heading', { level: 1, name: 'Zetelpoule' });
  await expect(shellHeading).toBeVisible();
  await expect(withoutScripts.getByText(/^Denk jij te weten hoe Nederland stemt\?/)).toBeVisible();
  await expect(withoutScripts.getByText('Zetelpoule wordt geladen…')).toHaveCount(0);
  // Styled by the HTML itself: text-5xl, white on the hero's navy.
  await expect(shellHeading).toHaveCSS('font-size', '48px');
  await expect(shellHeading).toHaveCSS('color', 'rgb(255, 255, 255)');
  // Its links work before the app does: they load the page they name.
  await withoutScripts.getByRole('link', { name: 'Registreren' }).click();
  await expect(withoutScripts).toHaveURL(/\/register$/);
  await withoutScripts.goBack();
  await screenshot(withoutScripts, 'boot-shell-landing-phone');
  const shellBox = await shellHeading.boundingBox();
  // The illustration's frame is there, empty: its seats come with the app.
  const shellChamber = withoutScripts.getByRole('img', { name: /^Illustratie/ });
  await expect(shellChamber.locator('circle')).toHaveCount(0);
  const shellChamberBox = await shellChamber.boundingBox();
  await withoutScripts.context().close();

  const app = await phone(browser, true);
  await app.goto('/');
  // The features below the hero are the app's.
  await expect(app.getByRole('heading', { level: 2 }).first()).toBeAttached();
  await expect(app).toHaveTitle(LANDING_TITLE);
  expect(await app.getByRole('heading', { level: 1, name: 'Zetelpoule' }).boundingBox()).toEqual(
    shellBox,
  );
  const chamber = app.getByRole('img', { name: /^Illustratie/ });
  await expect(chamber.locator('circle')).toHaveCount(150);
  expect(await chamber.boundingBox()).toEqual(shellChamberBox);
  await app.context().close();
});

for (const { path, appIsUp } of [
  { path: '/login', appIsUp: (page: Page) => page.getByLabel('E-mailadres') },
  { path: '/', appIsUp: (page: Page) => page.getByRole('heading', { level: 2 }).first() },
]) {
  test(`${path}'s largest paint is the shell's, not the app's copy of it`, async ({ browser }) => {
    const page = await phone(browser, true);
    await page.goto(path);
    await expect(appIsUp(page)).toBeAttached();
    // The app starts only once the HTML's first frame has been shown (after-first-paint.ts,
    // decision 038), so the shell's line is the candidate, and the app's line of the same size
    // is no new one. The shell's node has been replaced by then: its entry has no element any
    // more.
    const candidates = await page.evaluate(
      () =>
        new Promise<{ size: number; isConnected: boolean }[]>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              list.getEntries().map((entry) => {
                const lcp = entry as PerformanceEntry & { size: number; element: Element | null };
                return { size: lcp.size, isConnected: lcp.element?.isConnected ?? false };
              }),
            ),
          ).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(candidates).toHaveLength(1);
    expect(candidates[0]!.isConnected).toBe(false);
    await page.context().close();
  });
}
