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
import { linkInMail, mailCount } from './mail';

const VERIFY_LINK = /https?:\/\/[^/\s"]+(\/verify-email\/[A-Za-z0-9_-]+)/;
const RESET_LINK = /https?:\/\/[^/\s"]+(\/reset-password\/[A-Za-z0-9_-]+)/;

/*
 * Accounts, end to end in Chromium against the built server: sign-up with the real ALTCHA
 * proof-of-work, the verification link from the mail the server wrote to DATA_DIR/outbox,
 * login, profile, password change, logout, password reset and the invite page's way back.
 */

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

test.describe('accounts', () => {
  // The cookie choice is made (the cookie banner has its own journey): the fixed banner would
  // otherwise cover the bottom of these forms.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'zetelpoule.cookie-consent',
        JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
      );
    });
  });

  test('register with the captcha, verify by mail, log in, edit the profile, change the password, log out and back in', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    const id = unique();
    const email = `e2e.${id}@example.nl`;
    const username = `e2e_${id}`;

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Registreren' })).toBeVisible();
    await page.getByLabel('Voornaam').fill('Eva');
    await page.getByLabel('Achternaam').fill('van Dijk');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Gebruikersnaam').fill(username);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('zwak');
    // The live checklist marks what is missing.
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Minimaal één hoofdletter bevatten' }),
    ).toHaveAttribute('data-state', 'failed');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Sterk-Wachtw0ord');
    await page.getByLabel('Bevestig wachtwoord').fill('Sterk-Wachtw0ord');
    const submit = page.getByRole('button', { name: 'Account aanmaken' });
    // The ALTCHA widget fetches a challenge and solves the proof-of-work in a worker by itself.
    await expect(submit).toBeEnabled({ timeout: 60_000 });
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Registratie gelukt!' })).toBeInViewport();

    // Not verified yet: the login says so and offers a new mail.
    await page.goto('/login');
    await submitLogin(page, { email, password: 'Sterk-Wachtw0ord' });
    await expect(page.getByRole('heading', { name: 'E-mailverificatie nodig' })).toBeVisible();

    await page.goto(await linkInMail(email, VERIFY_LINK));
    await expect(page.getByRole('heading', { name: 'E-mail is geverifieerd!' })).toBeVisible();
    await page.getByRole('link', { name: 'Naar inloggen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();

    await submitLogin(page, { email, password: 'Verkeerd-Wachtw0ord' });
    await expect(page.getByRole('alert')).toHaveText('Ongeldig e-mailadres of wachtwoord.');
    await submitLogin(page, { email, password: 'Sterk-Wachtw0ord' });
    await expect(page).toHaveURL('/dashboard');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Mijn profiel' })).toBeVisible();
    await expect(page.getByText('E-mail en wachtwoord')).toBeVisible();
    await page.getByRole('button', { name: 'Profiel bewerken' }).click();
    await page.getByLabel('Voornaam').fill('Evelien');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Je profiel is bijgewerkt.')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Evelien van Dijk').first()).toBeAttached();

    await page.getByLabel('Huidig wachtwoord').fill('Sterk-Wachtw0ord');
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw-Wachtw0ord');
    await page.getByLabel('Bevestig nieuw wachtwoord').fill('Nieuw-Wachtw0ord');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();

    await page.getByRole('button', { name: 'Uitloggen' }).first().click();
    await expect(page).toHaveURL('/');

    await page.goto('/login');
    await submitLogin(page, { email, password: 'Nieuw-Wachtw0ord' });
    await expect(page).toHaveURL('/dashboard');
    // The refused logins (403 unverified, 401 wrong password) are logged by Chromium; nothing else.
    expect(errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
  });

  test('forgot password: the mailed link sets a new password, which then logs in', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const player = await createPlayer();
    const before = await mailCount(player.email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' }),
    ).toBeVisible();
    await page.getByLabel('E-mailadres').fill(player.email);
    await page.getByRole('button', { name: 'Resetlink verzenden' }).click();
    await expect(page.getByRole('heading', { name: 'Controleer je mail' })).toBeVisible();

    await page.goto(await linkInMail(player.email, RESET_LINK, before));
    await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible();
    await expect(page.getByText(`Voor ${player.email}`)).toBeVisible();
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Hersteld-Wachtw0ord');
    await page.getByLabel('Bevestig nieuw wachtwoord').fill('Hersteld-Wachtw0ord');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByRole('heading', { name: 'Je wachtwoord is gewijzigd' })).toBeVisible();
    await expect(page).toHaveURL('/login', { timeout: 10_000 });

    await submitLogin(page, { email: player.email, password: 'Hersteld-Wachtw0ord' });
    await expect(page).toHaveURL('/dashboard');
    expect(errors).toEqual([]);
  });

  test('an invite page leads a logged-out player to login and back again', async ({ page }) => {
    const player = await createPlayer();
    const code = `e2e${unique()}abcdef`;
    const [league] = await sql<{ id: number }>(
      `insert into subleagues (name, creator_id, invite_code) values ('E2E poule', $1, $2) returning id`,
      [player.id, code],
    );
    await sql('insert into subleague_members (subleague_id, user_id) values ($1, $2)', [
      league!.id,
      player.id,
    ]);
    const joiner = await createPlayer();

    await page.goto(`/league/join/${code}`);
    // An invitation first, then login with the way back.
    await page.getByRole('link', { name: 'Inloggen en meedoen' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/league/join/${code}`);
    await submitLogin(page, joiner);
    await expect(page).toHaveURL(new RegExp(`/league/join/${code}$|/league$`));
  });

  // Every login counts against the per-address login limit (10 per 15 minutes) that the whole
  // suite shares, so the signed-in checks share one login.
  test('the account pages have no serious accessibility violations and fit a phone and a desktop', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const check = async (what: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${what}: ${v.id}: ${v.help}`)).toEqual([]);
    };
    const fits = async () => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    };
    const pages = [
      ['/login', 'login'],
      ['/register', 'register'],
      ['/forgot-password', 'forgot-password'],
      ['/reset-password/ongeldig', 'reset-password-invalid'],
      ['/verify-email/ongeldig', 'verify-email-failed'],
    ] as const;
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      for (const [url, shot] of pages) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await fits();
        if (name === 'desktop') await check(url);
        await screenshot(page, `${shot}-${name}`);
      }
    }

    const player = await createPlayer();
    await page.goto('/login');
    await submitLogin(page, player);
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Mijn profiel' })).toBeVisible();
    await check('/profile');
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await fits();
      await screenshot(page, `profile-${name}`);
    }
    await page.getByRole('button', { name: 'Profiel bewerken' }).click();
    await check('/profile (edit)');
    await fits();
    await screenshot(page, 'profile-edit-desktop');
    // The invalid reset and verification links answer 400, which Chromium logs; nothing else.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
});
