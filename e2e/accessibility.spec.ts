import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  createPlayer,
  expect,
  logIn,
  moveDeadline,
  sql,
  test,
  VIEWPORTS,
  type Player,
} from './fixtures';

/*
 * Accessible in every state: axe (every rule it runs by default, every impact,
 * best practices included) over each page in each state a person can bring it in — public
 * pages, the dashboard empty, partly filled and locked, the league with one's own row
 * highlighted and its three modals, the profile and the admin pages with their modals — on a
 * touch phone (390×844) and on a desktop. Scroll areas must be reachable by keyboard
 * (axe's scrollable-region-focusable). Every violation of a run is listed at the end, so one
 * run shows all of them.
 */

const IN_A_MONTH = () => new Date(Date.now() + 30 * 24 * 3600 * 1000);
const AN_HOUR_AGO = () => new Date(Date.now() - 3600 * 1000);

const SETUPS = {
  phone: { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true },
  desktop: { viewport: VIEWPORTS.desktop },
} as const;

type Setup = (typeof SETUPS)[keyof typeof SETUPS];

async function newContext(browser: Browser, setup: Setup, withConsent = true) {
  const context = await browser.newContext({
    ...setup,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  if (withConsent) {
    await context.addInitScript(() => {
      localStorage.setItem(
        'zetelpoule.cookie-consent',
        JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
      );
    });
  }
  return context;
}

/**
 * A partial prediction straight in the database (this journey is about how pages read, not
 * about predicting): `seats` per party in ballot order, the national turnout, no joker.
 */
async function givePartialPrediction(userId: number, seats: number[]): Promise<void> {
  const [election] = await sql<{ id: number }>('select id from elections where is_active');
  const parties = await sql<{ id: number }>(
    'select id from parties where election_id = $1 order by list_number',
    [election!.id],
  );
  const [prediction] = await sql<{ id: number }>(
    `insert into predictions (user_id, election_id, country_turnout_tenths)
     values ($1, $2, 783) returning id`,
    [userId, election!.id],
  );
  const rows: string[] = [];
  let seat = 0;
  seats.forEach((count, index) => {
    for (let i = 0; i < count; i++)
      rows.push(`(${prediction!.id}, ${seat++}, ${parties[index]!.id})`);
  });
  await sql(
    `insert into seat_predictions (prediction_id, seat_number, party_id) values ${rows.join(', ')}`,
  );
}

/** A sub-league of `creator` with `members`, straight in the database. */
async function giveSubleague(name: string, creator: Player, members: Player[]): Promise<void> {
  const [league] = await sql<{ id: number }>(
    'insert into subleagues (name, creator_id, invite_code) values ($1, $2, $3) returning id',
    [name, creator.id, randomBytes(12).toString('base64url')],
  );
  for (const member of [creator, ...members]) {
    await sql('insert into subleague_members (subleague_id, user_id) values ($1, $2)', [
      league!.id,
      member.id,
    ]);
  }
}

class AxeReport {
  readonly problems: string[] = [];
  constructor(private readonly device: string) {}

  private add(problem: string) {
    // Printed at once as well: a run that times out still shows what it found so far.
    console.log(`axe: ${problem}`);
    this.problems.push(problem);
  }

  /** Runs axe on the page as it is now; a state that cannot be reached is a problem too. */
  async check(page: Page, state: string, reach: () => Promise<void> = async () => {}) {
    const where = `${this.device} · ${state}`;
    try {
      await reach();
      // Let transitions (dialogs, the deadline banner) settle: axe reads colours as painted.
      await page.waitForTimeout(400);
      const results = await new AxeBuilder({ page }).analyze();
      for (const violation of results.violations) {
        const targets = violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ');
        this.add(
          `${where}: ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} — ${targets}`,
        );
      }
    } catch (error) {
      this.add(`${where}: could not reach this state: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}

for (const [device, setup] of Object.entries(SETUPS)) {
  test.describe(`every page state on a ${device}`, () => {
    // Many pages, each read by axe, on a machine that may be busy.
    test.setTimeout(600_000);

    let contexts: BrowserContext[] = [];
    test.afterEach(async () => {
      await Promise.all(contexts.map((context) => context.close()));
      contexts = [];
      await moveDeadline(IN_A_MONTH());
    });

    test('the public pages have no axe violation of any impact', async ({ browser }) => {
      const report = new AxeReport(device);
      // --- Public pages, signed out; the landing page also with the cookie banner open.
      const banner = await newContext(browser, setup, false);
      contexts.push(banner);
      const bannerPage = await banner.newPage();
      await report.check(bannerPage, 'landing with the cookie banner', async () => {
        await bannerPage.goto('/');
        await expect(bannerPage.getByRole('button', { name: 'Accepteren' })).toBeVisible();
      });

      const visitor = await newContext(browser, setup);
      contexts.push(visitor);
      const page = await visitor.newPage();
      for (const [path, heading] of [
        ['/', null],
        ['/login', 'Inloggen'],
        ['/register', 'Registreren'],
        ['/forgot-password', 'Wachtwoord vergeten'],
        ['/legal', null],
      ] as const) {
        await report.check(page, path, async () => {
          await page.goto(path);
          if (heading) {
            await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          }
          await page.waitForLoadState('networkidle');
        });
      }
      await report.check(page, '/login with field errors', async () => {
        await page.goto('/login');
        await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
        await expect(page.getByText('E-mailadres is verplicht')).toBeVisible();
      });

      expect(report.problems).toEqual([]);
    });

    test('the player pages have no axe violation of any impact, in every state', async ({
      browser,
    }) => {
      const report = new AxeReport(device);
      const suffix = randomBytes(3).toString('hex');
      await moveDeadline(IN_A_MONTH());

      // --- A player: the dashboard empty, then partly filled.
      const player = await createPlayer({ username: `a11y_${suffix}` });
      const rival = await createPlayer({ username: `rival_${suffix}` });
      // The real name next to the username: the highlighted sub-league row's secondary text.
      await sql('update users set show_real_name = true where id = $1', [player.id]);
      const playerContext = await newContext(browser, setup);
      contexts.push(playerContext);
      const playerPage = await playerContext.newPage();
      await logIn(playerPage, player);
      await report.check(playerPage, '/dashboard empty', async () => {
        await expect(playerPage.getByRole('heading', { name: 'Zetelverdeling' })).toBeVisible();
        await playerPage.waitForLoadState('networkidle');
      });

      await givePartialPrediction(player.id, [20, 15, 10]);
      await givePartialPrediction(rival.id, [30, 20]);
      await report.check(playerPage, '/dashboard partly filled', async () => {
        await playerPage.reload();
        await expect(playerPage.getByText(/45 van de 150 zetels/).first()).toBeVisible();
        await playerPage.waitForLoadState('networkidle');
      });

      // --- The league before the deadline: who has predicted, the player among them.
      await giveSubleague(`Toegankelijk ${suffix}`, rival, [player]);
      await report.check(playerPage, '/league before the deadline', async () => {
        await expect(async () => {
          await playerPage.goto('/league');
          await expect(
            playerPage.getByText('Jij doet mee. Na de deadline zie je hier wie er voorstaat.'),
          ).toBeVisible({ timeout: 2000 });
        }).toPass({ timeout: 30_000 });
      });
      await report.check(playerPage, '/league sub-leagues tab', async () => {
        await playerPage.getByRole('tab', { name: /Mijn Subpoules/ }).click();
        await expect(
          playerPage.getByRole('heading', { name: `Toegankelijk ${suffix}` }),
        ).toBeVisible();
      });
      await report.check(playerPage, 'create sub-league modal', async () => {
        await playerPage.getByRole('button', { name: 'Subpoule aanmaken' }).click();
        await expect(playerPage.getByRole('dialog')).toBeVisible();
      });
      await playerPage.keyboard.press('Escape');
      await expect(playerPage.getByRole('dialog')).toBeHidden();
      await report.check(playerPage, 'leave sub-league modal', async () => {
        await playerPage.getByRole('button', { name: `Toegankelijk ${suffix} verlaten` }).click();
        await expect(playerPage.getByRole('dialog', { name: 'Subpoule verlaten?' })).toBeVisible();
      });
      await playerPage.keyboard.press('Escape');
      await expect(playerPage.getByRole('dialog')).toBeHidden();
      await report.check(playerPage, 'member predictions before the deadline', async () => {
        await playerPage
          .getByRole('button', { name: new RegExp(rival.username) })
          .first()
          .click();
        await expect(
          playerPage.getByRole('dialog', { name: `Voorspelling van ${rival.username}` }),
        ).toBeVisible();
      });
      await playerPage.keyboard.press('Escape');

      await report.check(playerPage, '/profile', async () => {
        await playerPage.goto('/profile');
        await expect(playerPage.getByRole('heading', { level: 1 })).toBeVisible();
        await playerPage.waitForLoadState('networkidle');
      });

      // --- After the deadline: the locked dashboard and another player's prediction.
      await moveDeadline(AN_HOUR_AGO());
      await report.check(playerPage, '/dashboard locked', async () => {
        await playerPage.goto('/dashboard');
        await expect(playerPage.getByRole('heading', { name: 'Zetelverdeling' })).toBeVisible();
        await playerPage.waitForLoadState('networkidle');
      });
      await report.check(playerPage, 'member predictions after the deadline', async () => {
        await playerPage.goto('/league?tab=subpoules');
        await playerPage
          .getByRole('button', { name: new RegExp(rival.username) })
          .first()
          .click();
        const dialog = playerPage.getByRole('dialog', {
          name: `Voorspelling van ${rival.username}`,
        });
        await expect(dialog.getByText(/50 van de 150 zetels/)).toBeVisible();
      });
      await playerPage.keyboard.press('Escape');
      // --- The national leaderboard, once there is one, with the player's own row highlighted.
      await report.check(playerPage, '/league with one’s own row highlighted', async () => {
        await expect(async () => {
          await playerPage.goto('/league');
          await expect(
            playerPage
              .getByRole('list', { name: 'Ranglijst van de Nationale Poule' })
              .locator('button[aria-current="true"]'),
          ).toContainText(player.username, { timeout: 2000 });
        }).toPass({ timeout: 30_000 });
      });
      await moveDeadline(IN_A_MONTH());
      expect(report.problems).toEqual([]);
    });

    test('the admin pages have no axe violation of any impact', async ({ browser }) => {
      const report = new AxeReport(device);
      const suffix = randomBytes(3).toString('hex');
      const player = await createPlayer({ username: `gezocht_${suffix}` });
      await givePartialPrediction(player.id, [12]);

      // --- An admin: the results page, its panels and modals, the user search.
      const admin = await createPlayer({ isStaff: true, username: `beheer_a11y_${suffix}` });
      const adminContext = await newContext(browser, setup);
      contexts.push(adminContext);
      const adminPage = await adminContext.newPage();
      await logIn(adminPage, admin);
      await report.check(adminPage, '/admin/election-results', async () => {
        await adminPage.goto('/admin/election-results');
        await expect(adminPage.getByRole('tab', { name: /^Zetels/ })).toBeVisible();
        await adminPage.waitForLoadState('networkidle');
      });
      for (const tab of ['Opkomst', 'Grootste partij', 'Eerste gemeente', 'Landelijke opkomst']) {
        await report.check(adminPage, `/admin/election-results tab ${tab}`, async () => {
          await adminPage.getByRole('tab', { name: tab, exact: true }).click();
          await expect(adminPage.getByRole('tabpanel', { name: tab })).toBeVisible();
        });
      }
      await report.check(adminPage, '/admin/election-results with a turnout error', async () => {
        const panel = adminPage.getByRole('tabpanel', { name: 'Landelijke opkomst' });
        await panel.getByLabel('Landelijke opkomst (%)').fill('101');
        await expect(
          panel.getByText('Vul een geldig opkomstpercentage tussen 0 en 100 in'),
        ).toBeVisible();
      });
      await report.check(adminPage, '/admin/election-results panels open', async () => {
        await adminPage.getByRole('button', { name: /Verkiezing bewerken/ }).click();
        await adminPage.getByRole('button', { name: /Partijen \(\d+\)/ }).click();
        await expect(adminPage.getByRole('group', { name: 'Gespeelde gemeenten' })).toBeVisible();
      });
      await report.check(adminPage, 'create election modal with errors', async () => {
        await adminPage.getByRole('button', { name: '+ Nieuwe verkiezing' }).click();
        const dialog = adminPage.getByRole('dialog', { name: 'Nieuwe verkiezing' });
        await dialog.getByRole('button', { name: 'Verkiezing aanmaken' }).click();
        await expect(dialog.getByText('Vul een naam in voor de verkiezing.')).toBeVisible();
      });
      await adminPage.keyboard.press('Escape');
      await report.check(adminPage, 'reset points modal', async () => {
        await adminPage.getByRole('button', { name: 'Alle punten wissen' }).click();
        await expect(adminPage.getByRole('dialog', { name: 'Alle punten wissen' })).toBeVisible();
      });
      await adminPage.keyboard.press('Escape');
      await report.check(
        adminPage,
        '/admin/user-search with a player and the analysis',
        async () => {
          await adminPage.goto('/admin/user-search');
          await adminPage.getByLabel('Gebruikersnaam', { exact: true }).fill(player.username);
          await adminPage.getByRole('button', { name: 'Zoeken' }).click();
          await expect(adminPage.getByRole('heading', { name: player.username })).toBeVisible();
          await adminPage.getByRole('button', { name: /Actief/ }).click();
          await expect(
            adminPage.getByRole('region', { name: /^Analyse van de voorspelling/ }),
          ).toBeVisible();
        },
      );

      expect(report.problems).toEqual([]);
    });
  });
}
