import { randomBytes } from 'node:crypto';
import {
  chooseCookies,
  createPlayer,
  expect,
  expectNoAxeViolations,
  logIn,
  screenshot,
  sql,
  test,
  VIEWPORTS,
  watchConsole,
} from './fixtures';
import { mailCount } from './mail';

// Sub-league management (decision 024) on a phone: the creator of a sub-league sees who has
// finished predicting, removes a member, makes a new invite link (the old one stops working) and
// deletes the sub-league; the remaining member is told by e-mail.

test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

/** A complete prediction for the active election: every seat, every section, every played town. */
async function giveCompletePrediction(userId: number): Promise<void> {
  const [prediction] = await sql<{ id: number; election_id: number; seat_count: number }>(
    `insert into predictions (user_id, election_id, first_municipality_id, country_turnout_tenths, captain_party_id)
     select $1, e.id,
            (select min(municipality_id) from election_municipalities where election_id = e.id),
            780,
            (select id from parties where election_id = e.id order by list_number limit 1)
       from elections e where e.is_active
     returning id, election_id, (select seat_count from elections where is_active)`,
    [userId],
  );
  const { id, election_id: electionId, seat_count: seatCount } = prediction!;
  await sql(
    `insert into seat_predictions (prediction_id, seat_number, party_id)
     select $1, g, (select id from parties where election_id = $2 order by list_number limit 1)
       from generate_series(0, $3 - 1) g`,
    [id, electionId, seatCount],
  );
  await sql(
    `insert into turnout_predictions (prediction_id, municipality_id, turnout_tenths)
     select $1, municipality_id, 800 from election_municipalities where election_id = $2`,
    [id, electionId],
  );
  await sql(
    `insert into biggest_party_predictions (prediction_id, municipality_id, party_id)
     select $1, municipality_id, (select id from parties where election_id = $2 order by list_number limit 1)
       from election_municipalities where election_id = $2`,
    [id, electionId],
  );
}

test('the creator manages a sub-league on a phone', async ({ page }) => {
  const errors = watchConsole(page);
  const [creator, finished, leaving] = await Promise.all([
    createPlayer(),
    createPlayer(),
    createPlayer(),
  ]);
  await giveCompletePrediction(finished.id);
  const name = `Beheerclub ${randomBytes(2).toString('hex')}`;
  const oldCode = randomBytes(18).toString('base64url');
  const [league] = await sql<{ id: number }>(
    'insert into subleagues (name, creator_id, invite_code) values ($1, $2, $3) returning id',
    [name, creator.id, oldCode],
  );
  await sql(
    'insert into subleague_members (subleague_id, user_id) values ($1, $2), ($1, $3), ($1, $4)',
    [league!.id, creator.id, finished.id, leaving.id],
  );

  await chooseCookies(page);
  await logIn(page, creator);
  await page.goto('/league?tab=subpoules');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  // Only the member who finished gets the mark (the creator has no prediction at all).
  await expect(card.getByText('voorspelling compleet')).toHaveCount(1);
  await expect(
    card
      .getByRole('listitem')
      .filter({ hasText: finished.username })
      .getByText('voorspelling compleet'),
  ).toHaveCount(1);

  await card.getByRole('button', { name: `${name} beheren` }).tap();
  const dialog = page.getByRole('dialog', { name: `${name} beheren` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'manage dialog');
  await screenshot(page, 'subleague-manage-phone');

  await dialog
    .getByRole('button', { name: `${leaving.username} uit de subpoule verwijderen` })
    .tap();
  await dialog.getByRole('button', { name: 'Ja, verwijderen' }).tap();
  await expect(
    dialog.getByText(`${leaving.username} is uit de subpoule verwijderd.`),
  ).toBeVisible();
  const [membership] = await sql<{ count: string }>(
    'select count(*) from subleague_members where subleague_id = $1 and user_id = $2',
    [league!.id, leaving.id],
  );
  expect(membership!.count).toBe('0');

  await dialog.getByRole('button', { name: 'Nieuwe link maken' }).tap();
  await expect(
    dialog.getByText('Er is een nieuwe uitnodigingslink. De oude werkt niet meer.'),
  ).toBeVisible();
  expect((await page.request.get(`/api/league/invite/${oldCode}/`)).status()).toBe(404);
  const [renewed] = await sql<{ invite_code: string }>(
    'select invite_code from subleagues where id = $1',
    [league!.id],
  );
  expect((await page.request.get(`/api/league/invite/${renewed!.invite_code}/`)).status()).toBe(
    200,
  );

  const before = await mailCount(finished.email);
  await dialog.getByRole('button', { name: 'Subpoule verwijderen', exact: true }).tap();
  await dialog.getByRole('button', { name: 'Ja, definitief verwijderen' }).tap();
  await expect(page.getByText(`De subpoule ${name} is verwijderd.`)).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  await expect.poll(() => mailCount(finished.email)).toBe(before + 1);
  expect(errors).toEqual([]);
});
