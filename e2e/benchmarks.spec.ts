import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
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
  type OwnElectionDetails,
  type Player,
} from './fixtures';

/*
 * A poll as an opponent, end to end (decision 035). On a phone, the admin adds "Peiling <suffix>"
 * to the evening's election and calculates the scores; a player finds the poll pinned above the
 * league table (never ranked) and reads on /uitslag by how many points they beat it. The spec's
 * own election is active for the journey and deleted afterwards, the former one restored.
 */

/** 40, 30 and 20 seats for the first three lists, the rest spread over the others. */
function projection(
  parties: OwnElectionDetails['parties'],
  seatCount: number,
): Map<number, number> {
  const sorted = [...parties].sort((a, b) => a.list_number - b.list_number);
  const seats = new Map<number, number>();
  const rest = sorted.slice(3);
  const left = seatCount - 90;
  rest.forEach((party, index) => {
    seats.set(party.id, Math.floor(left / rest.length) + (index < left % rest.length ? 1 : 0));
  });
  sorted.slice(0, 3).forEach((party, index) => seats.set(party.id, [40, 30, 20][index]!));
  return seats;
}

async function phonePage(browser: Browser, player: Player) {
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
  const page: Page = await context.newPage();
  const errors = watchConsole(page);
  await logIn(page, player);
  return { context, page, errors };
}

test.describe('benchmark players', () => {
  test('an admin adds a poll, scores are calculated, a player sees it pinned and beaten', async ({
    browser,
    request,
    ownElection,
  }) => {
    test.setTimeout(180_000);
    const suffix = randomBytes(3).toString('hex');
    const { admin, adminHeaders, election, base } = await ownElection({
      name: `Peilingavond ${suffix}`,
      adminUsername: `peiler_${suffix}`,
    });
    const anna = await createPlayer({ username: `anna_${suffix}` });
    const bram = await createPlayer({ username: `bram_${suffix}` });
    const byList = [...election.parties].sort((a, b) => a.list_number - b.list_number);
    const seats = projection(election.parties, election.seat_count);

    // The poll: one seat too many for the second-last list, one too few for the last.
    const [secondLast, last] = byList.slice(-2);
    const poll = new Map(seats);
    poll.set(secondLast!.id, seats.get(secondLast!.id)! + 1);
    poll.set(last!.id, seats.get(last!.id)! - 1);

    // Anna predicts the result exactly; Bram predicts what the poll says.
    for (const [player, prediction] of [
      [anna, seats],
      [bram, poll],
    ] as const) {
      const saved = await request.put('/api/auth/predictions/seats/', {
        headers: await apiLogIn(request, player),
        data: {
          party_seats: [...prediction].map(([party_id, count]) => ({ party_id, seats: count })),
        },
      });
      expect(saved.status()).toBe(200);
    }
    // The evening: predictions are closed (docs/decisions/050-results-before-the-deadline.md).
    await moveDeadline(new Date(Date.now() - 60_000));
    const entered = await request.post(`${base}seats/`, {
      headers: adminHeaders,
      data: {
        party_seats: [...seats].map(([party_id, seat_count]) => ({ party_id, seat_count })),
      },
    });
    expect(entered.status()).toBe(200);
    // Every list exact 5, the top 3 right 8; two lists one off: 2 each.
    const annaPoints = byList.length * 5 + 8;
    const pollPoints = (byList.length - 2) * 5 + 2 * 2 + 8;

    // --- The admin, on a phone, adds the poll through the panel.
    const adminPhone = await phonePage(browser, admin);
    const { page: adminPage } = adminPhone;
    await adminPage.goto(`/admin/election-results?election=${election.id}`);
    await adminPage.getByRole('button', { name: /^Peilingen/ }).tap();
    await adminPage.getByRole('button', { name: 'Peiling toevoegen' }).tap();
    const form = adminPage.locator('form').filter({ hasText: 'Zetels per partij' });
    await form.getByLabel('Naam').fill(`Peiling ${suffix}`);
    // A wrong total first: the form says so and sends nothing.
    await form.getByRole('button', { name: 'Opslaan' }).tap();
    await expect(form).toContainText(
      `De zetels tellen op tot 0; dat moet precies ${election.seat_count} zijn.`,
    );
    for (const party of byList) {
      await form.getByLabel(party.name, { exact: true }).fill(String(poll.get(party.id) ?? 0));
    }
    await expect(form).toContainText(
      `Totaal ${election.seat_count} van ${election.seat_count} zetels`,
    );
    await form.getByLabel('Opkomst (optioneel)').fill('78,2');
    await expectNoAxeViolations(adminPage, 'admin benchmark form, phone');
    await form.getByRole('button', { name: 'Opslaan' }).tap();
    await expect(adminPage.getByText(`Peiling ${suffix} is toegevoegd.`)).toBeVisible();
    await expect(adminPage.getByText('Nog geen punten')).toBeVisible();

    await adminPage.getByRole('button', { name: 'Alle punten berekenen' }).tap();
    await expect(adminPage.getByText('Punten berekend voor 2 spelers.')).toBeVisible();
    await expect(adminPage.getByText(`${pollPoints} punten`).first()).toBeVisible();
    await expect(adminPage.getByText('De Poule', { exact: true })).toBeVisible();
    await expectNoAxeViolations(adminPage, 'admin benchmarks after scoring, phone');
    await screenshot(adminPage, 'benchmarks-admin-phone');
    expect(adminPhone.errors).toEqual([]);
    await adminPhone.context.close();

    // --- Anna, on her phone: the league shows the poll pinned and marked, not ranked.
    const annaPhone = await phonePage(browser, anna);
    const { page } = annaPhone;
    await page.goto('/league');
    const pinned = page.getByRole('list', { name: /Peilingen als tegenstander/ });
    const pollRow = pinned.locator('li[data-benchmark="poll"]');
    await expect(pollRow).toContainText(`Peiling ${suffix}`);
    await expect(pollRow).toContainText('Peiling');
    await expect(pollRow).toContainText(`${pollPoints} punten`);
    await expect(pinned.locator('li[data-benchmark="crowd"]')).toContainText('De Poule');
    await expect(page.getByText('2 spelers').first()).toBeVisible();
    const ranking = page.getByRole('list', { name: 'Ranglijst van de Nationale Poule' });
    await expect(ranking.getByRole('listitem')).toHaveCount(2);
    await expect(ranking).not.toContainText(`Peiling ${suffix}`);
    const margin = annaPoints - pollPoints;
    await expect(
      page.getByText(`Je verslaat de peiling met ${margin} punten (Peiling ${suffix}).`),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/league with benchmarks, phone');
    await screenshot(page, 'benchmarks-league-phone');

    // --- /uitslag: the same verdict beside her standing.
    await page.goto('/uitslag');
    await expect(page.getByTestId('total-points')).toHaveText(String(annaPoints));
    await expect(page.getByTestId('benchmark-verdict')).toContainText(
      `Je verslaat de peiling met ${margin} punten (Peiling ${suffix}).`,
    );
    await expect(page.getByTestId('benchmark-verdict')).toContainText('De Poule');
    await expectNoAxeViolations(page, '/uitslag with benchmarks, phone');
    await screenshot(page, 'benchmarks-results-phone');
    expect(annaPhone.errors).toEqual([]);
    await annaPhone.context.close();

    // --- On a desktop, in her own sub-league: the poll is pinned beside its members too.
    const league = await request.post('/api/auth/league/subleagues/', {
      headers: await apiLogIn(request, anna),
      data: { name: `Peilers ${suffix}` },
    });
    expect(league.status()).toBe(201);
    const desktop = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'nl-NL' });
    await desktop.addInitScript(() => {
      localStorage.setItem(
        'zetelpoule.cookie-consent',
        JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
      );
    });
    const desk = await desktop.newPage();
    const deskErrors = watchConsole(desk);
    await logIn(desk, anna);
    await desk.goto('/league?tab=subpoules');
    const card = desk.getByRole('article', { name: `Peilers ${suffix}` });
    await expect(card.locator('li[data-benchmark="poll"]')).toContainText(`Peiling ${suffix}`);
    await expect(card).toContainText(`Je verslaat de peiling met ${margin} punten`);
    await expect(card).toContainText('1 lid');
    await expectNoAxeViolations(desk, '/league sub-league with benchmarks, desktop');
    await screenshot(desk, 'benchmarks-subleague-desktop');
    expect(deskErrors).toEqual([]);
    await desktop.close();
  });
});
