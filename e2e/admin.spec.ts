import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  apiLogIn,
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

/*
 * "Admin election results" and "Admin user search", end to end: a player predicts
 * through the real API, an admin enters the full official result of the active election in
 * all five tabs and calculates the scores, the player sees the points on /league, and the
 * admin opens that player's prediction analysis in the user search.
 */

const IN_A_MONTH = () => new Date(Date.now() + 30 * 24 * 3600 * 1000);

type Party = { id: number; name: string; list_number: number };
type Municipality = { id: number; name: string };

async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  timezoneId = 'Europe/Amsterdam',
) {
  const context = await browser.newContext({ viewport, locale: 'nl-NL', timezoneId });
  // The cookie banner is another journey; here it would only cover buttons.
  await context.addInitScript(() => {
    localStorage.setItem(
      'zetelpoule.cookie-consent',
      JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
    );
  });
  return context;
}

/**
 * Nothing may stick out sideways on a phone. On failure the message names the outermost
 * elements that do (an element inside a scrolling table region is clipped, so it is fine).
 */
async function expectNoSidewaysOverflow(page: Page, where: string) {
  const layout = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX === 'auto' || overflowX === 'hidden' || overflowX === 'scroll') {
          return p.getBoundingClientRect().right <= width + 0.5;
        }
      }
      return false;
    };
    const offenders = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')}`)
      .slice(0, 5);
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
  });
  // The offenders only help to find the cause; the page width is what counts.
  expect(layout.scrollWidth, `${where} sticks out sideways: ${layout.offenders.join(', ')}`).toBe(
    layout.width,
  );
}

/** An instant as the admin's datetime-local shows it: Dutch wall-clock time. */
function amsterdamInput(instant: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(instant)
    .replace(' ', 'T');
}

/**
 * The player's prediction, made through the same calls the dashboard makes: 10, 8 and 6 seats
 * for the first three parties (the first one the joker), turnout in Amsterdam and Rotterdam,
 * the biggest party in Amsterdam, Vlieland as first count and a national turnout.
 */
async function predictThroughTheApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  parties: Party[],
  played: Municipality[],
) {
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path} ${JSON.stringify(data)}`).toBe(200);
  };

  let seat = 0;
  for (const [index, count] of [10, 8, 6].entries()) {
    for (let i = 0; i < count; i++) {
      await post('/api/auth/predictions/seats/single/', {
        seat_number: seat++,
        party_id: parties[index]!.id,
      });
    }
  }
  const byName = (name: string) => played.find((m) => m.name === name)!;
  await post('/api/auth/predictions/turnout/update/', {
    municipality_id: byName('Amsterdam').id,
    predicted_turnout: 74.5,
  });
  await post('/api/auth/predictions/turnout/update/', {
    municipality_id: byName('Rotterdam').id,
    predicted_turnout: 60,
  });
  await post('/api/auth/predictions/biggest-party/update/', {
    municipality_id: byName('Amsterdam').id,
    party_id: parties[1]!.id,
  });
  await post('/api/auth/predictions/municipality/select/', { municipality_name: 'Vlieland' });
  await post('/api/auth/predictions/country-turnout/update/', { predicted_turnout: 78.5 });
  await post('/api/auth/predictions/captain/update/', { party_id: parties[0]!.id });
}

/*
 * The expected total, worked out by hand from docs/rules.md#points (not by the engine):
 * - seats: parties 1 and 3 exact (+5 +5), party 2 one off (+2), party 4 three off (−1), the
 *   other 23 parties 0 predicted and 0 won, exact (23 × +5 = 115): 126;
 * - joker on party 1 (10 seats > 5): its +5 once more: 5;
 * - top 3: 10/8/6 predicted, actual top 3 is the same set: +8;
 * - turnout: Amsterdam exact (+3), Rotterdam 1.4 off → 1 (+2): 5;
 * - biggest party in Amsterdam right: +2; Vlieland first: +2;
 * - national turnout 78.5 vs 77.0: 1.5 off → 2, 5 − 2 = +3.
 */
const EXPECTED_TOTAL = 126 + 5 + 8 + 5 + 2 + 2 + 3;

test.describe('the admin area', () => {
  test.afterAll(async () => {
    await moveDeadline(IN_A_MONTH());
  });

  test('an admin enters the full results and calculates; the player sees the points, the admin the analysis', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    await moveDeadline(IN_A_MONTH());
    const suffix = randomBytes(3).toString('hex');
    const admin = await createPlayer({ isStaff: true, username: `beheer_${suffix}` });
    const player = await createPlayer({ username: `kiezer_${suffix}` });

    const parties = (await (await request.get('/api/auth/parties/')).json()) as Party[];
    expect(parties.length).toBeGreaterThan(4);

    // --- The admin logs in and opens the results page of the active election.
    // The admin's computer is in New York: times must still read and enter as Dutch time.
    const adminContext = await newContext(browser, VIEWPORTS.desktop, 'America/New_York');
    const page = await adminContext.newPage();
    const errors = watchConsole(page);
    await logIn(page, admin);
    await page.getByRole('link', { name: 'Uitslagen' }).first().click();
    await expect(page).toHaveURL('/admin/election-results');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Beheer - Verkiezingsuitslagen' }),
    ).toBeVisible();
    const elections = page.getByRole('region', { name: 'Verkiezingen' });
    const activeElection = elections.locator('button[aria-current="true"]');
    await expect(activeElection).toContainText('Actief');
    await expect(activeElection).toContainText('Zetels: 0/150');
    await expect(page.getByRole('tab', { name: 'Zetels (150)' })).toBeVisible();
    // At 1280 px every results tab reads whole: none is cut off at the list's edge.
    const tabList = page.getByRole('tablist', { name: 'Officiële uitslag' });
    const listBox = (await tabList.boundingBox())!;
    for (const tab of await tabList.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(
        listBox.x + listBox.width,
      );
    }

    // --- Meanwhile the player predicts, through the same calls the dashboard makes.
    const headers = await apiLogIn(request, player);
    const played = (await (
      await request.get('/api/auth/municipalities/', { headers })
    ).json()) as Municipality[];
    expect(played).toHaveLength(13);
    await predictThroughTheApi(request, headers, parties, played);

    // --- Predictions are still open: saving a result asks first (docs/decisions/050-results-before-the-deadline.md).
    await page.getByRole('tab', { name: 'Landelijke opkomst' }).click();
    const earlyPanel = page.getByRole('tabpanel', { name: 'Landelijke opkomst' });
    await earlyPanel.getByLabel('Landelijke opkomst (%)').fill('77');
    await earlyPanel.getByRole('button', { name: 'Landelijke opkomst opslaan' }).click();
    const early = page.getByRole('dialog', { name: 'De voorspellingen zijn nog open' });
    await expect(early).toContainText('Spelers kunnen hun voorspelling nog wijzigen tot');
    await expect(early).toContainText(
      'Spelers zien deze uitslag en hun punten pas na de deadline.',
    );
    await screenshot(page, 'admin-results-before-deadline-desktop');
    await early.getByRole('button', { name: 'Annuleren' }).click();
    await expect(early).toBeHidden();
    await expect(earlyPanel).toContainText('Huidige uitslag: Nog geen');

    // --- The evening: predictions are closed; the admin's page starts again.
    await moveDeadline(new Date(Date.now() - 60_000));
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Zetels (150)' })).toBeVisible();

    // Every played municipality is editable (no first-10 cut-off).
    await page.getByRole('tab', { name: 'Opkomst', exact: true }).click();
    const turnoutPanel = page.getByRole('tabpanel', { name: 'Opkomst', exact: true });
    await expect(turnoutPanel.getByRole('textbox')).toHaveCount(played.length);

    // --- Tab 1: seats. 10, 9, 6, 3 for the first four parties, the rest 0.
    await page.getByRole('tab', { name: 'Zetels (150)' }).click();
    const seatsPanel = page.getByRole('tabpanel', { name: 'Zetels (150)' });
    const actualSeats = [10, 9, 6, 3];
    for (const [index, seats] of actualSeats.entries()) {
      const party = parties[index]!;
      await seatsPanel
        .getByLabel(`${party.list_number}. ${party.name}`, { exact: true })
        .fill(String(seats));
    }
    await expect(seatsPanel.getByText('Totaal: 28/150 zetels')).toBeVisible();
    // Over the seat count the save is refused on the spot.
    const lastParty = parties.at(-1)!;
    const lastInput = seatsPanel.getByLabel(`${lastParty.list_number}. ${lastParty.name}`, {
      exact: true,
    });
    await lastInput.fill('123');
    await expect(seatsPanel.getByRole('alert')).toHaveText(
      'Het totaal aantal zetels (151) is hoger dan het maximum van 150. Pas de aantallen aan.',
    );
    await expect(seatsPanel.getByRole('button', { name: 'Zeteluitslag opslaan' })).toBeDisabled();
    await lastInput.fill('0');
    await seatsPanel.getByRole('button', { name: 'Zeteluitslag opslaan' }).click();
    await expect(seatsPanel.getByRole('status')).toHaveText('Zeteluitslag opgeslagen.');
    await expect(activeElection).toContainText('Zetels: 28/150');

    // --- Tab 2: turnout in every played municipality.
    await page.getByRole('tab', { name: 'Opkomst', exact: true }).click();
    for (const [index, municipality] of played.entries()) {
      const value =
        // A Dutch comma and a dot both read as the decimal (docs/decisions/021-decimal-input.md).
        municipality.name === 'Amsterdam'
          ? '74,5'
          : municipality.name === 'Rotterdam'
            ? '61.4'
            : String(70 + index);
      await turnoutPanel
        .getByLabel(`Opkomst ${municipality.name} (%)`, { exact: true })
        .fill(value);
    }
    await turnoutPanel.getByRole('button', { name: 'Opkomstuitslag opslaan' }).click();
    await expect(turnoutPanel.getByRole('status')).toHaveText(
      'Opkomst opgeslagen voor 13 gemeenten.',
    );

    // --- Tab 3: the biggest party everywhere; in Amsterdam the player's pick.
    await page.getByRole('tab', { name: 'Grootste partij' }).click();
    const biggestPanel = page.getByRole('tabpanel', { name: 'Grootste partij' });
    for (const municipality of played) {
      const winner = municipality.name === 'Amsterdam' ? parties[1]! : parties[0]!;
      await biggestPanel
        .getByLabel(`Winnende partij in ${municipality.name}`, { exact: true })
        .selectOption({ label: winner.name });
    }
    await biggestPanel.getByRole('button', { name: 'Uitslag grootste partij opslaan' }).click();
    await expect(biggestPanel.getByRole('status')).toHaveText(
      'Grootste partij opgeslagen voor 13 gemeenten.',
    );

    // --- Tab 4: the first municipality to finish counting.
    await page.getByRole('tab', { name: 'Eerste gemeente' }).click();
    const selectionPanel = page.getByRole('tabpanel', { name: 'Eerste gemeente' });
    await expect(selectionPanel).toContainText('Huidige keuze: Nog geen');
    const selectionSave = selectionPanel.getByRole('button', { name: 'Keuze opslaan' });
    await expect(selectionSave).toBeDisabled();
    await selectionPanel
      .getByLabel('Gemeente die als eerste klaar was met tellen')
      .selectOption('Vlieland');
    await selectionSave.click();
    await expect(selectionPanel.getByRole('status')).toHaveText('Gemeentekeuze opgeslagen.');
    await expect(selectionPanel).toContainText('Huidige keuze: Vlieland');

    // --- Tab 5: the national turnout.
    await page.getByRole('tab', { name: 'Landelijke opkomst' }).click();
    const countryPanel = page.getByRole('tabpanel', { name: 'Landelijke opkomst' });
    const countryInput = countryPanel.getByLabel('Landelijke opkomst (%)');
    await countryInput.fill('101');
    await expect(
      countryPanel.getByText('Vul een geldig opkomstpercentage tussen 0 en 100 in'),
    ).toBeVisible();
    await countryInput.fill('77');
    await countryPanel.getByRole('button', { name: 'Landelijke opkomst opslaan' }).click();
    await expect(countryPanel.getByRole('status')).toHaveText('Landelijke opkomst opgeslagen.');
    await expect(countryPanel).toContainText('Huidige uitslag: 77%');

    // --- Calculate.
    await page.getByRole('button', { name: 'Alle punten berekenen' }).click();
    await expect(page.getByText(/^Punten berekend voor \d+ spelers?\.$/)).toBeVisible();

    await page.getByRole('tab', { name: 'Zetels (150)' }).click();
    await screenshot(page, 'admin-election-results-desktop');
    await expectNoAxeViolations(page, '/admin/election-results');

    // The edit panels open on demand and show the election as it is (nothing is changed).
    await page.getByRole('button', { name: /Verkiezing bewerken/ }).click();
    await expect(page.getByRole('group', { name: 'Gespeelde gemeenten' })).toContainText(
      '13 van 342 gekozen',
    );
    const [election] = await sql<{ predictions_deadline: Date }>(
      'select predictions_deadline from elections where is_active',
    );
    await expect(page.getByLabel('Deadline van de voorspellingen')).toHaveValue(
      amsterdamInput(election!.predictions_deadline),
    );
    await page.getByRole('button', { name: /Partijen \(\d+\)/ }).click();
    await expect(page.getByRole('button', { name: `${parties[0]!.name} bewerken` })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/election-results (panels open)');
    await screenshot(page, 'admin-election-results-panels-desktop');

    // The create and reset modals, looked at and closed again.
    await page.getByRole('button', { name: '+ Nieuwe verkiezing' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Nieuwe verkiezing' });
    await createDialog.getByRole('button', { name: 'Verkiezing aanmaken' }).click();
    await expect(createDialog.getByText('Vul een naam in voor de verkiezing.')).toBeVisible();
    await expectNoAxeViolations(page, 'create election modal');
    await createDialog.getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('button', { name: 'Alle punten wissen' }).click();
    const resetDialog = page.getByRole('dialog', { name: 'Alle punten wissen' });
    await expect(resetDialog).toContainText(/Dit wist \d+ scores? van \d+ gebruikers?/);
    await screenshot(page, 'admin-reset-modal-desktop');
    await resetDialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(resetDialog).toBeHidden();

    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Zetels (150)' })).toBeVisible();
    await screenshot(page, 'admin-election-results-phone');
    await expectNoSidewaysOverflow(page, '/admin/election-results at 390 px');
    await page.setViewportSize(VIEWPORTS.desktop);

    // --- The player sees the points on /league.
    const playerContext = await newContext(browser, VIEWPORTS.phone);
    const playerPage = await playerContext.newPage();
    const playerErrors = watchConsole(playerPage);
    await logIn(playerPage, player);
    await playerPage.goto('/league');
    await expect(playerPage.getByRole('region', { name: 'Jouw stand' })).toContainText(
      String(EXPECTED_TOTAL),
    );
    // And an admin page is not for a player.
    await playerPage.goto('/admin/election-results');
    await expect(playerPage.getByRole('alert')).toHaveText(
      'Geen toegang - je hebt beheerdersrechten nodig om deze pagina te bekijken.',
    );
    await expect(playerPage).toHaveURL('/dashboard', { timeout: 10_000 });
    expect(playerErrors).toEqual([]);
    await playerContext.close();

    // --- The admin finds the player and opens the analysis of the prediction.
    await page.getByRole('link', { name: 'Gebruiker zoeken' }).click();
    await expect(page).toHaveURL('/admin/user-search');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByText('Vul een e-mailadres of een gebruikersnaam in')).toBeVisible();
    await page
      .getByLabel('Gebruikersnaam', { exact: true })
      .fill(`  ${player.username.toUpperCase()} `);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('heading', { name: player.username })).toBeVisible();
    const facts = page.locator('dl').first();
    await expect(facts).toContainText('Gebruikersnaam');
    await expect(facts).toContainText('Test Speler');
    await expect(facts).toContainText(String(EXPECTED_TOTAL));
    const prediction = page.getByRole('button', { name: /Actief/ });
    await expect(prediction).toContainText(`${EXPECTED_TOTAL} punten`);
    await prediction.click();

    const analysis = page.getByRole('region', { name: /^Analyse van de voorspelling/ });
    for (const heading of [
      'Opbouw van de punten',
      'Zetels per partij',
      'Opkomst per gemeente',
      'Grootste partij per gemeente',
      'Eerste gemeente',
      'Landelijke opkomst',
      'Top 3 partijen',
      'Jokerpartij',
    ]) {
      await expect(analysis.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(analysis.getByText('Totaal', { exact: true }).locator('..')).toContainText(
      String(EXPECTED_TOTAL),
    );
    await expect(analysis).toContainText('3 goed · 8 punten');
    await expect(
      analysis.locator('[data-turnout-class="high"]').filter({ hasText: 'Amsterdam' }),
    ).toBeVisible();
    await expect(analysis.getByText(parties[0]!.name).first()).toBeVisible();
    await expectNoAxeViolations(page, '/admin/user-search with the analysis');
    await screenshot(page, 'admin-user-search-desktop');
    await analysis.getByRole('button', { name: 'Details sluiten' }).click();
    await expect(analysis).toBeHidden();

    // The same on a phone, loaded at that width.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await page.getByLabel('E-mailadres', { exact: true }).fill(player.email);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('heading', { name: player.username })).toBeVisible();
    await expect(page.locator('dl').first()).toContainText('E-mailadres');
    await page.getByRole('button', { name: /Actief/ }).click();
    await expect(analysis.getByRole('heading', { name: 'Jokerpartij' })).toBeVisible();
    await screenshot(page, 'admin-user-search-phone');
    await expectNoSidewaysOverflow(page, '/admin/user-search at 390 px');
    expect(errors).toEqual([]);
    await adminContext.close();
  });
});
