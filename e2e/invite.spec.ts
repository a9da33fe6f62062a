import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createPlayer, expect, screenshot, sql, test, VIEWPORTS, watchConsole } from './fixtures';
import { linkInMail } from './mail';

/*
 * A brand-new player on a phone opens an invite link logged out, sees the
 * invitation, registers (the real ALTCHA proof-of-work), verifies from the mail the server
 * wrote to DATA_DIR/outbox, logs in and lands on "Welkom bij de poule!" as a member — the
 * invite carried through every hop (decision 017).
 */

test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function tap(page: Page, name: string) {
  await page.getByRole('link', { name }).tap();
}

test.beforeEach(async ({ page }) => {
  // The cookie choice is made elsewhere; its fixed banner would cover the bottom of the forms.
  await page.addInitScript(() => {
    localStorage.setItem(
      'zetelpoule.cookie-consent',
      JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
    );
  });
});

test('a brand-new player opens an invite on a phone, registers, verifies, logs in and is a member', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  const creator = await createPlayer();
  const friend = await createPlayer();
  const code = `inv${unique()}abcdefghij`.slice(0, 24);
  const [league] = await sql<{ id: number }>(
    `insert into subleagues (name, creator_id, invite_code) values ('Borrelclub Binnenhof', $1, $2) returning id`,
    [creator.id, code],
  );
  await sql('insert into subleague_members (subleague_id, user_id) values ($1, $2), ($1, $3)', [
    league!.id,
    creator.id,
    friend.id,
  ]);
  const id = unique();
  const email = `genodigd.${id}@example.nl`;
  const username = `genodigd_${id}`;

  // 1. The invitation, logged out.
  await page.goto(`/league/join/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Borrelclub Binnenhof' })).toBeVisible();
  await expect(page.getByText('Je bent uitgenodigd!')).toBeVisible();
  await expect(page.getByText(`${creator.username} nodigt je uit`)).toBeVisible();
  await expect(page.getByText('2 leden')).toBeVisible();
  await expect(page.getByText('Voorspellen kan tot')).toBeVisible();
  // No member names beyond the creator's, no addresses.
  await expect(page.getByText(friend.username)).toHaveCount(0);
  await expect(page.getByText('@example.nl')).toHaveCount(0);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(390);
  await screenshot(page, 'invite-1-invitation-phone');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // 2. Registration, with the way back in the address.
  await tap(page, 'Registreren en meedoen');
  await expect(page).toHaveURL(/\/register\?returnTo=/);
  await expect(page.getByText('Daarna word je lid van de subpoule')).toBeVisible();
  await page.getByLabel('Voornaam').fill('Sanne');
  await page.getByLabel('Achternaam').fill('de Boer');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Sterk-Wachtw0ord');
  await page.getByLabel('Bevestig wachtwoord').fill('Sterk-Wachtw0ord');
  const submit = page.getByRole('button', { name: 'Account aanmaken' });
  // The ALTCHA widget solves its proof-of-work in a worker by itself.
  await expect(submit).toBeEnabled({ timeout: 60_000 });
  await screenshot(page, 'invite-2-register-phone');
  await submit.tap();
  await expect(page.getByRole('heading', { name: 'Registratie gelukt!' })).toBeVisible();
  await expect(page.getByText('word je meteen lid van de subpoule')).toBeVisible();
  await screenshot(page, 'invite-3-registered-phone');

  // 3. The verification mail carries the invite back.
  const link = await linkInMail(
    email,
    /https?:\/\/[^/\s"]+(\/verify-email\/[A-Za-z0-9_-]+(?:\?[^\s"<]*)?)/,
  );
  expect(link).toContain(`invite=${code}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'E-mail is geverifieerd!' })).toBeVisible();
  await screenshot(page, 'invite-4-verified-phone');
  await tap(page, 'Inloggen en meedoen');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await expect(page.getByText('Log in om mee te doen met de subpoule')).toBeVisible();

  // 4. The first login ends on the welcome, as a member.
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Sterk-Wachtw0ord');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).tap();
  await expect(page.getByRole('heading', { name: 'Welkom bij de poule!' })).toBeVisible();
  await expect(page.getByText('Je neemt nu deel aan Borrelclub Binnenhof')).toBeVisible();
  await screenshot(page, 'invite-5-welcome-phone');

  const members = await sql<{ username: string }>(
    `select u.username from subleague_members m join users u on u.id = m.user_id
     where m.subleague_id = $1 order by u.username`,
    [league!.id],
  );
  expect(members.map((m) => m.username)).toContain(username);
  expect(members).toHaveLength(3);
  // The pending invite is spent.
  expect(await page.evaluate(() => localStorage.getItem('zetelpoule.pending-invite'))).toBeNull();

  // And the league shows it (after the 3-second redirect).
  await expect(page).toHaveURL(/\/league\?tab=subpoules/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Borrelclub Binnenhof' })).toBeVisible();
  await screenshot(page, 'invite-6-league-phone');
  expect(errors).toEqual([]);
});

test('an unknown invite says so, without a way to register into nothing', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/league/join/AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Uitnodiging niet gevonden' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Deze uitnodigingslink is ongeldig of verlopen.',
  );
  await expect(page.getByRole('link', { name: 'Registreren en meedoen' })).toHaveCount(0);
  await screenshot(page, 'invite-7-unknown-phone');
  // The 404 of the preview is logged by Chromium; nothing else.
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test('the creator renames a sub-league on a phone; an over-long name shows a counter and an error', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const creator = await createPlayer();
  const code = `ren${unique()}abcdefghijk`.slice(0, 24);
  const [league] = await sql<{ id: number }>(
    `insert into subleagues (name, creator_id, invite_code) values ('Oude Naam', $1, $2) returning id`,
    [creator.id, code],
  );
  await sql('insert into subleague_members (subleague_id, user_id) values ($1, $2)', [
    league!.id,
    creator.id,
  ]);
  await page.goto('/login?returnTo=%2Fleague%3Ftab%3Dsubpoules');
  await page.getByLabel('E-mailadres').fill(creator.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(creator.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).tap();
  await expect(page).toHaveURL(/\/league\?tab=subpoules/);
  // The league chunk and its data load on a busy machine: allow for it.
  await expect(page.getByRole('heading', { name: 'Oude Naam' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Naam wijzigen (Oude Naam)' }).tap();
  const field = page.getByLabel('Naam van de subpoule');
  await expect(field).toHaveValue('Oude Naam');
  const tooLong = 'Een veel te lange naam voor een subpoule';
  await field.fill(tooLong);
  // Nothing cut: the whole name stays, with the counter and the error.
  await expect(field).toHaveValue(tooLong);
  await expect(page.getByText(`${tooLong.length}/30`)).toBeVisible();
  await expect(
    page.getByText('De naam van de subpoule mag maximaal 30 tekens lang zijn'),
  ).toBeVisible();
  await screenshot(page, 'invite-8-rename-too-long-phone');
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  await expect(field).toBeVisible();

  await field.fill('Borrelclub 2029');
  await page.getByRole('button', { name: 'Opslaan' }).tap();
  await expect(page.getByText('De subpoule heet nu Borrelclub 2029.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Borrelclub 2029' })).toBeVisible();
  const [row] = await sql<{ name: string }>('select name from subleagues where id = $1', [
    league!.id,
  ]);
  expect(row!.name).toBe('Borrelclub 2029');
  expect(errors).toEqual([]);
});
