import { randomBytes } from 'node:crypto';
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
} from './fixtures';

/*
 * /uitslag on a phone (390×844, touch) on election night: a provisional seat result is in, and
 * the player reads per party what their seats earned. Every party has its points, the ones the
 * player gave no seats and that won none too (+5 each), and the rows add up to the seat points
 * the page shows as the section's total and in the points card.
 */

/** Reads "+5", "−1" or "0" as the page writes points (a screen reader's words may follow). */
function points(text: string): number {
  const shown = /^\s*([+−]?)(\d+)/.exec(text);
  if (!shown) throw new Error(`Not a number of points: "${text}"`);
  return (shown[1] === '−' ? -1 : 1) * Number(shown[2]);
}

test('a player on a phone sees every party’s points, adding up to the seat points', async ({
  browser,
  request,
  ownElection,
}) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(3).toString('hex');
  const electionName = `Uitslag op de telefoon ${suffix}`;
  const { adminHeaders, election, base } = await ownElection({
    name: electionName,
    adminUsername: `telefoon_${suffix}`,
  });
  const player = await createPlayer({ username: `kim_${suffix}` });
  const byList = [...election.parties].sort((a, b) => a.list_number - b.list_number);
  expect(byList.length).toBeGreaterThan(6);

  // The result: the last two lists win nothing, the others share the seats.
  const winners = byList.slice(0, -2);
  const result = new Map(byList.map((party) => [party.id, 0]));
  winners.forEach((party, index) => {
    const base = Math.floor(election.seat_count / winners.length);
    result.set(party.id, base + (index < election.seat_count % winners.length ? 1 : 0));
  });
  // The player: right about most, two seats moved from the first list to the second, and
  // nothing for the last two lists (right too: +5 each).
  const mine = new Map(result);
  mine.set(byList[0]!.id, result.get(byList[0]!.id)! - 2);
  mine.set(byList[1]!.id, result.get(byList[1]!.id)! + 2);
  const headers = await apiLogIn(request, player);
  const saved = await request.put('/api/auth/predictions/seats/', {
    headers,
    data: {
      party_seats: [...mine]
        .filter(([, seats]) => seats > 0)
        .map(([party_id, seats]) => ({ party_id, seats })),
    },
  });
  expect(saved.status()).toBe(200);
  // Election night: predictions closed, so players see the results (docs/rules.md).
  await moveDeadline(new Date(Date.now() - 60_000));
  const projected = await request.post(`${base}seats/`, {
    headers: adminHeaders,
    data: {
      party_seats: [...result].map(([party_id, seat_count]) => ({ party_id, seat_count })),
    },
  });
  expect(projected.status()).toBe(200);

  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await chooseCookies(page, 'declined');
  await logIn(page, player);
  await page.goto('/uitslag');
  await expect(page.getByTestId('results-status')).toContainText('Voorlopig');
  const table = page.getByTestId('party-table');
  await expect(table.locator('tbody tr')).toHaveCount(byList.length);

  // Every party's points are on screen at 390 px, none hidden by the layout.
  const cells = table.getByTestId('party-points');
  await expect(cells).toHaveCount(byList.length);
  // The scores follow the result by themselves a moment later; the live push brings them.
  await expect(table.getByTestId('party-points-total')).toHaveText(/^\s*[+−]?\d/, {
    timeout: 30_000,
  });
  for (const cell of await cells.all()) await expect(cell).toBeVisible();
  const shown = (await cells.allInnerTexts()).map(points);
  // The parties the player gave nothing and that won nothing: +5 each.
  for (const party of byList.slice(-2)) {
    const cell = table.locator(`[data-party="${party.name}"]`).getByTestId('party-points');
    expect(points(await cell.innerText())).toBe(5);
  }
  const total = points(await table.getByTestId('party-points-total').innerText());
  expect(shown.reduce((sum, value) => sum + value, 0)).toBe(total);
  // The same seat points as the points card's, which come from the server's score.
  const seatRow = page.getByTestId('points').locator('[data-section="seat_points"]');
  await expect(seatRow).toBeVisible();
  expect(points(await seatRow.locator('td').innerText())).toBe(total);
  // Two parties two seats off (+1 each), every other party exact (+5 each).
  expect(total).toBe((byList.length - 2) * 5 + 2 * 1);

  await screenshot(page, 'results-provisional-phone');
  await page.screenshot({ path: 'e2e/screenshots/results-top-phone.png' });
  await table.getByTestId('party-points-total').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/results-party-table-phone.png' });
  // The table fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  // The election's name is a line of its own, no dangling separator after it.
  const header = page.locator('main header').first();
  await expect(header).toContainText(electionName);
  expect(await header.innerText()).not.toContain('·');
  await expectNoAxeViolations(page, '/uitslag on a phone, provisional');
  expect(errors).toEqual([]);
  await context.close();
});
