import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import {
  createPlayer,
  expect,
  screenshot,
  sql,
  submitLogin,
  test,
  VIEWPORTS,
  watchConsole,
} from './fixtures';

/*
 * Privacy on a phone: a player shows their name to their sub-league,
 * downloads their data (the JSON file holds what the database holds), deletes their account
 * with their password, lands signed out on the landing page with a confirmation, and cannot
 * log in again. Their sub-league passes to the member who joined first.
 */

test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  // The cookie choice is made elsewhere; its fixed banner would cover the bottom of the page.
  await page.addInitScript(() => {
    localStorage.setItem(
      'zetelpoule.cookie-consent',
      JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
    );
  });
});

/** Two seats and a joker in the active election, straight into the database. */
async function givePrediction(userId: number): Promise<{ parties: string[] }> {
  const [election] = await sql<{ id: number }>('select id from elections where is_active');
  const parties = await sql<{ id: number; name: string }>(
    'select id, name from parties where election_id = $1 order by list_number limit 2',
    [election!.id],
  );
  const [prediction] = await sql<{ id: number }>(
    `insert into predictions (user_id, election_id, country_turnout_tenths, captain_party_id)
     values ($1, $2, 781, $3) returning id`,
    [userId, election!.id, parties[1]!.id],
  );
  await sql(
    `insert into seat_predictions (prediction_id, seat_number, party_id) values ($1, 0, $2), ($1, 1, $3)`,
    [prediction!.id, parties[0]!.id, parties[1]!.id],
  );
  return { parties: parties.map((p) => p.name) };
}

test('a player downloads their data and deletes their account on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const player = await createPlayer();
  const firstFriend = await createPlayer();
  const laterFriend = await createPlayer();
  const { parties } = await givePrediction(player.id);
  const code = `privacy${Date.now().toString(36)}abcdefghijk`.slice(0, 24);
  const [league] = await sql<{ id: number }>(
    `insert into subleagues (name, creator_id, invite_code) values ('Familie Poule', $1, $2) returning id`,
    [player.id, code],
  );
  await sql(
    `insert into subleague_members (subleague_id, user_id, joined_at)
     values ($1, $2, now() - interval '2 days'), ($1, $3, now() - interval '1 day'), ($1, $4, now())`,
    [league!.id, player.id, firstFriend.id, laterFriend.id],
  );

  await page.goto('/login');
  await submitLogin(page, player, 'tap');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Mijn profiel' })).toBeVisible();

  // The real-name switch starts off; turned on, the server keeps it.
  const toggle = page.getByRole('switch', { name: 'Toon mijn naam aan leden van mijn subpoules' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.tap();
  await expect(page.getByText('Leden van je subpoules zien nu je naam.')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const [stored] = await sql<{ show_real_name: boolean }>(
    'select show_real_name from users where id = $1',
    [player.id],
  );
  expect(stored!.show_real_name).toBe(true);

  // Download: one JSON file with what the database holds.
  const downloadButton = page.getByRole('button', { name: 'Je gegevens downloaden' });
  await downloadButton.scrollIntoViewIfNeeded();
  await screenshot(page, 'privacy-profile-phone');
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.tap()]);
  expect(download.suggestedFilename()).toBe(`zetelpoule-gegevens-${player.username}.json`);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({
    id: player.id,
    username: player.username,
    email: player.email,
    show_real_name: true,
  });
  expect(data.sign_in_methods).toEqual({ password: true, social: [] });
  expect(data.predictions).toHaveLength(1);
  expect(data.predictions[0]).toMatchObject({
    country_turnout: 78.1,
    captain_party: parties[1],
    seats: [
      { seat_number: 0, party: parties[0] },
      { seat_number: 1, party: parties[1] },
    ],
  });
  expect(data.created_subleagues).toEqual([
    expect.objectContaining({ id: league!.id, name: 'Familie Poule', member_count: 3 }),
  ]);
  expect(data.subleague_memberships).toEqual([
    expect.objectContaining({ id: league!.id, is_creator: true }),
  ]);
  await expect(page.getByText('Je gegevens zijn gedownload.')).toBeVisible();

  // Delete: a dialog asks for the password; a wrong one deletes nothing.
  await page.getByRole('button', { name: 'Account verwijderen' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Account verwijderen?' });
  await expect(dialog).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations).toEqual([]);
  await dialog.getByLabel('Je wachtwoord').fill('Fout-Wachtwoord1');
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).tap();
  await expect(
    dialog.getByText('Het wachtwoord is onjuist. Je account is niet verwijderd.'),
  ).toBeVisible();
  await screenshot(page, 'privacy-delete-dialog-phone');
  expect(await sql('select id from users where id = $1', [player.id])).toHaveLength(1);

  await dialog.getByLabel('Je wachtwoord').fill(player.password);
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).tap();

  // Signed out, on the landing page, told in Dutch.
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText(
      'Je account is verwijderd. Al je gegevens zijn gewist; je krijgt nog een bevestiging per e-mail.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('zetelpoule.access-token'))).toBeNull();
  // What the phone shows (the landing page is long; the notice is at its top).
  await page.screenshot({ path: 'e2e/screenshots/privacy-deleted-landing-phone.png' });

  // Nothing of the player is left; the sub-league passed to the member who joined first.
  expect(await sql('select id from users where id = $1', [player.id])).toEqual([]);
  expect(await sql('select id from predictions where user_id = $1', [player.id])).toEqual([]);
  expect(
    await sql('select subleague_id from subleague_members where user_id = $1', [player.id]),
  ).toEqual([]);
  const [handedOver] = await sql<{ creator_id: number }>(
    'select creator_id from subleagues where id = $1',
    [league!.id],
  );
  expect(handedOver!.creator_id).toBe(firstFriend.id);

  // The old password opens nothing any more.
  await page.goto('/login');
  await submitLogin(page, player, 'tap');
  await expect(page.getByRole('alert')).toContainText('Ongeldig e-mailadres of wachtwoord');
  await expect(page).toHaveURL(/\/login/);
  await screenshot(page, 'privacy-login-fails-phone');

  // The only console errors allowed are the browser's notes on the two refusals the journey
  // provokes: the wrong password at deletion (400) and the login afterwards (401).
  expect(errors.filter((e) => !/status of (400|401)/.test(e))).toEqual([]);
});
