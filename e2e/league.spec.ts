import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext } from '@playwright/test';
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
 * League and League join page, end to end: two players in two browsers, a sub-league
 * with an invite link, other players' predictions after the deadline, and the national
 * leaderboard scrolled through 120 seeded players.
 */

const IN_A_MONTH = () => new Date(Date.now() + 30 * 24 * 3600 * 1000);

async function activeElection(): Promise<{ id: number; seat_count: number }> {
  const [election] = await sql<{ id: number; seat_count: number }>(
    'select id, seat_count from elections where is_active',
  );
  return election!;
}

/**
 * A prediction for the active election, written straight into the database (this journey is
 * not about predicting): `seats` per party in ballot order, a joker, a first municipality, the
 * national turnout and one played municipality.
 */
async function givePrediction(userId: number, seats: number[]): Promise<{ jokerName: string }> {
  const election = await activeElection();
  const parties = await sql<{ id: number; name: string }>(
    'select id, name from parties where election_id = $1 order by list_number',
    [election.id],
  );
  const [firstCount] = await sql<{ id: number }>(
    `select m.id from election_first_count_candidates c join municipalities m on m.id = c.municipality_id
     where c.election_id = $1 and m.name = 'Vlieland'`,
    [election.id],
  );
  const [played] = await sql<{ id: number }>(
    `select m.id from election_municipalities e join municipalities m on m.id = e.municipality_id
     where e.election_id = $1 and m.name = 'Utrecht'`,
    [election.id],
  );
  const joker = parties[2]!;
  const [prediction] = await sql<{ id: number }>(
    `insert into predictions (user_id, election_id, first_municipality_id, country_turnout_tenths, captain_party_id)
     values ($1, $2, $3, 785, $4) returning id`,
    [userId, election.id, firstCount!.id, joker.id],
  );
  let seat = 0;
  const rows: string[] = [];
  seats.forEach((count, index) => {
    for (let i = 0; i < count; i++)
      rows.push(`(${prediction!.id}, ${seat++}, ${parties[index]!.id})`);
  });
  if (rows.length > 0) {
    await sql(
      `insert into seat_predictions (prediction_id, seat_number, party_id) values ${rows.join(', ')}`,
    );
  }
  await sql(
    'insert into turnout_predictions (prediction_id, municipality_id, turnout_tenths) values ($1, $2, 812)',
    [prediction!.id, played!.id],
  );
  await sql(
    'insert into biggest_party_predictions (prediction_id, municipality_id, party_id) values ($1, $2, $3)',
    [prediction!.id, played!.id, parties[1]!.id],
  );
  return { jokerName: joker.name };
}

async function newPlayerContext(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const context = await browser.newContext({ viewport });
  // The cookie banner is another journey; here it would only cover buttons.
  await context.addInitScript(() => {
    localStorage.setItem(
      'zetelpoule.cookie-consent',
      JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
    );
  });
  return context;
}

test.describe('the league', () => {
  test.afterAll(async () => {
    // Other journeys expect predictions to be open.
    await moveDeadline(IN_A_MONTH());
  });

  test('A creates a sub-league, B joins through the invite link, A sees B’s prediction after the deadline', async ({
    browser,
  }) => {
    await moveDeadline(IN_A_MONTH());
    const suffix = randomBytes(3).toString('hex');
    const leagueName = `Vrijdagborrel ${suffix}`;
    const alice = await createPlayer({ username: `alice_${suffix}` });
    const bob = await createPlayer({ username: `bob_${suffix}` });
    await givePrediction(alice.id, [40, 30, 20, 10]);
    const { jokerName } = await givePrediction(bob.id, [10, 20, 30, 40, 25]);

    // --- A: log in, create the sub-league, copy the invite link from its card.
    const contextA: BrowserContext = await newPlayerContext(browser);
    await contextA.grantPermissions(['clipboard-read', 'clipboard-write']);
    const pageA = await contextA.newPage();
    const errorsA = watchConsole(pageA);
    await pageA.goto('/login');
    await submitLogin(pageA, alice);
    await expect(pageA).toHaveURL(/\/dashboard/);
    await pageA.goto('/league');
    await pageA.getByRole('tab', { name: /Mijn Subpoules/ }).click();
    await expect(pageA).toHaveURL(/tab=subpoules/);
    await pageA.getByRole('button', { name: 'Subpoule aanmaken' }).click();
    const createDialog = pageA.getByRole('dialog', { name: 'Nieuwe subpoule' });
    await createDialog.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(createDialog.getByText('Voer een naam in voor de subpoule')).toBeVisible();
    await createDialog.getByLabel('Naam van de subpoule').fill(leagueName);
    await createDialog.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(createDialog).toBeHidden();

    const cardA = pageA
      .getByRole('article')
      .filter({ has: pageA.getByRole('heading', { name: leagueName }) });
    await expect(cardA.getByText('Aanmaker')).toBeVisible();
    await expect(cardA.getByText('1 lid')).toBeVisible();
    await expect(cardA.getByRole('button', { name: /verlaten/ })).toHaveCount(0);
    const inviteLink = await cardA
      .getByRole('textbox', { name: `Uitnodigingslink voor ${leagueName}` })
      .inputValue();
    expect(inviteLink).toMatch(/\/league\/join\/[A-Za-z0-9_-]{20,}$/);
    await cardA.getByRole('button', { name: 'Kopiëren' }).click();
    await expect(cardA.getByRole('button', { name: 'Gekopieerd!' })).toBeVisible();
    expect(await pageA.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);
    await expect(cardA.getByRole('button', { name: 'Kopiëren' })).toBeVisible({ timeout: 4000 });
    await expectNoAxeViolations(pageA, '/league?tab=subpoules');

    // --- B: logged out, opens the link, sees the invitation, logs in, lands back and joins.
    const contextB = await newPlayerContext(browser, VIEWPORTS.phone);
    const pageB = await contextB.newPage();
    const errorsB = watchConsole(pageB);
    const invitePath = new URL(inviteLink).pathname;
    await pageB.goto(invitePath);
    await pageB.getByRole('link', { name: 'Inloggen en meedoen' }).click();
    await expect(pageB).toHaveURL(`/login?returnTo=${encodeURIComponent(invitePath)}`);
    await submitLogin(pageB, bob);
    await expect(pageB.getByRole('heading', { name: 'Welkom bij de poule!' })).toBeVisible();
    await expect(pageB.getByText(`Je neemt nu deel aan ${leagueName}`)).toBeVisible();
    await expectNoAxeViolations(pageB, 'join success');
    await screenshot(pageB, 'league-join-success-phone');
    // On to the league after 3 seconds by itself.
    await expect(pageB).toHaveURL(/\/league\?tab=subpoules$/, { timeout: 6000 });
    const cardB = pageB
      .getByRole('article')
      .filter({ has: pageB.getByRole('heading', { name: leagueName }) });
    await expect(cardB.getByText('2 leden')).toBeVisible();
    await expect(cardB.getByText('Aanmaker')).toHaveCount(0);
    await expect(cardB.getByRole('button', { name: `${leagueName} verlaten` })).toBeVisible();
    await expect(pageB.getByRole('tab', { name: 'Mijn Subpoules (1)' })).toBeVisible();

    // Opening the link again is harmless.
    await pageB.goto(invitePath);
    await expect(pageB.getByText('Je was al lid van deze subpoule.')).toBeVisible();

    // --- A sees B in the league; before the deadline the prediction is locked.
    await pageA.reload();
    await expect(cardA.getByText('2 leden')).toBeVisible();
    const bobButton = cardA.getByRole('button', { name: new RegExp(bob.username) });
    await bobButton.click();
    const lockedDialog = pageA.getByRole('dialog', { name: `Voorspelling van ${bob.username}` });
    await expect(
      lockedDialog.getByText(
        'Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.',
      ),
    ).toBeVisible();
    await lockedDialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(bobButton).toBeFocused();

    // --- After the deadline A opens B's predictions from the sub-league card.
    await moveDeadline(new Date(Date.now() - 60_000));
    await pageA.reload();
    await bobButton.click();
    const dialog = pageA.getByRole('dialog', { name: `Voorspelling van ${bob.username}` });
    await expect(
      dialog.getByRole('img', { name: 'Halfrond met 125 van de 150 zetels ingevuld' }),
    ).toBeVisible();
    await expect(dialog.locator('[data-seat][data-color]')).toHaveCount(125);
    await expect(dialog.getByText('125 van de 150 zetels toegewezen')).toBeVisible();
    await expect(dialog.locator('section', { hasText: 'Joker' })).toContainText(jokerName);
    await expect(dialog.locator('section', { hasText: 'Eerste gemeente' })).toContainText(
      'Vlieland',
    );
    await expect(dialog.locator('section', { hasText: 'Landelijke opkomst' })).toContainText(
      '78,5%',
    );
    await expect(dialog.getByRole('row', { name: /Utrecht/ })).toContainText('81,2%');
    await expectNoAxeViolations(pageA, 'member predictions');
    // The dialog is fixed to the viewport: shoot the viewport, at the top and scrolled down.
    const dialogBody = dialog.locator('[tabindex="0"]');
    const shootDialog = async (name: string) => {
      await dialogBody.evaluate((el) => el.scrollTo(0, 0));
      await pageA.screenshot({ path: `e2e/screenshots/${name}.png` });
      await dialogBody.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await pageA.screenshot({ path: `e2e/screenshots/${name}-end.png` });
    };
    await shootDialog('league-member-predictions-desktop');
    await pageA.setViewportSize(VIEWPORTS.phone);
    await shootDialog('league-member-predictions-phone');
    await pageA.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await pageA.setViewportSize(VIEWPORTS.desktop);

    // --- B leaves again, after confirming.
    await pageB.goto('/league?tab=subpoules');
    await cardB.getByRole('button', { name: `${leagueName} verlaten` }).click();
    const leaveDialog = pageB.getByRole('dialog', { name: 'Subpoule verlaten?' });
    await leaveDialog.getByRole('button', { name: 'Verlaten' }).click();
    await expect(pageB.getByText(`Je hebt ${leagueName} verlaten.`)).toBeVisible();
    await expect(cardB).toHaveCount(0);
    await expect(pageB.getByText(`Je hebt ${leagueName} verlaten.`)).toBeHidden({ timeout: 5000 });

    // The browser itself logs every non-2xx response; the 423 for the locked prediction was expected.
    expect(errorsA.filter((e) => !e.includes('status of 423'))).toEqual([]);
    expect(errorsB).toEqual([]);
    await contextA.close();
    await contextB.close();
  });

  test('the national leaderboard scrolls through 120 seeded players with medals, ties and (Jij)', async ({
    browser,
  }) => {
    // Scored players: a ranking exists from the deadline on (before it, the pool shows who
    // takes part, docs/decisions/059-points-per-answer-and-the-subleague-overview.md).
    await moveDeadline(new Date(Date.now() - 60_000));
    const election = await activeElection();
    const suffix = randomBytes(3).toString('hex');
    const firstNames = ['Sanne', 'Daan', 'Fleur', 'Bram', 'Lotte', 'Thijs', 'Noor', 'Ruben'];
    const lastNames = ['de Jong', 'Jansen', 'Visser', 'Bakker', 'Smit', 'Meijer', 'Mulder', 'Bos'];
    // Totals far above anything other journeys give, so these 120 hold the top of the ranking:
    // 2000, 1990, 1980, then a tie at rank 4 (players 4 and 5), another at 60/61.
    const totals = Array.from({ length: 120 }, (_, i) => 2000 - 10 * i);
    totals[4] = totals[3]!;
    totals[60] = totals[59]!;
    const seeded = await sql<{ id: number }>(
      `insert into users (email, email_key, username, first_name, last_name, password_hash, is_email_verified)
       select 'lb-' || $1 || '-' || n || '@example.nl', lower('lb-' || $1 || '-' || n || '@example.nl'),
              'lb_' || $1 || '_' || lpad(n::text, 3, '0'),
              ($2::text[])[1 + n % 8], ($3::text[])[1 + (n / 8) % 8], null, true
       from generate_series(1, 120) n order by n returning id`,
      [suffix, firstNames, lastNames],
    );
    await sql(`insert into predictions (user_id, election_id) select unnest($1::int[]), $2`, [
      seeded.map((u) => u.id),
      election.id,
    ]);
    await sql(
      `insert into scores (user_id, election_id, seat_points, total_points)
       select unnest($1::int[]), $2, unnest($3::int[]), unnest($3::int[])`,
      [seeded.map((u) => u.id), election.id, totals],
    );
    // The viewer sits between seeded players 99 (1020) and 100 (1010): rank 100, on page 2.
    const viewer = await createPlayer({ username: `kijker_${suffix}` });
    await sql('insert into predictions (user_id, election_id) values ($1, $2)', [
      viewer.id,
      election.id,
    ]);
    await sql('insert into scores (user_id, election_id, total_points) values ($1, $2, 1015)', [
      viewer.id,
      election.id,
    ]);
    const [{ count }] = (await sql<{ count: string }>(
      'select count(*) from predictions where election_id = $1',
      [election.id],
    )) as [{ count: string }];
    const poolSize = Number(count);

    const context = await newPlayerContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/league/global/'))
        pageRequests.push(new URL(request.url()).search);
    });
    await page.goto('/login');
    await submitLogin(page, viewer);
    await expect(page).toHaveURL(/\/dashboard/);

    // The server ranks from a snapshot at most a few seconds old (national-pool.ts).
    await expect(async () => {
      await page.goto('/league');
      await expect(page.getByText(`${poolSize} spelers`)).toBeVisible({ timeout: 2000 });
      await expect(page.getByRole('region', { name: 'Jouw stand' })).toContainText('#100', {
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });

    const firstPageRequests = pageRequests.length;
    expect(pageRequests.at(-1)).toBe('?page=1&page_size=50');
    await expect(page.getByText('Voorlopige Uitslagen')).toBeVisible();
    const stats = page.getByRole('region', { name: 'Jouw stand' });
    await expect(stats).toContainText('1.015');

    const rows = page
      .getByRole('list', { name: 'Ranglijst van de Nationale Poule' })
      .getByRole('listitem');
    await expect(rows).toHaveCount(50);
    await expect(rows.nth(0).getByRole('img', { name: 'Goud, plaats 1' })).toBeVisible();
    await expect(rows.nth(1).getByRole('img', { name: 'Zilver, plaats 2' })).toBeVisible();
    await expect(rows.nth(2).getByRole('img', { name: 'Brons, plaats 3' })).toBeVisible();
    await expect(rows.nth(3)).toContainText('#4');
    await expect(rows.nth(4)).toContainText('#4');
    await expect(rows.nth(5)).toContainText('#6');
    await expect(rows.nth(0)).toContainText('lb_' + suffix + '_001');
    await expect(rows.nth(0)).toContainText('2.000 punten');
    await expect(page.getByText('(Jij)')).toHaveCount(0);
    await expectNoAxeViolations(page, '/league');
    await screenshot(page, 'league-national-desktop');

    // Scroll: each time the end of the list comes into view the next 50 load, until has_next is false.
    const end = page.getByText('Je hebt de hele ranglijst gezien.');
    for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    await expect(end).toBeVisible();
    await expect(rows).toHaveCount(poolSize);
    // Each page once, in order, and nothing after the last one.
    expect(pageRequests.slice(firstPageRequests)).toEqual(
      Array.from({ length: Math.ceil(poolSize / 50) - 1 }, (_, i) => `?page=${i + 2}&page_size=50`),
    );

    // De-duplicated by id: every row is another player (the @username makes each text unique).
    const texts = await rows.allTextContents();
    expect(new Set(texts).size).toBe(poolSize);
    await expect(rows.nth(60)).toContainText('#60');
    await expect(rows.nth(59)).toContainText('#60');
    const own = rows.filter({ hasText: '(Jij)' });
    await expect(own).toHaveCount(1);
    await expect(own).toContainText('#100');
    await expect(own).toContainText(viewer.username);
    await expect(rows.nth(99)).toContainText('(Jij)');
    await own.scrollIntoViewIfNeeded();
    await screenshot(page, 'league-national-scrolled-desktop');

    // The player's own row opens with the keyboard too (rows are buttons).
    await own.getByRole('button').focus();
    await page.keyboard.press('Enter');
    // In the national pool a player is their username (decision 016).
    await expect(
      page.getByRole('dialog', { name: `Voorspelling van ${viewer.username}` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // Phone.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/league');
    await expect(rows.first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'league-national-phone');
    await page.goto('/league?tab=subpoules');
    await expect(page.getByText('Je zit nog in geen enkele subpoule.')).toBeVisible();
    await screenshot(page, 'league-subleagues-empty-phone');

    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`the sub-leagues tab looks right on a ${name} (${viewport.width} px)`, async ({
      browser,
    }) => {
      const suffix = randomBytes(3).toString('hex');
      const owner = await createPlayer({ username: `eigenaar_${suffix}` });
      await givePrediction(owner.id, [30, 30, 20]);
      const [league] = await sql<{ id: number }>(
        `insert into subleagues (name, creator_id, invite_code) values ($1, $2, $3) returning id`,
        [`Familie ${suffix}`, owner.id, randomBytes(18).toString('base64url')],
      );
      const members = [owner.id];
      for (let i = 0; i < 4; i++) {
        const member = await createPlayer({ username: `familie_${i}_${suffix}` });
        members.push(member.id);
      }
      await sql(
        'insert into subleague_members (subleague_id, user_id) select $1, unnest($2::int[])',
        [league!.id, members],
      );
      const election = await activeElection();
      await sql(
        `insert into scores (user_id, election_id, total_points)
         select unnest($1::int[]), $2, unnest($3::int[])`,
        [members, election.id, [41, 57, 41, 23, 8]],
      );
      const [own] = await sql<{ id: number }>(
        `insert into subleagues (name, creator_id, invite_code) values ($1, $2, $3) returning id`,
        [`Collega's ${suffix}`, members[1], randomBytes(18).toString('base64url')],
      );
      await sql('insert into subleague_members (subleague_id, user_id) values ($1, $2), ($1, $3)', [
        own!.id,
        members[1],
        owner.id,
      ]);

      const context = await newPlayerContext(browser, viewport);
      const page = await context.newPage();
      const errors = watchConsole(page);
      await page.goto('/login');
      await submitLogin(page, owner);
      await expect(page).toHaveURL(/\/dashboard/);
      // The national rank comes from a snapshot at most a few seconds old (national-pool.ts).
      await expect(async () => {
        await page.goto('/league?tab=subpoules');
        await expect(page.getByRole('region', { name: 'Jouw stand' })).toContainText('#', {
          timeout: 2000,
        });
      }).toPass({ timeout: 30_000 });
      const family = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: `Familie ${suffix}` }) });
      await expect(family.getByText('5 leden', { exact: true })).toBeVisible();
      // The member rows; a benchmark ("De Poule", once any scores were calculated) is pinned
      // beside them in a list of its own and has no place.
      const memberRows = family
        .getByRole('listitem')
        .filter({ hasNotText: '(telt niet mee in de ranglijst)' });
      await expect(memberRows).toHaveCount(3);
      await family.getByRole('button', { name: 'Toon alle 5 leden' }).click();
      await expect(memberRows).toHaveCount(5);
      await family.getByRole('button', { name: 'Uitnodigingslink tonen' }).click();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `/league?tab=subpoules (${name})`);
      await screenshot(page, `league-subleagues-${name}`);
      await page.getByRole('button', { name: 'Subpoule aanmaken' }).click();
      await expect(page.getByRole('dialog', { name: 'Nieuwe subpoule' })).toBeVisible();
      await page.waitForTimeout(400); // the sheet's slide-in
      await page.screenshot({ path: `e2e/screenshots/league-create-${name}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
