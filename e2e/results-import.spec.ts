import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  apiLogIn,
  createPlayer,
  expect,
  expectNoAxeViolations,
  logIn,
  moveDeadline,
  screenshot,
  test,
  VIEWPORTS,
  watchConsole,
} from './fixtures';
import { TK2021_OFFICIAL_SEATS } from '../apps/server/src/modules/results-import/results-import.test-support';

/*
 * The Kiesraad import (decision 029) end to end, on a phone: an admin imports the Kiesraad's
 * TK2021 zip into an election without parties, reads the preview, applies it (37 lists created)
 * and calculates; a player who predicted the official seats sees the points on /league. The
 * spec's own election is active for the journey and deleted afterwards, the former one restored.
 */

const ZIP = 'apps/server/test/fixtures/eml/EML_bestanden_TK2021_deel_1.zip';

/*
 * The player's points, by hand from docs/rules.md#points: every one of the 37 parties exact (+5
 * each, 185), no joker, top 3 (VVD 34, D66 24, PVV 17) all right (+8), no turnout, biggest party,
 * first municipality or national turnout predicted (0).
 */
const EXPECTED_TOTAL = 37 * 5 + 8;

async function expectNoSidewaysOverflow(page: Page, where: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} sticks out sideways`).toBe(width);
}

test.describe('importing the Kiesraad files', () => {
  test('an admin imports the TK2021 zip on a phone; the player sees the points', async ({
    browser,
    request,
    ownElection,
  }) => {
    test.setTimeout(240_000);
    const suffix = randomBytes(3).toString('hex');
    // --- An election without parties, Amsterdam, Rotterdam and Schiermonnikoog played.
    const { admin } = await ownElection({
      name: `Tweede Kamer 2021 (import ${suffix})`,
      adminUsername: `import_${suffix}`,
      withoutParties: {
        played: ['GM0363', 'GM0599', 'GM0088'],
        firstCount: ['GM0088', 'GM0096', 'GM0277'],
        // The files must be of the election's year (decision 029); predictions stay open.
        electionDate: '2021-03-17T07:30:00+01:00',
      },
    });
    const player = await createPlayer({ username: `kiezer21_${suffix}` });

    // --- The admin, on a phone, chooses the zip and looks at the preview.
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'nl-NL' });
    await context.addInitScript(() => {
      localStorage.setItem(
        'zetelpoule.cookie-consent',
        JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
      );
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logIn(page, admin);
    await page.goto('/admin/election-results');
    await page.getByRole('tab', { name: 'Importeren (Kiesraad)' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Importeren (Kiesraad)' });
    await panel.getByLabel('Kies bestanden').setInputFiles(ZIP);
    await expect(panel.getByText('1 bestand gekozen')).toBeVisible();
    await panel.getByRole('checkbox', { name: 'Ontbrekende partijen aanmaken' }).check();
    await panel.getByRole('button', { name: 'Voorbeeld bekijken' }).click();

    const seats = panel.getByRole('table', { name: /Zetels per partij/ });
    await expect(seats).toBeVisible({ timeout: 30_000 });
    await expect(panel).toContainText('TK2021: 42 bestanden gelezen');
    // List 1: 2,279,130 votes; 34 seats in the 520 and 34 from the votes; nothing stored yet.
    await expect(seats.getByRole('row', { name: /^1 VVD/ })).toContainText('2.279.1303434');
    await expect(seats.getByRole('row')).toHaveCount(38);
    await expect(panel.getByRole('region', { name: /^Let op/ })).toContainText(
      '37 partijen worden aangemaakt',
    );
    await expect(panel).toContainText('Landelijke opkomst: 79,3%');
    const towns = panel.getByRole('table', { name: 'Gespeelde gemeenten' });
    await expect(towns.getByRole('row', { name: /Amsterdam/ })).toContainText('75,7%');
    await expect(towns.getByRole('row', { name: /Schiermonnikoog/ })).toContainText('100%');
    await expectNoSidewaysOverflow(page, 'the import preview at 390 px');
    await expectNoAxeViolations(page, 'the import preview');
    await screenshot(page, 'admin-results-import-preview-phone');

    // --- Toepassen. Predictions are still open (the player predicts once the parties exist),
    //     so the admin confirms entering the results now (docs/decisions/050-results-before-the-deadline.md).
    await panel.getByRole('button', { name: 'Toepassen' }).click();
    const early = page.getByRole('dialog', { name: 'De voorspellingen zijn nog open' });
    await expect(early).toContainText(
      'Spelers zien deze uitslag en hun punten pas na de deadline.',
    );
    await screenshot(page, 'admin-results-import-before-deadline-phone');
    await early.getByRole('button', { name: 'Ja, nu al invoeren' }).click();
    await expect(panel.getByText('De uitslag uit de bestanden is opgeslagen.')).toBeVisible({
      timeout: 30_000,
    });
    // The seats tab now starts from what the import stored.
    await page.getByRole('tab', { name: 'Zetels (150)' }).click();
    await expect(page.getByLabel('1. VVD', { exact: true })).toHaveValue('34');
    await page.getByRole('tab', { name: 'Importeren (Kiesraad)' }).click();

    // --- Meanwhile the player predicts exactly the official seats.
    const playerHeaders = await apiLogIn(request, player);
    const parties = (await (await request.get('/api/auth/parties/')).json()) as {
      id: number;
      list_number: number;
    }[];
    expect(parties).toHaveLength(37);
    const saved = await request.put('/api/auth/predictions/seats/', {
      headers: playerHeaders,
      data: {
        party_seats: parties
          .filter((party) => TK2021_OFFICIAL_SEATS[party.list_number])
          .sort((a, b) => a.list_number - b.list_number)
          .map((party) => ({
            party_id: party.id,
            seats: TK2021_OFFICIAL_SEATS[party.list_number],
          })),
      },
    });
    expect(saved.status()).toBe(200);

    // --- The admin takes the offer to calculate.
    await panel.getByRole('button', { name: 'Alle punten berekenen' }).click();
    await expect(panel.getByText('Punten berekend voor 1 speler.')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();

    // --- The player sees the points once the deadline has passed.
    await moveDeadline(new Date(Date.now() - 60_000));
    const playerContext = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'nl-NL' });
    const playerPage = await playerContext.newPage();
    await logIn(playerPage, player);
    await playerPage.goto('/league');
    await expect(playerPage.getByRole('region', { name: 'Jouw stand' })).toContainText(
      String(EXPECTED_TOTAL),
    );
    await playerContext.close();
  });
});
