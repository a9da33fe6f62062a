import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { hash } from '@node-rs/argon2';
import { foldEmail } from '@zetelpoule/shared/rules/email';
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
    `insert into users (email, email_key, username, first_name, last_name, password_hash, is_email_verified, is_staff, is_superuser)
     values ($1, $2, $3, 'Test', 'Speler', $4, true, $5, $5) returning id`,
    [
      player.email,
      // The key every lookup compares on (docs/decisions/046-one-email-fold.md).
      foldEmail(player.email),
      player.username,
      await hash(player.password),
      overrides.isStaff ?? false,
    ],
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

/**
 * Fails with every WCAG 2 A/AA violation axe finds on the page as it is once its animations
 * have run. Axe reads colours as painted: a dialog that is visible but still fading in has its
 * text at part of its contrast, so checking it then failed now and then on a fast machine.
 * Endless animations (a loading pulse) are not waited for.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished),
    ),
  );
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

/** What the admin API answers about an election (ElectionDetails), as far as journeys read it. */
export interface OwnElectionDetails {
  id: number;
  seat_count: number;
  parties: { id: number; name: string; list_number: number }[];
  played_municipalities: { id: number; name: string }[];
}

export interface OwnElection {
  /** A staff account of the journey's own, signed in through the API. */
  admin: Player;
  adminHeaders: Record<string, string>;
  election: OwnElectionDetails;
  /** The election's admin API, e.g. `${base}seats/`. */
  base: string;
}

export interface OwnElectionOptions {
  name: string;
  adminUsername: string;
  /**
   * Left out: the admin API creates the election, with a copy of the active election's parties,
   * played municipalities and first-count candidates. Given: an election without parties, with
   * these municipalities (by CBS code) played and as first-count candidates.
   */
  withoutParties?: {
    played: string[];
    firstCount: string[];
    /** Polling day (ISO), when it is not the deadline: the import checks the files' year. */
    electionDate?: string;
  };
}

interface Fixtures {
  /**
   * A journey's own election, a month ahead (predictions still open) and active. After the test
   * the election that was active is active again and the journey's election is gone with
   * everything in it, so the other specs find the database as it was.
   */
  ownElection: (options: OwnElectionOptions) => Promise<OwnElection>;
}

const IN_A_MONTH_MS = 30 * 24 * 3600 * 1000;

async function createOwnElection(
  request: APIRequestContext,
  options: OwnElectionOptions,
  adminHeaders: Record<string, string>,
  onCreated: (electionId: number) => void,
): Promise<OwnElectionDetails> {
  const electionDate = new Date(Date.now() + IN_A_MONTH_MS);
  if (!options.withoutParties) {
    const created = await request.post('/api/auth/admin/election-results/create/', {
      headers: adminHeaders,
      data: { name: options.name, election_date: electionDate.toISOString(), is_active: true },
    });
    expect(created.status()).toBe(201);
    const election = (await created.json()) as OwnElectionDetails;
    onCreated(election.id);
    return election;
  }
  const [row] = await sql<{ id: number }>(
    `insert into elections (name, election_date, predictions_deadline)
     values ($1, $2, $3) returning id`,
    [
      options.name,
      options.withoutParties.electionDate
        ? new Date(options.withoutParties.electionDate)
        : electionDate,
      electionDate,
    ],
  );
  onCreated(row!.id);
  await sql(
    `insert into election_municipalities (election_id, municipality_id)
     select $1, id from municipalities where code = any($2)`,
    [row!.id, options.withoutParties.played],
  );
  await sql(
    `insert into election_first_count_candidates (election_id, municipality_id)
     select $1, id from municipalities where code = any($2)`,
    [row!.id, options.withoutParties.firstCount],
  );
  return setActiveElection(request, adminHeaders, row!.id);
}

async function setActiveElection(
  request: APIRequestContext,
  adminHeaders: Record<string, string>,
  electionId: number,
): Promise<OwnElectionDetails> {
  const response = await request.patch(`/api/auth/admin/election-results/${electionId}/`, {
    headers: adminHeaders,
    data: { is_active: true },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as OwnElectionDetails;
}

/**
 * Predictions go first: their seats point at the parties, which the election's delete would
 * otherwise remove in an order PostgreSQL does not promise.
 */
async function dropElection(electionId: number): Promise<void> {
  await sql('delete from predictions where election_id = $1', [electionId]);
  await sql('delete from elections where id = $1', [electionId]);
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export const test = base.extend<Fixtures>({
  ownElection: async ({ request }, use) => {
    const made: { adminHeaders: Record<string, string>; previousActiveId?: number; id?: number }[] =
      [];
    await use(async (options) => {
      const admin = await createPlayer({ isStaff: true, username: options.adminUsername });
      const adminHeaders = await apiLogIn(request, admin);
      const [previous] = await sql<{ id: number }>('select id from elections where is_active');
      const own: (typeof made)[number] = { adminHeaders, previousActiveId: previous?.id };
      made.push(own);
      const election = await createOwnElection(request, options, adminHeaders, (id) => {
        own.id = id;
      });
      return {
        admin,
        adminHeaders,
        election,
        base: `/api/auth/admin/election-results/${election.id}/`,
      };
    });
    for (const own of made.reverse()) {
      if (own.previousActiveId !== undefined) {
        await setActiveElection(request, own.adminHeaders, own.previousActiveId);
      }
      if (own.id !== undefined) await dropElection(own.id);
    }
  },
});
export { expect };
