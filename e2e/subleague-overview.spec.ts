import { randomBytes } from 'node:crypto';
import {
  chooseCookies,
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
  type Player,
} from './fixtures';

// A sub-league side by side on a phone (docs/decisions/059-points-per-answer-and-the-subleague-overview.md): after the deadline a member opens
// the overview from the sub-league card, reads everyone's prediction against their own, scrolls
// the sections sideways with the names kept in view, and after the scores reads points.

test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

const DAY_MS = 24 * 3600 * 1000;

/** A prediction for the active election: `blocks` of seats per party (by list order). */
async function predict(player: Player, blocks: number[], turnoutTenths: number) {
  const [prediction] = await sql<{ id: number; election_id: number }>(
    `insert into predictions (user_id, election_id, country_turnout_tenths, captain_party_id)
     select $1, e.id, $2, (select id from parties where election_id = e.id order by list_number limit 1)
       from elections e where e.is_active
     returning id, election_id`,
    [player.id, turnoutTenths],
  );
  let seat = 0;
  for (const [index, count] of blocks.entries()) {
    await sql(
      `insert into seat_predictions (prediction_id, seat_number, party_id)
       select $1, $2 + g, (select id from parties where election_id = $3 order by list_number offset $4 limit 1)
         from generate_series(0, $5 - 1) g`,
      [prediction!.id, seat, prediction!.election_id, index, count],
    );
    seat += count;
  }
}

async function score(player: Player, seatPoints: number, total: number) {
  await sql(
    `insert into scores (user_id, election_id, seat_points, country_turnout_points, total_points)
     select $1, id, $2, $3, $4 from elections where is_active`,
    [player.id, seatPoints, total - seatPoints, total],
  );
}

test.afterAll(async () => {
  await sql('delete from scores where election_id = (select id from elections where is_active)');
  // Other journeys expect an open election.
  await moveDeadline(new Date(Date.now() + 30 * DAY_MS));
});

test('a member reads the sub-league overview on a phone, before and after the scores', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const suffix = randomBytes(2).toString('hex');
  const [anna, bram, cor] = await Promise.all([
    createPlayer({ username: `anna_${suffix}` }),
    createPlayer({ username: `bram_met_een_lange_naam_${suffix}` }),
    createPlayer({ username: `cor_${suffix}` }),
  ]);
  await predict(anna, [80, 50, 20], 771);
  await predict(bram, [70, 50, 0, 30], 785);
  const name = `Overzichtclub ${suffix}`;
  const [league] = await sql<{ id: number }>(
    'insert into subleagues (name, creator_id, invite_code) values ($1, $2, $3) returning id',
    [name, anna.id, randomBytes(18).toString('base64url')],
  );
  await sql(
    'insert into subleague_members (subleague_id, user_id) values ($1, $2), ($1, $3), ($1, $4)',
    [league!.id, anna.id, bram.id, cor.id],
  );

  await chooseCookies(page);
  await logIn(page, anna);

  // Before the deadline the overview is not offered, and asked for directly it stays shut.
  await moveDeadline(new Date(Date.now() + 30 * DAY_MS));
  await page.goto('/league?tab=subpoules');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText(anna.username)).toBeVisible();
  await expect(card.getByRole('link', { name: `Overzicht per onderdeel van ${name}` })).toHaveCount(
    0,
  );
  await page.goto(`/league/subpoule/${league!.id}/overzicht`);
  await expect(
    page.getByText('Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.'),
  ).toBeVisible();

  // After the deadline: from the card to the overview.
  await moveDeadline(new Date(Date.now() - 60_000));
  await page.goto('/league?tab=subpoules');
  await card.getByRole('link', { name: `Overzicht per onderdeel van ${name}` }).tap();
  await expect(page.getByRole('heading', { level: 1, name: `${name}: overzicht` })).toBeVisible();
  const frame = page.getByRole('region', { name: /Overzicht van alle leden/ });
  const bramRow = frame.getByRole('row', { name: new RegExp(bram.username) });
  await expect(bramRow).toContainText('30 zetels anders');
  await expect(bramRow).toContainText('78,5%');
  await expect(bramRow).toContainText('+1,4 t.o.v. jou');
  await expect(frame.getByRole('row', { name: new RegExp(cor.username) })).toContainText(
    'Geen voorspelling',
  );
  await expectNoAxeViolations(page, 'overview before the result');
  await screenshot(page, 'subleague-overview-predictions-phone');

  // The page itself never scrolls sideways; the table does, inside its frame, names kept.
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
  const nameCell = bramRow.getByRole('rowheader');
  const before = (await nameCell.boundingBox())!;
  const scrolled = await frame.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    return element.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(100);
  const after = (await nameCell.boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThan(1);
  await expect(nameCell).toBeInViewport();
  await expect(frame.getByRole('columnheader', { name: 'Eerste gemeente' })).toBeInViewport();
  await page.screenshot({ path: 'e2e/screenshots/subleague-overview-scrolled-phone.png' });

  // After the scores: points per section and the gap with yours.
  await score(anna, 20, 24);
  await score(bram, 30, 33);
  await page.reload();
  await expect(frame.getByRole('columnheader', { name: 'Totaal' })).toBeVisible();
  const scoredBram = frame.getByRole('row', { name: new RegExp(bram.username) });
  await expect(scoredBram.getByRole('rowheader')).toContainText('1.');
  await expect(scoredBram).toContainText('+9 op jou');
  await expect(frame.getByRole('row', { name: new RegExp(anna.username) })).toContainText('(jij)');
  await expectNoAxeViolations(page, 'overview after the result');
  await screenshot(page, 'subleague-overview-points-phone');

  // Another member's prediction now shows their points beside yours.
  await page.goto('/league?tab=subpoules');
  await card.getByRole('button', { name: new RegExp(bram.username) }).tap();
  const dialog = page.getByRole('dialog', { name: `Voorspelling van ${bram.username}` });
  await expect(
    dialog.getByRole('table', { name: `Punten per onderdeel van ${bram.username} en van jou` }),
  ).toBeVisible();
  await screenshot(page, 'member-points-phone');
  // The one refusal asked for on purpose (423 before the deadline) is logged by the browser.
  expect(errors.filter((error) => !error.includes('status of 423'))).toEqual([]);
});
