import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import {
  createPlayer,
  expect,
  expectNoAxeViolations,
  moveDeadline,
  screenshot,
  sql,
  submitLogin,
  test,
  VIEWPORTS,
  watchConsole,
} from './fixtures';

/*
 * The crowd (decision 034), on a phone (390×844, touch): /voorspelling-van-nederland before and
 * after the deadline, a sub-league's tab, and a coalition of three parties crossing 76 seats
 * in the crowd parliament, shared through the address.
 */

const IN_A_MONTH = () => new Date(Date.now() + 30 * 24 * 3600 * 1000);
const A_MINUTE_AGO = () => new Date(Date.now() - 60_000);

async function activeElectionId(): Promise<number> {
  const [election] = await sql<{ id: number }>('select id from elections where is_active');
  return election!.id;
}

async function partiesInListOrder(): Promise<{ id: number; name: string }[]> {
  return sql<{ id: number; name: string }>(
    'select id, name from parties where election_id = $1 order by list_number',
    [await activeElectionId()],
  );
}

/** Seats per party in ballot order, a joker and a national turnout, straight into the database. */
async function givePrediction(userId: number, seats: number[], turnoutTenths: number) {
  const electionId = await activeElectionId();
  const parties = await partiesInListOrder();
  const [prediction] = await sql<{ id: number }>(
    `insert into predictions (user_id, election_id, country_turnout_tenths, captain_party_id)
     values ($1, $2, $3, $4) returning id`,
    [userId, electionId, turnoutTenths, parties[0]!.id],
  );
  let seat = 0;
  const rows: string[] = [];
  seats.forEach((count, index) => {
    for (let i = 0; i < count; i++)
      rows.push(`(${prediction!.id}, ${seat++}, ${parties[index]!.id})`);
  });
  await sql(
    `insert into seat_predictions (prediction_id, seat_number, party_id) values ${rows.join(', ')}`,
  );
}

async function phoneContext(browser: Browser) {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    isMobile: true,
  });
  await context.addInitScript(() => {
    localStorage.setItem(
      'zetelpoule.cookie-consent',
      JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
    );
  });
  return context;
}

test.describe('the crowd', () => {
  const created: number[] = [];

  test.afterAll(async () => {
    // Other journeys expect predictions to be open and the pool without these players.
    await moveDeadline(IN_A_MONTH());
    if (created.length > 0) await sql('delete from users where id = any($1)', [created]);
  });

  test('a player sees the crowd lock, then the crowd, a sub-league tab and a coalition crossing 76', async ({
    browser,
  }) => {
    await moveDeadline(IN_A_MONTH());
    const suffix = randomBytes(3).toString('hex');
    const me = await createPlayer({ username: `kiezer_${suffix}` });
    const friend = await createPlayer({ username: `vriend_${suffix}` });
    const stranger = await createPlayer({ username: `ander_${suffix}` });
    created.push(me.id, friend.id, stranger.id);
    // Sub-league crowd (me + friend): seats per party 40+30, 30+30, 20+40, 10+10, … of 150.
    await givePrediction(me.id, [40, 30, 20, 10, 50], 781);
    await givePrediction(friend.id, [30, 30, 40, 10, 40], 795);
    await givePrediction(stranger.id, [10, 60, 10, 50, 20], 702);
    const leagueName = `Buurtpoule ${suffix}`;
    const [league] = await sql<{ id: number }>(
      'insert into subleagues (name, creator_id, invite_code) values ($1, $2, $3) returning id',
      [leagueName, me.id, `crowd-${suffix}-${randomBytes(8).toString('hex')}`],
    );
    await sql('insert into subleague_members (subleague_id, user_id) values ($1, $2), ($1, $3)', [
      league!.id,
      me.id,
      friend.id,
    ]);
    const parties = await partiesInListOrder();

    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    // The app's stylesheet is linked by each page's HTML, from one address: no lazy part such
    // as the coalition check may link it a second time.
    const stylesheets = new Set<string>();
    context.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.add(request.url());
    });
    const expectOneStylesheet = () => expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    await page.goto('/login');
    await submitLogin(page, me, 'tap');
    await expect(page).toHaveURL(/\/dashboard/);

    // --- The dashboard links to the crowd page.
    const link = page
      .getByTestId('crowd-link')
      .getByRole('link', { name: 'Bekijk de voorspelling' });
    // The dashboard grows as its data arrives, moving the link below it: the tap waits for the
    // summary, and is tried again if it still met the link on its way down (failed once in CI).
    await expect(page.getByTestId('prediction-summary')).toBeVisible();
    await expect(async () => {
      if (!page.url().endsWith('/voorspelling-van-nederland')) await link.tap({ timeout: 3000 });
      await expect(page).toHaveURL(/\/voorspelling-van-nederland$/, { timeout: 3000 });
    }).toPass({ timeout: 15_000 });

    // --- Before the deadline: when it opens and how many take part (the 423's count).
    await expect(
      page.getByRole('heading', { level: 1, name: 'De voorspelling van Nederland' }),
    ).toBeVisible();
    await expect(page.getByTestId('crowd-locked')).toBeVisible();
    await expect(page.getByTestId('crowd-player-count')).toHaveText(/Er doen al \d+ spelers mee\./);
    await expectNoAxeViolations(page, 'crowd page, locked');
    await screenshot(page, 'crowd-locked-phone');

    // --- After the deadline: the crowd.
    await moveDeadline(A_MINUTE_AGO());
    await page.reload();
    await expect(page.getByTestId('crowd-view')).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Halfrond van de Kamer van de poule, 150 zetels/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Spreiding van de voorspelde zetels per partij' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Voorspelde landelijke opkomst' })).toBeVisible();
    await expect(page.getByTestId('crowd-differences').getByRole('listitem').first()).toBeVisible();
    // Each chart has a table behind it.
    const rangeTable = page.getByTestId('range-chart').getByText('Toon als tabel');
    await rangeTable.tap();
    await expect(page.getByRole('table', { name: /Voorspelde zetels per partij/ })).toBeVisible();
    await expectNoAxeViolations(page, 'crowd page, national');
    await screenshot(page, 'crowd-national-phone');

    // --- The sub-league's tab: its own crowd of two.
    await page.getByRole('link', { name: leagueName }).tap();
    await expect(page).toHaveURL(new RegExp(`subpoule=${league!.id}`));
    await expect(page.getByRole('link', { name: leagueName })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('crowd-players')).toHaveText(
      'Gebaseerd op de voorspellingen van 2 spelers.',
    );
    // Turnout 78,1 and 79,5 → median 78,8.
    await expect(page.getByText('Mediaan van de poule: 78,8%')).toBeVisible();
    await expectNoAxeViolations(page, 'crowd page, sub-league tab');
    await screenshot(page, 'crowd-subleague-phone');

    // --- The coalition check: parties 2, 3 and 4. Crowd parliament of the two: totals 60, 60,
    // 20 of 150 (of 300 summed seats) → 30, 30, 10. 2 + 4 = 40, + 3 = 70 … too few: take the
    // fifth party (45) instead: 2 + 4 = 40 is no majority, 2 + 4 + 5 = 85 is.
    const check = page.getByTestId('coalition-check');
    const chip = (name: string) => check.getByRole('button', { name, exact: true });
    const [, second, , fourth, fifth] = parties;
    await chip(second!.name).tap();
    await chip(fourth!.name).tap();
    const crowdRow = check.locator('[data-source="crowd"]');
    await expect(crowdRow).toHaveAttribute('data-majority', 'false');
    await expect(crowdRow).toContainText('40 van 150');
    await expect(crowdRow).toContainText('Geen meerderheid · 36 zetels tekort');
    await chip(fifth!.name).tap();
    await expect(crowdRow).toHaveAttribute('data-majority', 'true');
    await expect(crowdRow).toContainText('85 van 150');
    await expect(crowdRow).toContainText('Meerderheid');
    await expect(chip(fifth!.name)).toHaveAttribute('aria-pressed', 'true');
    // My own prediction: 30 + 10 + 50 = 90.
    await expect(check.locator('[data-source="mine"]')).toContainText('90 van 150');
    await expect(page).toHaveURL(
      new RegExp(
        `coalitie=${encodeURIComponent([second!.name, fourth!.name, fifth!.name].join(','))}`,
      ),
    );
    // The smallest majorities of this crowd parliament are listed.
    await expect(
      page.getByTestId('minimal-coalitions').getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'crowd page, coalition');
    await check.scrollIntoViewIfNeeded();
    await screenshot(page, 'crowd-coalition-phone');
    await expectOneStylesheet();

    // The address shares the choice: opened afresh, the same three parties are chosen.
    await page.goto(page.url());
    await expect(
      page.getByTestId('coalition-check').locator('[data-source="crowd"]'),
    ).toHaveAttribute('data-majority', 'true');

    // The same check on /uitslag and on the dashboard, opened from a shared address.
    const shared = `coalitie=${encodeURIComponent([second!.name, fourth!.name, fifth!.name].join(','))}`;
    for (const path of ['/uitslag', '/dashboard']) {
      await page.goto(`${path}?${shared}`);
      const elsewhere = page.getByTestId('coalition-check');
      await expect(elsewhere.locator('[data-source="mine"]')).toContainText('90 van 150');
      await expect(elsewhere.locator('[data-source="crowd"]')).toContainText(/\d+ van 150/);
      await expectNoAxeViolations(page, `coalition check on ${path}`);
      await screenshot(page, `crowd-coalition-${path.slice(1)}-phone`);
      await expectOneStylesheet();
    }
    // The league page links to the crowd.
    await page.goto('/league');
    await expect(
      page.getByTestId('crowd-link').getByRole('link', { name: 'Bekijk de voorspelling' }),
    ).toBeVisible();

    // Only the expected 423 of the locked crowd reached the console.
    expect(errors.filter((e) => !e.includes('423'))).toEqual([]);
    expect([...stylesheets]).toEqual([
      expect.stringMatching(/^http:\/\/[^/]+\/assets\/index-[\w-]+\.css$/),
    ]);
    await context.close();
  });
});
