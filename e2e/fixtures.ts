import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { e2eDatabaseUrl } from './database.mjs';

const run = promisify(execFile);

/** The environment of the server under test, for the CLI and direct SQL. */
export const serverEnv = {
  ...process.env,
  DATABASE_URL: e2eDatabaseUrl(),
  DATA_DIR: process.env.E2E_DATA_DIR,
  LOG_LEVEL: 'silent',
};

/** Runs the real CLI (`npm run cli -- …`) against the server's database. */
export async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run('node_modules/.bin/tsx', ['apps/server/src/cli.ts', ...args], {
    env: serverEnv,
  });
  return stdout;
}

export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function moveDeadline(at: Date): Promise<void> {
  await cli('set-deadline', '--election', 'active', '--at', at.toISOString());
}

export interface Player {
  id: number;
  email: string;
  username: string;
  password: string;
}

/**
 * A verified player, inserted directly: a fixture for journeys that are not about signing up
 * (the sign-up journey itself goes through the real form).
 */
export async function createPlayer(
  overrides: Partial<Omit<Player, 'id'>> & { isStaff?: boolean } = {},
): Promise<Player> {
  const suffix = randomBytes(4).toString('hex');
  const player = {
    email: overrides.email ?? `speler-${suffix}@example.nl`,
    username: overrides.username ?? `speler_${suffix}`,
    password: overrides.password ?? 'Geheim123!',
  };
  const [row] = await sql<{ id: number }>(
    `insert into users (email, username, first_name, last_name, password_hash, is_email_verified, is_staff, is_superuser)
     values ($1, $2, 'Test', 'Speler', $3, true, $4, $4) returning id`,
    [player.email, player.username, await hash(player.password), overrides.isStaff ?? false],
  );
  return { id: row!.id, ...player };
}

/** Fails a test that logs a console error or throws in the page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** A full-page screenshot from the top, to look at (e2e/screenshots/ is not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

/** Fails with every WCAG 2 A/AA violation axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map((v) => `${where}: ${v.id}: ${v.help} (${v.nodes[0]?.target})`),
  ).toEqual([]);
}

/**
 * The cookie choice made beforehand, for journeys about something else (public.spec.ts covers
 * the banner): its fixed bar stays out of the way of taps and screenshots.
 */
export async function chooseCookies(
  page: Page,
  choice: 'accepted' | 'declined' = 'accepted',
): Promise<void> {
  await page.addInitScript(
    (value) => localStorage.setItem('zetelpoule.cookie-consent', value),
    JSON.stringify({ choice, date: new Date().toISOString() }),
  );
}

/** Fills in the login form the page shows and sends it, by click or, on a phone, by tap. */
export async function submitLogin(
  page: Page,
  player: Pick<Player, 'email' | 'password'>,
  how: 'click' | 'tap' = 'click',
): Promise<void> {
  await page.getByLabel('E-mailadres').fill(player.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true })[how]();
}

/** Signs in through /login and waits for the dashboard. */
export async function logIn(page: Page, player: Player): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, player);
  await expect(page).toHaveURL('/dashboard');
}

/** Logs the player in through the API: the bearer header for its calls. */
export async function apiLogIn(
  request: APIRequestContext,
  player: Player,
): Promise<{ Authorization: string }> {
  const login = await request.post('/api/auth/login/', {
    data: { email: player.email, password: player.password },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  return { Authorization: `Bearer ${access}` };
}

/**
 * After a journey that brought its own election: the election that was active is active again
 * and the journey's election is gone with everything in it, so the other specs find the
 * database as it was. Predictions go first: their seats point at the parties, which the
 * election's delete would otherwise remove in an order PostgreSQL does not promise.
 */
export async function dropOwnElection(
  request: APIRequestContext,
  own: { adminHeaders?: Record<string, string>; previousActiveId?: number; electionId?: number },
): Promise<void> {
  if (own.adminHeaders && own.previousActiveId !== undefined) {
    const restored = await request.patch(
      `/api/auth/admin/election-results/${own.previousActiveId}/`,
      { headers: own.adminHeaders, data: { is_active: true } },
    );
    expect(restored.status()).toBe(200);
  }
  if (own.electionId === undefined) return;
  await sql('delete from predictions where election_id = $1', [own.electionId]);
  await sql('delete from elections where id = $1', [own.electionId]);
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export const test = base;
export { expect };
