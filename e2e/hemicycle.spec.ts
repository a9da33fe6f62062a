import AxeBuilder from '@axe-core/playwright';
import type { CDPSession, Page } from '@playwright/test';
import {
  chooseCookies,
  createPlayer,
  expect,
  logIn,
  test,
  VIEWPORTS,
  watchConsole,
} from './fixtures';
import { centre, chart, chooseParty, seat, storedSeatCount } from './hemicycle-page';

// On a touch phone (decision 018): the whole chart fits the screen with seats a finger can
// hit, a vertical swipe scrolls and paints nothing, a tap saves one seat, a press-and-hold
// paints by dragging (decision 018), the "Zetels per partij" steppers fill all 150 seats, and a
// save made offline is sent again when the connection returns.

test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

/** The header (64 px) and the party picker's row with the chosen party under it. */
const STICKY_TOP = 150;

async function paintedSeats(page: Page): Promise<number> {
  return chart(page).locator('[data-seat][data-color]').count();
}

/**
 * Puts the chart's top this far below the top of the screen, with the page able to scroll on.
 * The header and the party picker stay above the chart on a phone (STICKY_TOP px).
 */
async function chartAt(page: Page, top: number): Promise<void> {
  await chart(page).evaluate((node, offset) => {
    const y = node.getBoundingClientRect().top + window.scrollY - offset;
    window.scrollTo({ top: y, behavior: 'instant' });
  }, top);
}

/** The chart's geometry as a finger meets it, in CSS px. */
async function measure(page: Page) {
  return chart(page).evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    const seats = [...svg.querySelectorAll('[data-seat]')].map((node) =>
      node.getBoundingClientRect(),
    );
    const centres = seats.map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 }));
    let nearest = Infinity;
    for (let i = 0; i < centres.length; i += 1) {
      for (let j = i + 1; j < centres.length; j += 1) {
        nearest = Math.min(
          nearest,
          Math.hypot(centres[i]!.x - centres[j]!.x, centres[i]!.y - centres[j]!.y),
        );
      }
    }
    return {
      left: box.left,
      right: box.right,
      width: box.width,
      height: box.height,
      smallestTarget: Math.min(...seats.map((r) => Math.min(r.width, r.height))),
      nearestCentres: nearest,
      pageWidth: document.documentElement.scrollWidth,
      viewportWidth: window.innerWidth,
    };
  });
}

async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  points: Array<{ x: number; y: number }>,
) {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
}

test('a swipe scrolls, a tap saves one seat, a held finger paints', async ({ page }) => {
  const errors = watchConsole(page);
  const player = await createPlayer();
  await chooseCookies(page);
  await logIn(page, player);
  await chooseParty(page, 'VVD');

  // The whole chart fits the phone, no panning, with seats at least 24 px apart.
  const geometry = await measure(page);
  expect(geometry.left).toBeGreaterThanOrEqual(0);
  expect(geometry.right).toBeLessThanOrEqual(geometry.viewportWidth);
  expect(geometry.pageWidth).toBe(VIEWPORTS.phone.width);
  expect(geometry.smallestTarget).toBeGreaterThanOrEqual(24);
  expect(geometry.nearestCentres).toBeGreaterThanOrEqual(24);
  console.log('chart at 390 px:', JSON.stringify(geometry));

  // A quick upward swipe starting on a seat scrolls the page and paints nothing.
  const cdp = await page.context().newCDPSession(page);
  await chartAt(page, STICKY_TOP + 16);
  const before = await page.evaluate(() => window.scrollY);
  const start = await centre(seat(page, 40));
  await touch(cdp, 'touchStart', [start]);
  for (let step = 1; step <= 10; step += 1) {
    await touch(cdp, 'touchMove', [{ x: start.x, y: start.y - step * 25 }]);
  }
  await touch(cdp, 'touchEnd', []);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
  // Long enough for a seat save to have been sent, had there been one.
  await page.waitForTimeout(500);
  expect(await paintedSeats(page)).toBe(0);
  expect(await storedSeatCount(player)).toBe(0);

  // A tap saves the seat tapped.
  await chartAt(page, STICKY_TOP + 16);
  const tapped = await centre(seat(page, 5));
  await page.touchscreen.tap(tapped.x, tapped.y);
  await expect(seat(page, 5)).toHaveAccessibleName('Zetel 6: VVD');
  await expect.poll(() => storedSeatCount(player)).toBe(1);
  expect(await paintedSeats(page)).toBe(1);

  // Press and hold, then drag: paints every seat on the way and keeps the page still.
  await chooseParty(page, 'D66');
  await chartAt(page, STICKY_TOP + 16);
  const still = await page.evaluate(() => window.scrollY);
  const from = await centre(seat(page, 60));
  const to = await centre(seat(page, 69));
  await touch(cdp, 'touchStart', [from]);
  await page.waitForTimeout(500);
  for (let step = 1; step <= 12; step += 1) {
    await touch(cdp, 'touchMove', [
      { x: from.x + ((to.x - from.x) * step) / 12, y: from.y + ((to.y - from.y) * step) / 12 },
    ]);
  }
  await touch(cdp, 'touchEnd', []);
  await expect(seat(page, 60)).toHaveAccessibleName('Zetel 61: D66');
  await expect(seat(page, 69)).toHaveAccessibleName('Zetel 70: D66');
  expect(await page.evaluate(() => window.scrollY)).toBe(still);
  // The tapped seat, both ends of the drag and the seats on its way.
  const painted = await paintedSeats(page);
  expect(painted).toBeGreaterThanOrEqual(3);
  await expect.poll(() => storedSeatCount(player)).toBe(painted);

  await chartAt(page, STICKY_TOP);
  await page.screenshot({ path: 'e2e/screenshots/hemicycle-390.png' });
  expect(errors).toEqual([]);
});

test('at 360 px the whole chart is in view with 24 px targets', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const player = await createPlayer();
  await chooseCookies(page);
  await logIn(page, player);
  const geometry = await measure(page);
  console.log('chart at 360 px:', JSON.stringify(geometry));
  expect(geometry.left).toBeGreaterThanOrEqual(0);
  expect(geometry.right).toBeLessThanOrEqual(360);
  expect(geometry.pageWidth).toBe(360);
  expect(geometry.smallestTarget).toBeGreaterThanOrEqual(24);
  expect(geometry.nearestCentres).toBeGreaterThanOrEqual(24);
  // The chart fits the screen's height too: seen whole without scrolling inside it.
  expect(geometry.height).toBeLessThanOrEqual(780);
  await chartAt(page, 0);
  await page.screenshot({ path: 'e2e/screenshots/hemicycle-360.png' });
});

test('the chart turns on its side when its card is too narrow, and back', async ({ page }) => {
  // 640 px: the viewport alone would leave room for an upright chart, its card does not. The
  // chart reads its card's width once the page is laid out and turns before that frame.
  const orientation = () => chart(page).getAttribute('data-orientation');
  await page.setViewportSize({ width: 640, height: 900 });
  const player = await createPlayer();
  await chooseCookies(page);
  await logIn(page, player);
  await expect.poll(orientation).toBe('lying');
  expect((await measure(page)).nearestCentres).toBeGreaterThanOrEqual(24);
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect.poll(orientation).toBe('upright');
  expect((await measure(page)).nearestCentres).toBeGreaterThanOrEqual(24);
  await page.setViewportSize(VIEWPORTS.phone);
  await expect.poll(orientation).toBe('lying');
  const geometry = await measure(page);
  expect(geometry.right).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  expect(geometry.nearestCentres).toBeGreaterThanOrEqual(24);
});

test('the steppers fill all 150 seats, and undo takes the last step back', async ({ page }) => {
  const errors = watchConsole(page);
  const player = await createPlayer();
  await chooseCookies(page);
  await logIn(page, player);
  await page.getByText('Zetels per partij').click();
  const field = (party: string) =>
    page.getByRole('textbox', { name: `Aantal zetels voor ${party}` });
  const more = (party: string) =>
    page.getByRole('button', { name: `Eén zetel meer voor ${party}` });

  await field('PVV').fill('40');
  await field('GroenLinks-PvdA').fill('30');
  await field('VVD').fill('30');
  await field('D66').fill('49');
  await field('D66').press('Enter');
  await expect(page.getByText('Nog 1 zetel te verdelen.')).toBeVisible();
  await more('CDA').click();
  await expect(page.getByText('Alle zetels zijn verdeeld.')).toBeVisible();
  await expect(page.getByText('150 van de 150 zetels toegewezen')).toBeVisible();
  await expect(more('PVV')).toBeDisabled();
  await expect(more('CDA')).toBeDisabled();
  await expect.poll(() => storedSeatCount(player)).toBe(150);
  // Blocks in list order: PVV first, CDA (list 7) last.
  await expect(seat(page, 0)).toHaveAccessibleName('Zetel 1: PVV');
  await expect(seat(page, 149)).toHaveAccessibleName('Zetel 150: CDA');
  await chartAt(page, STICKY_TOP);
  await page.screenshot({ path: 'e2e/screenshots/hemicycle-steppers-390.png' });
  await page
    .getByText('Zetels per partij')
    .evaluate((node) => node.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await page.screenshot({ path: 'e2e/screenshots/hemicycle-steppers-list-390.png' });

  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(page.getByText('149 van de 150 zetels toegewezen')).toBeVisible();
  await expect.poll(() => storedSeatCount(player)).toBe(149);
  await expect(more('CDA')).toBeEnabled();

  await page.reload();
  await expect(page.getByText('149 van de 150 zetels toegewezen')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a seat saved offline stays and is sent when the connection returns', async ({
  page,
  context,
}) => {
  const player = await createPlayer();
  await chooseCookies(page);
  await logIn(page, player);
  await chooseParty(page, 'SP');
  await chartAt(page, STICKY_TOP + 16);
  await context.setOffline(true);
  const tapped = await centre(seat(page, 12));
  await page.touchscreen.tap(tapped.x, tapped.y);
  await expect(page.getByText('Niet opgeslagen —')).toBeVisible();
  await expect(seat(page, 12)).toHaveAccessibleName('Zetel 13: SP');
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  expect(await storedSeatCount(player)).toBe(0);
  await page
    .getByText('Niet opgeslagen —')
    .evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.screenshot({ path: 'e2e/screenshots/hemicycle-offline-390.png' });

  await context.setOffline(false);
  await expect(page.getByText('Niet opgeslagen —')).toBeHidden();
  await expect.poll(() => storedSeatCount(player)).toBe(1);
  await page.reload();
  await expect(seat(page, 12)).toHaveAccessibleName('Zetel 13: SP');
});
