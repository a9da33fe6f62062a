import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  createPlayer,
  expect,
  logIn,
  moveDeadline,
  screenshot,
  sql,
  test,
  VIEWPORTS,
  watchConsole,
  type Player,
} from './fixtures';

/*
 * On a phone: the dashboard sums up how complete
 * the prediction is, reads as done once locked, shows the player's own points once scored,
 * and does not jump while its data arrives (CLS).
 */

const DAY_MS = 24 * 3600 * 1000;
const PHONE = { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true } as const;
const DESKTOP = { viewport: VIEWPORTS.desktop } as const;

type Party = { id: number; name: string };
type Municipality = { id: number; name: string };

async function newPage(browser: Browser, options: typeof PHONE | typeof DESKTOP) {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    // The cookie banner is another journey; here it would only cover the page.
    localStorage.setItem(
      'zetelpoule.cookie-consent',
      JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
    );
    // Every layout shift without recent input, summed as Lighthouse's CLS does for one window;
    // what moved is kept, so a failure names it.
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{
          node?: Node;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }>;
      }>) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        for (const source of entry.sources ?? []) {
          const el = source.node instanceof Element ? source.node : source.node?.parentElement;
          w.__shifts.push(
            `${entry.value.toFixed(4)} ${el?.tagName.toLowerCase()}.${[...(el?.classList ?? [])].slice(0, 3).join('.')} ` +
              `${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  return { context, page, errors: watchConsole(page) };
}

/** A fresh load of the dashboard, and its layout shift once everything has arrived. */
async function loadDashboard(page: Page): Promise<number> {
  await page.goto('/dashboard');
  await expect(page.getByTestId('prediction-summary')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Zetelverdeling met/ })).toBeVisible();
  // Fonts, the parties and the chart settle; shifts after this would be late ones too.
  await page.waitForTimeout(1500);
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  if (shifts.length > 0)
    console.log(`layout shifts of ${page.viewportSize()?.width}px:\n${shifts.join('\n')}`);
  return cls;
}

async function apiHeaders(request: APIRequestContext, player: Player) {
  const login = await request.post('/api/auth/login/', {
    data: { email: player.email, password: player.password },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  return { Authorization: `Bearer ${access}` };
}

/**
 * Four of six sections and 142 of 150 seats, through the calls the dashboard makes: 142 seats
 * for three parties, the first municipality, the national turnout, and the biggest party and
 * turnout everywhere; no joker.
 */
async function predictMostly(request: APIRequestContext, player: Player) {
  const headers = await apiHeaders(request, player);
  const parties = (await (await request.get('/api/auth/parties/', { headers })).json()) as Party[];
  const played = (await (
    await request.get('/api/auth/municipalities/', { headers })
  ).json()) as Municipality[];
  const put = await request.put('/api/auth/predictions/seats/', {
    headers,
    data: {
      party_seats: [
        { party_id: parties[0]!.id, seats: 60 },
        { party_id: parties[1]!.id, seats: 50 },
        { party_id: parties[2]!.id, seats: 32 },
      ],
    },
  });
  expect(put.status()).toBe(200);
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path} ${JSON.stringify(data)}`).toBe(200);
  };
  await post('/api/auth/predictions/municipality/select/', { municipality_name: 'Vlieland' });
  await post('/api/auth/predictions/country-turnout/update/', { predicted_turnout: 78.5 });
  for (const municipality of played) {
    await post('/api/auth/predictions/biggest-party/update/', {
      municipality_id: municipality.id,
      party_id: parties[0]!.id,
    });
  }
  for (const municipality of played) {
    await post('/api/auth/predictions/turnout/update/', {
      municipality_id: municipality.id,
      predicted_turnout: 74.5,
    });
  }
  return { parties, played };
}

/** The official result of the active election, straight into the database. */
async function enterResults(parties: Party[], played: Municipality[]) {
  const [election] = await sql<{ id: number }>('select id from elections where is_active');
  const electionId = election!.id;
  for (const [index, seats] of [58, 52, 30, 10].entries()) {
    await sql('insert into seat_results (election_id, party_id, seats) values ($1, $2, $3)', [
      electionId,
      parties[index]!.id,
      seats,
    ]);
  }
  for (const municipality of played) {
    await sql(
      'insert into turnout_results (election_id, municipality_id, turnout_tenths) values ($1, $2, 760)',
      [electionId, municipality.id],
    );
    await sql(
      'insert into biggest_party_results (election_id, municipality_id, party_id) values ($1, $2, $3)',
      [electionId, municipality.id, parties[0]!.id],
    );
  }
  await sql(
    `update elections set country_turnout_tenths = 779,
       first_counted_municipality_id = (select id from municipalities where name = 'Vlieland')
     where id = $1`,
    [electionId],
  );
  return electionId;
}

async function clearResults() {
  const [election] = await sql<{ id: number }>('select id from elections where is_active');
  const electionId = election!.id;
  for (const table of ['seat_results', 'turnout_results', 'biggest_party_results', 'scores']) {
    await sql(`delete from ${table} where election_id = $1`, [electionId]);
  }
  await sql(
    'update elections set country_turnout_tenths = null, first_counted_municipality_id = null, is_final = false where id = $1',
    [electionId],
  );
}

test.describe('the dashboard in its three states', () => {
  test.afterAll(async () => {
    // Other journeys expect an open election without results.
    await clearResults();
    await moveDeadline(new Date(Date.now() + 30 * DAY_MS));
  });

  test('open, locked and scored, on a phone and a desktop', async ({ browser, request }) => {
    test.setTimeout(180_000);
    await moveDeadline(new Date(Date.now() + 30 * DAY_MS));
    const player = await createPlayer();
    const { parties, played } = await predictMostly(request, player);

    // --- Open: the summary says what is done and what is left; the page does not jump.
    const phone = await newPage(browser, PHONE);
    await logIn(phone.page, player);
    const openCls = await loadDashboard(phone.page);
    const summary = phone.page.getByTestId('prediction-summary');
    await expect(summary.getByTestId('completeness-count')).toHaveText(
      '4 van 6 onderdelen · 142/150 zetels',
    );
    await expect(summary.getByRole('link', { name: 'Joker' })).toBeVisible();
    await expect(
      phone.page.getByRole('region', { name: 'Eerste gemeente' }).getByTestId('section-finished'),
    ).toBeVisible();
    console.log(`CLS open dashboard (phone): ${openCls.toFixed(4)}`);
    // What remains is the footer of the root layout, pinned to the bottom of the screen until
    // the page is taller than it (0.0625 at 390×844), not the banner or the dashboard's data.
    expect(openCls, 'layout shift of the open dashboard').toBeLessThan(0.07);
    await screenshot(phone.page, 'dashboard-open-390');

    // A joker makes it five; the summary follows without a reload.
    const joker = phone.page.getByRole('region', { name: 'Joker' });
    await joker.getByText(parties[1]!.name, { exact: true }).click();
    await expect(summary.getByTestId('completeness-count')).toHaveText(
      '5 van 6 onderdelen · 142/150 zetels',
    );

    // --- Locked: it reads as done.
    await moveDeadline(new Date(Date.now() - 60_000));
    const lockedCls = await loadDashboard(phone.page);
    await expect(
      phone.page.getByRole('heading', { name: 'Je voorspelling staat vast' }),
    ).toBeVisible();
    await expect(
      phone.page.getByRole('link', { name: 'Bekijk de voorspellingen van de anderen' }),
    ).toHaveAttribute('href', '/league');
    const body = phone.page.locator('main');
    await expect(body).not.toContainText('tot de deadline kun je alles nog aanpassen');
    await expect(body).not.toContainText('Sleep met één vinger');
    await expect(body).not.toContainText('Tik op een zetel');
    await expect(phone.page.getByLabel('Opkomst in Nederland (%)')).toBeDisabled();
    console.log(`CLS locked dashboard (phone): ${lockedCls.toFixed(4)}`);
    expect(lockedCls, 'layout shift of the locked dashboard').toBeLessThan(0.07);
    await screenshot(phone.page, 'dashboard-locked-390');
    const lockedAxe = await new AxeBuilder({ page: phone.page }).analyze();
    expect(lockedAxe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

    const desktop = await newPage(browser, DESKTOP);
    await logIn(desktop.page, player);
    // On a wide screen the locked banner is a line shorter than the placeholder that holds its
    // place while deadline info loads; it keeps the placeholder's height (0.013 before).
    expect(await loadDashboard(desktop.page), 'layout shift on a desktop').toBeLessThan(0.005);
    await screenshot(desktop.page, 'dashboard-locked-desktop');

    // --- Scored: the admin calculates; the player sees where the points come from.
    // Results another journey entered (e2e/admin.spec.ts) make way for this one's.
    await clearResults();
    const electionId = await enterResults(parties, played);
    const admin = await createPlayer({ isStaff: true });
    const calculated = await request.post(
      `/api/auth/admin/election-results/${electionId}/calculate-scores/`,
      { headers: await apiHeaders(request, admin) },
    );
    expect(calculated.status()).toBe(200);

    const scoredCls = await loadDashboard(phone.page);
    console.log(`CLS scored dashboard (phone): ${scoredCls.toFixed(4)}`);
    expect(scoredCls, 'layout shift of the scored dashboard').toBeLessThan(0.07);
    const points = phone.page.getByRole('region', { name: 'Jouw punten', exact: true });
    await expect(points).toBeVisible();
    await expect(points.getByText(/^\d+ punten?$/)).toBeVisible();
    await expect(points).toContainText(parties[0]!.name);
    await expect(points).toContainText('Vlieland');
    await screenshot(phone.page, 'dashboard-scored-390');
    const scoredAxe = await new AxeBuilder({ page: phone.page }).analyze();
    expect(scoredAxe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

    expect(await loadDashboard(desktop.page), 'layout shift on a desktop').toBeLessThan(0.005);
    await expect(
      desktop.page.getByRole('region', { name: 'Jouw punten', exact: true }),
    ).toBeVisible();
    await screenshot(desktop.page, 'dashboard-scored-desktop');

    // --- Final: the lock is old news; on a phone the banner takes one line.
    await sql('update elections set is_final = true where id = $1', [electionId]);
    const finalCls = await loadDashboard(phone.page);
    console.log(`CLS final dashboard (phone): ${finalCls.toFixed(4)}`);
    const banner = phone.page.getByRole('region', { name: 'Deadline voorspellingen' });
    await expect(banner).toContainText('Uitslag definitief · voorspellingen gesloten');
    const line = banner.getByText('Uitslag definitief · voorspellingen gesloten');
    const lineHeight = await line.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await line.boundingBox())!.height).toBeLessThanOrEqual(lineHeight);
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(48);
    await screenshot(phone.page, 'dashboard-final-390');
    await expect(
      desktop.page.getByRole('region', { name: 'Deadline voorspellingen' }),
    ).toBeVisible();

    expect(phone.errors).toEqual([]);
    expect(desktop.errors).toEqual([]);
    await phone.context.close();
    await desktop.context.close();
  });
});
