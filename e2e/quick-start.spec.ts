import type { CDPSession, Page } from '@playwright/test';
import {
  apiLogIn,
  chooseCookies,
  createPlayer,
  expect,
  logIn,
  sql,
  test,
  VIEWPORTS,
  watchConsole,
  type Player,
} from './fixtures';
import { centre, chart, chooseParty, seat } from './hemicycle-page';

// A prediction in a few taps on a phone (docs/decisions/063-quick-start.md and 064): the chamber filled from
// the polls in one tap, adjusted with three steppers, saved and there again after a reload;
// a quick start undone; a touch drag that stops where the finger stops; the picker in view
// beside the seats; the count in the well clear of every seat; long names whole.

test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

/** One poll by an admin for the active election: PVV 30, GL-PvdA 25, VVD 20, D66 35, CDA 20, JA21 20. */
const POLL: Record<string, number> = {
  PVV: 30,
  'GroenLinks-PvdA': 25,
  VVD: 20,
  D66: 35,
  CDA: 20,
  JA21: 20,
};

async function storedByName(player: Player): Promise<Record<string, number>> {
  const rows = await sql<{ name: string; seats: string }>(
    `select pa.name, count(*) as seats from seat_predictions s
       join predictions p on p.id = s.prediction_id
       join parties pa on pa.id = s.party_id
      where p.user_id = $1 group by pa.name`,
    [player.id],
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.seats)]));
}

function stepperField(page: Page, party: string) {
  return page.getByRole('textbox', { name: `Aantal zetels voor ${party}` });
}

test('a poll fills the chamber in one tap, three steppers adjust it, and it is there after a reload', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const admin = await createPlayer({ isStaff: true });
  const headers = await apiLogIn(request, admin);
  const [election] = await sql<{ id: number }>('select id from elections where is_active');
  const parties = await sql<{ id: number; name: string }>(
    'select id, name from parties where election_id = $1',
    [election!.id],
  );
  const idOf = new Map(parties.map((party) => [party.name, party.id]));
  const created = await request.post(
    `/api/auth/admin/election-results/${election!.id}/benchmarks/`,
    {
      headers,
      data: {
        name: 'Peiling van de journey',
        party_seats: Object.entries(POLL).map(([name, seat_count]) => ({
          party_id: idOf.get(name),
          seat_count,
        })),
      },
    },
  );
  expect(created.status()).toBe(201);
  const { id: pollId } = (await created.json()) as { id: number };

  try {
    const player = await createPlayer();
    await chooseCookies(page);
    await logIn(page, player);

    const fromPolls = page.getByRole('button', { name: /^Begin met de peilingen/ });
    await expect(fromPolls).toContainText('Volgens Peiling van de journey');
    await expect(page.getByRole('button', { name: /^Begin met de poule/ })).toContainText(
      'tot dan begin je met de peilingen',
    );
    await fromPolls.evaluate((node) =>
      node.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await page.screenshot({ path: 'e2e/screenshots/quick-start-390.png' });

    await fromPolls.tap();
    await expect(page.getByText('150 van de 150 zetels toegewezen')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/quick-start-filled-390.png' });
    await expect.poll(() => storedByName(player)).toEqual(POLL);

    // The steppers are open now: three taps.
    await page.getByRole('button', { name: 'Eén zetel minder voor D66' }).tap();
    await expect(stepperField(page, 'D66')).toHaveValue('34');
    await page.getByRole('button', { name: 'Eén zetel meer voor VVD' }).tap();
    await expect(stepperField(page, 'VVD')).toHaveValue('21');
    await page.getByRole('button', { name: 'Eén zetel minder voor PVV' }).tap();
    await expect(stepperField(page, 'PVV')).toHaveValue('29');
    const adjusted = { ...POLL, D66: 34, VVD: 21, PVV: 29 };
    await expect.poll(() => storedByName(player)).toEqual(adjusted);

    await page.reload();
    await expect(page.getByText('149 van de 150 zetels toegewezen')).toBeVisible();
    await page.getByText('Zetels per partij', { exact: true }).tap();
    await expect(stepperField(page, 'D66')).toHaveValue('34');
    await expect(stepperField(page, 'VVD')).toHaveValue('21');
    await expect(stepperField(page, 'PVV')).toHaveValue('29');

    // A quick start replaces them; its undo brings them back, by the same save.
    await page.getByRole('button', { name: /^Begin met de vorige uitslag/ }).tap();
    await expect(page.getByText('150 van de 150 zetels toegewezen')).toBeVisible();
    await expect.poll(async () => (await storedByName(player)).PVV).toBe(26);
    await page.getByText(/zetels zijn ingevuld/).waitFor();
    await page.getByRole('button', { name: 'Ongedaan maken' }).first().tap();
    await expect(page.getByText('149 van de 150 zetels toegewezen')).toBeVisible();
    await expect.poll(() => storedByName(player)).toEqual(adjusted);
    expect(errors).toEqual([]);
  } finally {
    await sql('delete from benchmarks where id = $1', [pollId]);
  }
});

async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  points: Array<{ x: number; y: number }>,
) {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
}

test('a held finger dragged to the 21st seat gives exactly 21 seats, with the picker in view', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const player = await createPlayer();
  await chooseCookies(page);
  await logIn(page, player);
  await chooseParty(page, 'VVD');

  // The chart scrolled so that its middle is on screen: the picker is in view above the seats
  // the drag goes over.
  await seat(page, 70).evaluate((node) =>
    node.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  const picker = page.getByRole('group', { name: 'Kies een partij' });
  const pickerBox = (await picker.boundingBox())!;
  expect(pickerBox.y).toBeGreaterThanOrEqual(0);
  expect(pickerBox.y + pickerBox.height).toBeLessThan((await centre(seat(page, 60))).y - 20);

  // Hold on seat 61, drag along the chart (not along a row) to seat 81, let go.
  const cdp = await page.context().newCDPSession(page);
  const from = await centre(seat(page, 60));
  const to = await centre(seat(page, 80));
  await touch(cdp, 'touchStart', [from]);
  await page.waitForTimeout(500);
  const steps = 15;
  for (let step = 1; step <= steps; step += 1) {
    await touch(cdp, 'touchMove', [
      {
        x: from.x + ((to.x - from.x) * step) / steps,
        y: from.y + ((to.y - from.y) * step) / steps,
      },
    ]);
  }
  // Overshoot and come back: the drag follows the finger back.
  await touch(cdp, 'touchMove', [{ x: to.x, y: to.y + 60 }]);
  await touch(cdp, 'touchMove', [to]);
  await touch(cdp, 'touchEnd', []);

  await expect(page.getByText(/^VVD\s*21 zetels$/)).toBeVisible();
  await expect(seat(page, 60)).toHaveAccessibleName('Zetel 61: VVD');
  await expect(seat(page, 80)).toHaveAccessibleName('Zetel 81: VVD');
  await expect(seat(page, 81)).toHaveAccessibleName('Zetel 82: leeg');
  await expect.poll(() => storedByName(player)).toEqual({ VVD: 21 });

  // The count in the well covers no seat.
  const overlaps = await chart(page).evaluate((svg) => {
    const box = svg.querySelector('[data-chart-summary]')!.getBoundingClientRect();
    return [...svg.querySelectorAll('[data-seat] circle:nth-of-type(2)')].filter((circle) => {
      const r = circle.getBoundingClientRect();
      const cx = r.x + r.width / 2;
      const cy = r.y + r.height / 2;
      const dx = Math.max(box.left - cx, 0, cx - box.right);
      const dy = Math.max(box.top - cy, 0, cy - box.bottom);
      return Math.hypot(dx, dy) < r.width / 2;
    }).length;
  });
  expect(overlaps).toBe(0);

  // Long names are whole in the stepper list.
  await page.getByText('Zetels per partij', { exact: true }).tap();
  const longName = page
    .locator('#zetels-per-partij label')
    .filter({ hasText: 'Partij voor de Rechtsstaat' })
    .locator('span')
    .last();
  expect(await longName.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await expect(longName).toHaveText('Partij voor de Rechtsstaat');

  await seat(page, 40).evaluate((node) =>
    node.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  await page.screenshot({ path: 'e2e/screenshots/quick-start-chart-390.png' });
  expect(errors).toEqual([]);
});
