import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  apiLogIn,
  chooseCookies,
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
 * Election night, end to end. Two players follow /uitslag on their phones; the admin enters a
 * provisional seat projection, then two municipalities, one at a time. Both pages change without
 * a reload: the status, the points and the ranks (with their movement). The spec's own election
 * is active for the journey and deleted afterwards, the former one restored.
 */

/** Seat points by how far off a party is. */
const SEAT_POINTS = [5, 2, 1, -1, -2];
const seatPoints = (off: number) => SEAT_POINTS[Math.abs(off)] ?? -3;
const TOP3_ALL_RIGHT = 8;
const TURNOUT_EXACT = 3;
const BIGGEST_PARTY_RIGHT = 2;

/** 40, 30 and 20 seats for the first three lists, the other 60 spread over the rest. */
function projection(
  parties: OwnElectionDetails['parties'],
  seatCount: number,
): Map<number, number> {
  const sorted = [...parties].sort((a, b) => a.list_number - b.list_number);
  const seats = new Map<number, number>();
  const top = [40, 30, 20];
  const rest = sorted.slice(3);
  const left = seatCount - 90;
  rest.forEach((party, index) => {
    const base = Math.floor(left / rest.length);
    seats.set(party.id, base + (index < left % rest.length ? 1 : 0));
  });
  sorted.slice(0, 3).forEach((party, index) => seats.set(party.id, top[index]!));
  return seats;
}

async function phone(
  browser: Browser,
  player: Player,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
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
  await logIn(page, player);
  await page.goto('/uitslag');
  // A mark that a reload would wipe: every later check proves the page changed by itself.
  await page.evaluate(() => {
    (window as unknown as { liveMark: string }).liveMark = 'still here';
  });
  return { context, page, errors };
}

async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe(
    'still here',
  );
}

async function expectStanding(page: Page, rank: string, points: number) {
  await expect(page.getByTestId('rank')).toHaveText(rank, { timeout: 15_000 });
  await expect(page.getByTestId('total-points')).toHaveText(String(points));
  await expect(page.getByTestId('points-total')).toHaveText(String(points));
}

test.describe('election night, live', () => {
  test('two players watch /uitslag while the admin enters a projection and two municipalities', async ({
    browser,
    request,
    ownElection,
  }) => {
    test.setTimeout(180_000);
    const suffix = randomBytes(3).toString('hex');
    // --- The admin's own election for tonight, active, a month ahead (predictions still open).
    const { admin, adminHeaders, election, base } = await ownElection({
      name: `Verkiezingsavond ${suffix}`,
      adminUsername: `avond_${suffix}`,
    });
    const anna = await createPlayer({ username: `anna_${suffix}` });
    const bram = await createPlayer({ username: `bram_${suffix}` });
    expect(election.parties.length).toBeGreaterThan(5);
    expect(election.played_municipalities.length).toBeGreaterThanOrEqual(2);

    // --- Anna predicts the projection exactly; Bram is one seat off for the last two lists
    //     but predicts the turnout and the biggest party of two municipalities exactly.
    const seats = projection(election.parties, election.seat_count);
    const byList = [...election.parties].sort((a, b) => a.list_number - b.list_number);
    const [secondLast, last] = byList.slice(-2);
    const bramSeats = new Map(seats);
    bramSeats.set(secondLast!.id, seats.get(secondLast!.id)! + 1);
    bramSeats.set(last!.id, seats.get(last!.id)! - 1);
    const [townA, townB] = election.played_municipalities;
    const winner = byList[0]!;
    for (const [player, prediction] of [
      [anna, seats],
      [bram, bramSeats],
    ] as const) {
      const headers = await apiLogIn(request, player);
      const saved = await request.put('/api/auth/predictions/seats/', {
        headers,
        data: {
          party_seats: [...prediction].map(([party_id, count]) => ({ party_id, seats: count })),
        },
      });
      expect(saved.status()).toBe(200);
      if (player === bram) {
        for (const [town, turnout] of [
          [townA!, 71.4],
          [townB!, 64.9],
        ] as const) {
          const turnoutSaved = await request.post('/api/auth/predictions/turnout/update/', {
            headers,
            data: { municipality_id: town.id, predicted_turnout: turnout },
          });
          expect(turnoutSaved.status()).toBe(200);
          const partySaved = await request.post('/api/auth/predictions/biggest-party/update/', {
            headers,
            data: { municipality_id: town.id, party_id: winner.id },
          });
          expect(partySaved.status()).toBe(200);
        }
      }
    }
    // The evening: predictions are closed, so players see results as they come in
    // (docs/decisions/050-results-before-the-deadline.md) and the admin enters them without a confirmation.
    await moveDeadline(new Date(Date.now() - 60_000));
    const partyCount = election.parties.length;
    const annaSeatTotal = partyCount * seatPoints(0) + TOP3_ALL_RIGHT;
    const bramSeatTotal = (partyCount - 2) * seatPoints(0) + 2 * seatPoints(1) + TOP3_ALL_RIGHT;

    // --- Both players open /uitslag on their phones before any result.
    const annaPhone = await phone(browser, anna);
    const bramPhone = await phone(browser, bram);
    for (const { page } of [annaPhone, bramPhone]) {
      await expect(page.getByTestId('results-status')).toContainText('Geen uitslag');
      await expect(page.getByTestId('countdown')).toBeVisible();
      await expect(page.getByTestId('live-indicator')).toBeVisible();
    }
    await expectNoAxeViolations(annaPhone.page, '/uitslag before any result');
    await screenshot(annaPhone.page, 'live-before-phone');

    // --- The admin enters the provisional seat projection.
    const projected = await request.post(`${base}seats/`, {
      headers: adminHeaders,
      data: {
        party_seats: [...seats].map(([party_id, seat_count]) => ({ party_id, seat_count })),
      },
    });
    expect(projected.status()).toBe(200);

    for (const { page } of [annaPhone, bramPhone]) {
      await expect(page.getByTestId('results-status')).toContainText('Voorlopig');
      await expect(page.getByTestId('countdown')).toHaveCount(0);
    }
    // Equal to the points: Anna first, Bram second, both before any movement.
    await expectStanding(annaPhone.page, '#1', annaSeatTotal);
    await expectStanding(bramPhone.page, '#2', bramSeatTotal);
    await expect(
      bramPhone.page.getByTestId('party-table').locator(`[data-party="${secondLast!.name}"]`),
    ).toContainText('1 zetel te veel');
    await expect(
      bramPhone.page.getByTestId('party-table').locator(`[data-party="${last!.name}"]`),
    ).toContainText('1 zetel te weinig');
    const townCard = (page: Page, name: string) =>
      page.getByTestId('municipalities').locator(`[data-municipality="${name}"]`);
    await expect(townCard(bramPhone.page, townA!.name)).toContainText('nog niet bekend');

    // --- The first municipality reports: its turnout and biggest party.
    const turnoutA = await request.post(`${base}turnout/`, {
      headers: adminHeaders,
      data: { turnout_results: [{ municipality_id: townA!.id, actual_turnout: 71.4 }] },
    });
    expect(turnoutA.status()).toBe(200);
    const partyA = await request.post(`${base}biggest-party/`, {
      headers: adminHeaders,
      data: {
        biggest_party_results: [
          { municipality_id: townA!.id, winning_party_id: winner.id, vote_percentage: null },
        ],
      },
    });
    expect(partyA.status()).toBe(200);

    await expect(townCard(bramPhone.page, townA!.name)).toContainText('71,4%');
    await expect(townCard(bramPhone.page, townA!.name)).toContainText('Goed');
    await expect(townCard(annaPhone.page, townA!.name)).toContainText('71,4%');
    const afterA = bramSeatTotal + TURNOUT_EXACT + BIGGEST_PARTY_RIGHT;
    await expectStanding(bramPhone.page, '#2', afterA);
    await expectStanding(annaPhone.page, '#1', annaSeatTotal);

    // --- The second municipality: the stored one is sent along (the set is replaced).
    const turnoutB = await request.post(`${base}turnout/`, {
      headers: adminHeaders,
      data: {
        turnout_results: [
          { municipality_id: townA!.id, actual_turnout: 71.4 },
          { municipality_id: townB!.id, actual_turnout: 64.9 },
        ],
      },
    });
    expect(turnoutB.status()).toBe(200);
    const partyB = await request.post(`${base}biggest-party/`, {
      headers: adminHeaders,
      data: {
        biggest_party_results: [
          { municipality_id: townA!.id, winning_party_id: winner.id, vote_percentage: null },
          { municipality_id: townB!.id, winning_party_id: winner.id, vote_percentage: null },
        ],
      },
    });
    expect(partyB.status()).toBe(200);

    // Bram overtakes Anna: the ranks swap, each with its movement.
    const afterB = afterA + TURNOUT_EXACT + BIGGEST_PARTY_RIGHT;
    expect(afterB).toBeGreaterThan(annaSeatTotal);
    await expectStanding(bramPhone.page, '#1', afterB);
    await expect(bramPhone.page.getByTestId('rank-movement')).toContainText('1 plaats gestegen');
    await expect(bramPhone.page.getByTestId('rank-movement')).toContainText('↑1');
    await expectStanding(annaPhone.page, '#2', annaSeatTotal);
    await expect(annaPhone.page.getByTestId('rank-movement')).toContainText('↓1');
    await expect(bramPhone.page.getByText('2 van', { exact: false }).first()).toBeVisible();
    await expect(townCard(bramPhone.page, townB!.name)).toContainText('64,9%');

    // --- The admin, on the admin page, reads the status and makes the results final.
    const adminContext = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'nl-NL' });
    const adminPage = await adminContext.newPage();
    await chooseCookies(adminPage, 'declined');
    const adminErrors = watchConsole(adminPage);
    await logIn(adminPage, admin);
    await adminPage.goto(`/admin/election-results?election=${election.id}`);
    const night = adminPage.getByTestId('results-status-panel');
    await expect(night.getByTestId('admin-results-status')).toContainText('Voorlopig');
    await expect(night).toContainText(/Punten laatst berekend.*in \d/);
    await expectNoAxeViolations(adminPage, 'the admin results status');
    await night.getByRole('button', { name: 'Definitief maken' }).click();
    await night.getByRole('button', { name: 'Ja, maak definitief' }).click();
    await expect(night.getByText('De uitslag is definitief gemaakt.')).toBeVisible();
    await expect(night.getByTestId('admin-results-status')).toContainText('Definitief');
    await screenshot(adminPage, 'live-admin-desktop');
    expect(adminErrors).toEqual([]);
    await adminContext.close();
    for (const { page } of [annaPhone, bramPhone]) {
      await expect(page.getByTestId('results-status')).toContainText('Definitief');
    }

    for (const { page, errors } of [annaPhone, bramPhone]) {
      await expectNotReloaded(page);
      expect(errors).toEqual([]);
    }
    await expectNoAxeViolations(bramPhone.page, '/uitslag with results');
    await screenshot(bramPhone.page, 'live-results-phone');
    await screenshot(annaPhone.page, 'live-results-phone-second');

    // --- The same page at desktop width.
    await bramPhone.context.close();
    await annaPhone.context.close();
    const desktop = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'nl-NL' });
    const desktopPage = await desktop.newPage();
    await chooseCookies(desktopPage, 'declined');
    await logIn(desktopPage, bram);
    await desktopPage.goto('/uitslag');
    await expectStanding(desktopPage, '#1', afterB);
    await expectNoAxeViolations(desktopPage, '/uitslag at desktop width');
    await screenshot(desktopPage, 'live-results-desktop');
    await desktop.close();
  });
});
