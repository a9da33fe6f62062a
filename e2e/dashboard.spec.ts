import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SEAT_CLICK_DEBOUNCE_MS } from '@zetelpoule/shared/constants';
import {
  chooseCookies,
  createPlayer,
  expect,
  logIn as logInThroughForm,
  moveDeadline,
  screenshot,
  test,
  VIEWPORTS,
  watchConsole,
  type Player,
} from './fixtures';
import { centre, chart, chooseParty, seat, storedSeatCount } from './hemicycle-page';

// The dashboard journey: a player fills in every prediction, sees it again after a
// reload, and finds everything locked once the deadline has passed.

const DAY_MS = 86_400_000;

async function logIn(page: Page, player: Player): Promise<void> {
  await chooseCookies(page);
  await logInThroughForm(page, player);
  await expect(page.getByRole('heading', { name: `Welkom, ${player.username}!` })).toBeVisible();
}

/** The seats the page shows as taken, by seat number, with the label each one reads. */
async function shownSeats(page: Page): Promise<Record<number, string>> {
  return chart(page)
    .locator('[data-seat][data-color]')
    .evaluateAll((nodes) =>
      Object.fromEntries(
        nodes.map((node) => [
          Number(node.getAttribute('data-seat')),
          node.getAttribute('aria-label') ?? '',
        ]),
      ),
    );
}

/** Brings the whole chart into view at once (the page scrolls smoothly otherwise). */
async function showChart(page: Page): Promise<void> {
  await chart(page).evaluate((node) =>
    node.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
}

test.describe('the dashboard', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('seats assigned by clicks and by one drag are there after a reload', async ({ page }) => {
    const errors = watchConsole(page);
    const player = await createPlayer();
    await logIn(page, player);
    await expect(page.getByText('0 van de 150 zetels toegewezen')).toBeVisible();

    await chooseParty(page, 'VVD');
    await showChart(page);
    await seat(page, 0).click();
    await expect(seat(page, 0)).toHaveAccessibleName('Zetel 1: VVD');
    // A click within 100 ms of the previous one is ignored (SEAT_CLICK_DEBOUNCE_MS); a person
    // clicks slower, and on a fast machine two clicks come closer than that.
    await page.waitForTimeout(SEAT_CLICK_DEBOUNCE_MS);
    await seat(page, 1).click();
    await expect(seat(page, 1)).toHaveAccessibleName('Zetel 2: VVD');

    // One drag across the chart, left to right, in another party.
    await chooseParty(page, 'D66');
    await showChart(page);
    const from = await centre(seat(page, 10));
    const to = await centre(seat(page, 139));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 25 });
    await page.mouse.up();

    const painted = await shownSeats(page);
    const d66 = Object.values(painted).filter((label) => label.endsWith(': D66'));
    // A sweep from the left to the right edge crosses every section.
    expect(d66.length).toBeGreaterThanOrEqual(12);
    expect(painted[10]).toBe('Zetel 11: D66');
    expect(painted[139]).toBe('Zetel 140: D66');
    const total = Object.keys(painted).length;
    await expect(page.getByText(`${total} van de 150 zetels toegewezen`)).toBeVisible();

    // Every seat reached the server before the page goes away.
    await expect.poll(() => storedSeatCount(player)).toBe(total);
    await page.reload();
    await expect(page.getByText(`${total} van de 150 zetels toegewezen`)).toBeVisible();
    expect(await shownSeats(page)).toEqual(painted);
    // D66 has the most seats: first place, gold border.
    await expect(
      page.getByRole('group', { name: 'Kies een partij' }).locator('label[data-rank="1"]'),
    ).toContainText('D66');
    expect(errors).toEqual([]);
  });

  test('every section is saved and shown again after a reload', async ({ page }) => {
    const errors = watchConsole(page);
    const player = await createPlayer();
    await logIn(page, player);

    await chooseParty(page, 'PVV');
    await showChart(page);
    await seat(page, 75).click();

    const first = page.getByRole('region', { name: 'Eerste gemeente' });
    await first.getByText('Vlieland', { exact: true }).click();
    await expect(first.getByText('Opgeslagen')).toBeVisible();

    // Autosave: one second after the last keystroke, a comma typed as a Dutch player would.
    const national = page.getByLabel('Opkomst in Nederland (%)');
    await national.fill('78,5');
    await expect(national).toHaveValue('78,5');
    await expect(
      page.getByRole('region', { name: 'Landelijke opkomst' }).getByTestId('saved-tick'),
    ).toBeVisible();

    const biggest = page.getByRole('region', { name: 'Grootste partij per gemeente' });
    const selects = biggest.getByRole('combobox');
    const municipalityCount = await selects.count();
    expect(municipalityCount).toBe(13);
    for (let i = 0; i < municipalityCount; i += 1) {
      await selects.nth(i).selectOption({ label: i % 2 === 0 ? 'GroenLinks-PvdA' : 'PVV' });
    }
    await expect(biggest.getByText('Opgeslagen')).toHaveCount(municipalityCount);

    const turnout = page.getByRole('region', { name: 'Opkomst per gemeente' });
    const inputs = turnout.getByRole('textbox');
    expect(await inputs.count()).toBe(13);
    for (let i = 0; i < 13; i += 1) {
      // Enter saves at once.
      await inputs.nth(i).fill(`${60 + i},${i % 10}`);
      await inputs.nth(i).press('Enter');
    }
    await expect(turnout.getByTestId('saved-tick')).toHaveCount(13);
    // The rules' messages (docs/rules.md#input-rules) for what cannot be saved.
    await inputs.nth(0).fill('100,5');
    await expect(turnout.getByText('De opkomst kan niet hoger zijn dan 100%')).toBeVisible();
    await inputs.nth(0).fill('60,0');
    await inputs.nth(0).press('Enter');
    await expect(turnout.getByTestId('saved-tick')).toHaveCount(13);

    const joker = page.getByRole('region', { name: 'Joker' });
    await joker.getByText('VVD', { exact: true }).click();
    await expect(joker.getByText('Opgeslagen')).toBeVisible();

    await page.reload();
    await expect(page.getByText('1 van de 150 zetels toegewezen')).toBeVisible();
    await expect(seat(page, 75)).toHaveAccessibleName('Zetel 76: PVV');
    await expect(first.getByRole('radio', { name: 'Vlieland' })).toBeChecked();
    // Shown in nl-NL after the reload (docs/decisions/021-decimal-input.md).
    await expect(national).toHaveValue('78,5');
    for (let i = 0; i < municipalityCount; i += 1) {
      await expect(selects.nth(i).locator('option:checked')).toHaveText(
        i % 2 === 0 ? 'GroenLinks-PvdA' : 'PVV',
      );
    }
    await expect(inputs.nth(0)).toHaveValue('60');
    for (let i = 1; i < 13; i += 1) {
      await expect(inputs.nth(i)).toHaveValue(i % 10 === 0 ? `${60 + i}` : `${60 + i},${i % 10}`);
    }
    await expect(joker.getByRole('radio', { name: 'VVD' })).toBeChecked();

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    await screenshot(page, 'dashboard-filled-1280');
    expect(errors).toEqual([]);
  });

  test('after the deadline: the banner, a toast on a save, every input disabled', async ({
    page,
  }) => {
    const player = await createPlayer();
    await logIn(page, player);
    const banner = page.getByRole('region', { name: 'Deadline voorspellingen' });
    await expect(banner).toContainText('Deadline:');
    await expect(banner).toContainText(
      'maar kun je wel de voorspellingen van je tegenstanders bekijken',
    );
    await chooseParty(page, 'CDA');

    try {
      // The page still believes predictions are open (its next look is minutes away): the
      // seat is painted, the server refuses with 423 and the page finds out from that answer.
      await moveDeadline(new Date(Date.now() - 60_000));
      await showChart(page);
      await seat(page, 30).click();

      const toast = page.getByTestId('deadline-toast');
      await expect(toast).toContainText('Voorspellingen vergrendeld');
      await expect(toast).toContainText('De deadline is verstreken');
      await expect(seat(page, 30)).toHaveAccessibleName('Zetel 31: leeg');
      await expect(banner).toContainText(
        'Alle voorspellingen zijn nu vergrendeld en kunnen niet worden gewijzigd',
      );
      await expect(page.getByLabel('Opkomst in Nederland (%)')).toBeDisabled();
      await expect(
        page.getByText('Voorspellingen zijn vergrendeld - deadline is verstreken'),
      ).toHaveCount(6);
      await screenshot(page, 'dashboard-locked-toast-1280');
      // The toast leaves by itself after 5 s (and a 300 ms fade).
      await expect(toast).toBeHidden({ timeout: 7000 });
      expect(await storedSeatCount(player)).toBe(0);

      // A fresh visit is locked from the start.
      await page.reload();
      await expect(banner).toContainText('Alle voorspellingen zijn nu vergrendeld');
      for (const input of await page.locator('main input, main select').all()) {
        await expect(input).toBeDisabled();
      }
      await expect(page.getByRole('button', { name: 'Alle zetels wissen' })).toBeDisabled();
      await expect(chart(page)).toHaveAttribute('aria-disabled', 'true');
      expect(
        await page.evaluate(() => document.body.classList.contains('has-deadline-banner')),
      ).toBe(true);
    } finally {
      // Other journeys expect an open election.
      await moveDeadline(new Date(Date.now() + 30 * DAY_MS));
    }
  });
});

test.describe('the dashboard on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

  test('a held finger paints seats, and the page is screenshotted', async ({ page }) => {
    const errors = watchConsole(page);
    const player = await createPlayer();
    await logIn(page, player);
    await screenshot(page, 'dashboard-390');
    // Nothing makes the page wider than the phone; the chart fits it whole (decision 018).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      VIEWPORTS.phone.width,
    );

    await chooseParty(page, 'GroenLinks-PvdA');
    await showChart(page);
    const cdp = await page.context().newCDPSession(page);
    const from = await centre(seat(page, 70));
    const to = await centre(seat(page, 79));
    const scrollY = await page.evaluate(() => window.scrollY);
    // Decision 018: a finger paints by dragging once it has rested on the chart for 300 ms
    // (e2e/hemicycle.spec.ts: a swipe without the rest scrolls, a tap saves one seat).
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    await page.waitForTimeout(500);
    for (let step = 1; step <= 12; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [
          { x: from.x + ((to.x - from.x) * step) / 12, y: from.y + ((to.y - from.y) * step) / 12 },
        ],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(seat(page, 70)).toHaveAccessibleName('Zetel 71: GroenLinks-PvdA');
    await expect(seat(page, 79)).toHaveAccessibleName('Zetel 80: GroenLinks-PvdA');
    // The finger painted; it did not scroll the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    const painted = Object.keys(await shownSeats(page)).length;

    await expect.poll(() => storedSeatCount(player)).toBe(painted);
    await screenshot(page, 'dashboard-seats-390');
    // The coalition check below the page loads once the player scrolls near it (decision 038).
    await expect(page.getByTestId('coalition-check')).toHaveCount(0);
    await page.getByTestId('crowd-link').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Coalitiecheck' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
