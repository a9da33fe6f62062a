import type { Locator, Page } from '@playwright/test';
import { sql, type Player } from './fixtures';

// The dashboard's hemicycle as the journeys find it: by its accessible names, as a player would.

export function chart(page: Page): Locator {
  return page.getByRole('group', { name: 'Zetelverdeling met 150 zetels' });
}

export function seat(page: Page, seatNumber: number): Locator {
  return chart(page).locator(`[data-seat="${seatNumber}"]`);
}

export async function chooseParty(page: Page, name: string): Promise<void> {
  await page
    .getByRole('group', { name: 'Kies een partij' })
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: new RegExp(`^${name}, `) }) })
    .click();
}

export async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** How many seats the database holds for the player's prediction. */
export async function storedSeatCount(player: Player): Promise<number> {
  const [row] = await sql<{ count: string }>(
    `select count(*) from seat_predictions s join predictions p on p.id = s.prediction_id where p.user_id = $1`,
    [player.id],
  );
  return Number(row!.count);
}
