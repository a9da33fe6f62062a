import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { projectEersteKamer } from '@zetelpoule/shared';
import {
  apiLogIn,
  createPlayer,
  expect,
  expectNoAxeViolations,
  logIn,
  sql,
  test,
  VIEWPORTS,
  watchConsole,
} from './fixtures';

/*
 * A Provinciale Staten night in the admin area, on a phone: the admin makes the seeded PS 2027
 * election active, enters three provinces' Staten seats one by one (the third from the list,
 * the second through "Volgende"), and reads the Eerste Kamer projection as the rule
 * (docs/rules/eerste-kamer-projection.md) gives it, with "3 van de 12 provincies binnen".
 *
 * The seed's active election is the practice TK one the other journeys play; afterwards it is
 * active again and the three provinces' seats are cleared, so PS 2027 is as the seed left it.
 */

const PS_NAME = 'Provinciale Statenverkiezingen 2027';

/** Hand-made Staten seats per party, by ballot position; each adds up to the province's seats. */
const FIGURES: { province: string; members: number; seats: number[] }[] = [
  { province: 'Groningen', members: 43, seats: [8, 7, 6, 5, 4, 4, 3, 2, 2, 2] },
  { province: 'Fryslân', members: 43, seats: [9, 7, 6, 5, 4, 3, 3, 2, 2, 2] },
  { province: 'Zeeland', members: 39, seats: [8, 6, 5, 5, 4, 3, 3, 2, 2, 1] },
];

interface PsDetails {
  id: number;
  seat_count: number;
  parties: { id: number; name: string; list_number: number }[];
  regions: { id: number; name: string; kind: string; stemwaarde: number | null }[];
}

const state: {
  adminHeaders?: Record<string, string>;
  practiceId?: number;
  ps?: PsDetails;
} = {};

/** Nothing may stick out sideways on a phone; on failure the message names what does. */
async function expectNoSidewaysOverflow(page: Page, where: string) {
  const layout = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (['auto', 'hidden', 'scroll'].includes(getComputedStyle(p).overflowX)) {
          return p.getBoundingClientRect().right <= width + 0.5;
        }
      }
      return false;
    };
    const offenders = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 40)}" ${Math.round(el.getBoundingClientRect().right)}`,
      )
      .slice(0, 5);
    return { scroll: document.documentElement.scrollWidth, width, offenders };
  });
  expect(layout.scroll, `${where} sticks out sideways: ${layout.offenders.join(', ')}`).toBe(
    layout.width,
  );
}

test.describe('a Provinciale Staten night in the admin area', () => {
  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({
      baseURL: `http://localhost:${process.env.E2E_PORT}`,
    });
    const { adminHeaders, practiceId, ps } = state;
    if (adminHeaders && ps) {
      for (const { province } of FIGURES) {
        const region = ps.regions.find((r) => r.name === province)!;
        await request.post(`/api/auth/admin/election-results/${ps.id}/staten-seats/`, {
          headers: adminHeaders,
          data: { region_id: region.id, party_seats: [], confirm_before_deadline: true },
        });
      }
    }
    if (adminHeaders && practiceId !== undefined) {
      const restored = await request.patch(`/api/auth/admin/election-results/${practiceId}/`, {
        headers: adminHeaders,
        data: { is_active: true },
      });
      expect(restored.status()).toBe(200);
    }
    await request.dispose();
  });

  test('an admin activates PS 2027 and enters three provinces on a phone', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const suffix = randomBytes(3).toString('hex');
    const admin = await createPlayer({ isStaff: true, username: `statenbeheer_${suffix}` });
    state.adminHeaders = await apiLogIn(request, admin);
    const [practice] = await sql<{ id: number }>('select id from elections where is_active');
    state.practiceId = practice!.id;
    const [psRow] = await sql<{ id: number }>('select id from elections where name = $1', [
      PS_NAME,
    ]);
    const details = await request.get(`/api/auth/admin/election-results/${psRow!.id}/`, {
      headers: state.adminHeaders,
    });
    const ps = (await details.json()) as PsDetails;
    state.ps = ps;
    const parties = [...ps.parties].sort((a, b) => a.list_number - b.list_number);
    expect(parties.length).toBeGreaterThanOrEqual(10);

    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      hasTouch: true,
      isMobile: true,
      locale: 'nl-NL',
      timezoneId: 'Europe/Amsterdam',
    });
    await context.addInitScript(() => {
      localStorage.setItem(
        'zetelpoule.cookie-consent',
        JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
      );
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logIn(page, admin);
    await page.goto(`/admin/election-results?election=${ps.id}`);
    await expect(page.getByRole('heading', { level: 2, name: PS_NAME })).toBeVisible();

    // --- Make PS 2027 the active election through its settings.
    await page.getByRole('button', { name: /Verkiezing bewerken/ }).tap();
    await expect(page.getByLabel('Zetels in de Eerste Kamer')).toHaveValue('75');
    await expect(page.getByRole('list', { name: 'Gespeelde provincies' })).toContainText('Zeeland');
    await page.getByLabel('Actieve verkiezing (die nu gespeeld wordt)').tap();
    await page.getByRole('button', { name: 'Verkiezing opslaan' }).tap();
    await expect(page.getByText('Verkiezing opgeslagen.')).toBeVisible();
    await page.getByRole('button', { name: /Verkiezing bewerken/ }).tap();

    // --- The Provincies tab is the first and open one.
    const tab = page.getByRole('tab', { name: 'Provincies' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Provincies' });
    const projection = panel.getByRole('region', { name: 'Prognose Eerste Kamer' });
    await expect(projection).toContainText('0 van de 12 provincies binnen');
    await expect(panel.locator('[data-region="Zeeland"]')).toContainText('Voorlopig');
    await expectNoSidewaysOverflow(page, 'the Provincies tab at 390 px');

    // --- Three provinces, one by one: the first and third from the list, the second by
    //     "Volgende" (Fryslân follows Groningen in the CBS order).
    async function enterSeats(province: string, members: number, seats: number[]) {
      const dialog = page.getByRole('dialog', { name: `Zetels ${province}` });
      await expect(dialog).toContainText(`Samen zijn het er ${members}`);
      for (const [index, count] of seats.entries()) {
        const party = parties[index]!;
        await dialog
          .getByLabel(`${party.list_number}. ${party.name}`, { exact: true })
          .fill(String(count));
      }
      await expect(dialog).toContainText(`${members} van de ${members}`);
      await dialog.getByRole('button', { name: 'Zetels opslaan' }).tap();
      // PS 2027's predictions are still open: the admin confirms entering results now
      // (docs/decisions/050-results-before-the-deadline.md), in a dialog over the province's.
      const early = page.getByRole('dialog', { name: 'De voorspellingen zijn nog open' });
      await expect(early).toContainText('Spelers kunnen hun voorspelling nog wijzigen tot');
      await early.getByRole('button', { name: 'Ja, nu al invoeren' }).tap();
      await expect(early).toBeHidden();
      await expect(dialog.getByRole('status')).toContainText(`Zetels van ${province} opgeslagen.`);
      return dialog;
    }

    const [groningen, fryslan, zeeland] = FIGURES as [
      (typeof FIGURES)[0],
      (typeof FIGURES)[0],
      (typeof FIGURES)[0],
    ];
    await panel.getByRole('button', { name: 'Zetels invoeren van Groningen' }).tap();
    // A total that does not add up is refused on the spot, in Dutch.
    const first = page.getByRole('dialog', { name: 'Zetels Groningen' });
    await first.getByLabel(`${parties[0]!.list_number}. ${parties[0]!.name}`).fill('50');
    await first.getByRole('button', { name: 'Zetels opslaan' }).tap();
    await expect(first.getByRole('alert')).toHaveText(
      'De zetels van Groningen tellen op tot 50, maar Groningen heeft 43 zetels. Pas de aantallen aan.',
    );
    await expectNoAxeViolations(page, 'the Staten seats dialog');
    await page.screenshot({ path: '/tmp/staten-admin-dialog-phone.png' });
    let dialog = await enterSeats(groningen.province, groningen.members, groningen.seats);
    await expect(dialog).toContainText('1 van de 12 provincies binnen');
    await page.screenshot({ path: '/tmp/staten-admin-saved-phone.png' });
    await dialog.getByRole('button', { name: 'Volgende: Fryslân' }).tap();
    dialog = await enterSeats(fryslan.province, fryslan.members, fryslan.seats);
    await expect(dialog).toContainText('2 van de 12 provincies binnen');
    await dialog.getByRole('button', { name: 'Sluiten', exact: true }).last().tap();
    await expect(dialog).toBeHidden();
    await panel.getByRole('button', { name: 'Zetels invoeren van Zeeland' }).tap();
    dialog = await enterSeats(zeeland.province, zeeland.members, zeeland.seats);
    await expect(dialog).toContainText('3 van de 12 provincies binnen');
    await dialog.getByRole('button', { name: 'Sluiten', exact: true }).last().tap();

    // --- The projection is the rule's, from these three Staten and their stemwaarde.
    const expected = projectEersteKamer(
      FIGURES.map(({ province, seats }) => {
        const region = ps.regions.find((r) => r.name === province)!;
        return {
          key: String(region.id),
          stemwaarde: region.stemwaarde!,
          seats: new Map(seats.map((count, index) => [parties[index]!.id, count])),
        };
      }),
      ps.seat_count,
      `EK-${ps.id}`,
    );
    const expectedRows = parties
      .filter((p) => (expected.seats.get(p.id) ?? 0) > 0)
      .sort(
        (a, b) =>
          expected.seats.get(b.id)! - expected.seats.get(a.id)! || a.list_number - b.list_number,
      )
      .map((p) => `${p.name}${expected.seats.get(p.id)}`);
    await expect(projection).toContainText('3 van de 12 provincies binnen');
    await expect(projection.getByRole('listitem')).toHaveText(expectedRows);
    await expect(projection).toContainText('Totaal: 75 van de 75 zetels');
    if (expected.tie) await expect(projection).toContainText('door loting toegekend');
    for (const { province } of FIGURES) {
      await expect(panel.locator(`[data-region="${province}"]`)).toContainText('Binnen');
    }
    await expect(panel.locator('[data-region="Drenthe"]')).toContainText('Nog niet binnen');

    await expectNoAxeViolations(page, 'the Provincies tab');
    await expectNoSidewaysOverflow(page, 'the Provincies tab at 390 px, three provinces in');
    // The tab as the admin's phone shows it (an element screenshot would stitch the sticky
    // header into the middle of a tall panel).
    await tab.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + scrollY - 80));
    await page.screenshot({ path: '/tmp/staten-admin-tab-phone.png' });
    await page.screenshot({ path: '/tmp/staten-admin-phone.png', fullPage: true });

    // --- The same screen on a wide screen.
    const desktop = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'nl-NL',
      timezoneId: 'Europe/Amsterdam',
      storageState: await context.storageState(),
    });
    const wide = await desktop.newPage();
    await wide.goto(`/admin/election-results?election=${ps.id}`);
    await expect(
      wide
        .getByRole('tabpanel', { name: 'Provincies' })
        .getByRole('region', { name: 'Prognose Eerste Kamer' }),
    ).toContainText('3 van de 12 provincies binnen');
    await wide.screenshot({ path: '/tmp/staten-admin-desktop.png', fullPage: true });
    await desktop.close();

    expect(errors).toEqual([]);
    await context.close();
  });
});
