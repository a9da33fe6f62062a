import {
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
import { chooseParty, seat } from './hemicycle-page';

// On a touch phone (decision 022): a seat save the server could not take (a 503) is kept on the
// device, and the next visit, after a reload, shows it and sends it again.

test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

const SEAT_PATH = '**/api/auth/predictions/seats/single/';

async function storedSeats(player: Player): Promise<Array<{ seat_number: number; name: string }>> {
  return sql<{ seat_number: number; name: string }>(
    `select s.seat_number, pa.name from seat_predictions s
       join predictions p on p.id = s.prediction_id
       join parties pa on pa.id = s.party_id
      where p.user_id = $1`,
    [player.id],
  );
}

test('a seat save that failed is sent again after a reload', async ({ page }) => {
  const errors = watchConsole(page);
  const player = await createPlayer();
  await chooseCookies(page);
  await logIn(page, player);
  await chooseParty(page, 'SP');

  await page.route(SEAT_PATH, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  // Playwright's tap waits until the seat stands still and would receive the touch: a tap at
  // coordinates read beforehand can land on another seat while the page still settles.
  await seat(page, 12).tap();
  await expect(page.getByText('Niet opgeslagen —')).toBeVisible();
  await expect(seat(page, 12)).toHaveAccessibleName('Zetel 13: SP');
  expect(await storedSeats(player)).toEqual([]);

  await page.unroute(SEAT_PATH);
  await page.reload();
  await expect(seat(page, 12)).toHaveAccessibleName('Zetel 13: SP');
  await expect.poll(() => storedSeats(player)).toEqual([{ seat_number: 12, name: 'SP' }]);
  await expect(page.getByText('Niet opgeslagen —')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('zetelpoule.pending-saves'))).toBeNull();
  // The 503 itself is logged by the browser; nothing else may be.
  expect(errors.filter((error) => !error.includes('503'))).toEqual([]);
});
