import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  apiLogIn,
  chooseCookies,
  createPlayer,
  expect,
  expectNoAxeViolations,
  logIn,
  screenshot,
  test,
  VIEWPORTS,
  watchConsole,
  type Player,
} from './fixtures';

// "Deel je voorspelling" (decision 033): on a phone the dashboard turns the player's
// own prediction into a 1200×630 PNG drawn by the server, and shares it (a phone that shares
// files) or downloads it (Debian's Chromium has no Web Share API, so this is the download).

type Party = { id: number };

/** Width and height from a PNG's header, after checking that it is one. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A player with 150 seats over three parties, saved through the dashboard's own call. */
async function playerWithSeats(page: Page): Promise<Player> {
  const player = await createPlayer();
  const headers = await apiLogIn(page.request, player);
  const parties = (await (
    await page.request.get('/api/auth/parties/', { headers })
  ).json()) as Party[];
  const put = await page.request.put('/api/auth/predictions/seats/', {
    headers,
    data: {
      party_seats: [
        { party_id: parties[0]!.id, seats: 70 },
        { party_id: parties[1]!.id, seats: 50 },
        { party_id: parties[2]!.id, seats: 30 },
      ],
    },
  });
  expect(put.status()).toBe(200);
  return player;
}

test.describe('sharing my prediction on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

  test('"Deel je voorspelling" downloads my prediction as a 1200×630 PNG', async ({ page }) => {
    const errors = watchConsole(page);
    const player = await playerWithSeats(page);
    await chooseCookies(page);
    await logIn(page, player);

    const button = page.getByRole('button', { name: 'Deel je voorspelling' });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.tap()]);
    expect(download.suggestedFilename()).toBe('zetelpoule-voorspelling.png');
    expect(pngSize(await readFile(await download.path()))).toEqual({ width: 1200, height: 630 });
    await expect(page.getByRole('status').filter({ hasText: 'gedownload' })).toHaveText(
      'Je afbeelding is gedownload.',
    );
    await screenshot(page, 'share-dashboard-phone');
    await expectNoAxeViolations(page, 'dashboard after sharing');
    expect(errors).toEqual([]);
  });

  test('a phone that shares files gets the PNG in its share sheet', async ({ page }) => {
    const player = await playerWithSeats(page);
    // The share sheet of a phone, stood in for where Chromium on Linux has none: it keeps what
    // the page hands it, so the test can read the file.
    await page.addInitScript(() => {
      const shared: { name: string; type: string; bytes: number[]; title?: string }[] = [];
      Object.assign(window, { sharedFiles: shared });
      Object.assign(navigator, {
        canShare: (data: { files?: File[] }) => Array.isArray(data.files),
        share: async (data: { files: File[]; title?: string }) => {
          for (const file of data.files) {
            const bytes = [...new Uint8Array(await file.arrayBuffer())];
            shared.push({ name: file.name, type: file.type, bytes, title: data.title });
          }
        },
      });
    });
    await chooseCookies(page);
    await logIn(page, player);

    await page.getByRole('button', { name: 'Deel je voorspelling' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'gedeeld' })).toHaveText(
      'Je afbeelding is gedeeld.',
    );
    const [shared] = await page.evaluate(
      () =>
        (window as unknown as { sharedFiles: { name: string; type: string; bytes: number[] }[] })
          .sharedFiles,
    );
    expect(shared).toMatchObject({ name: 'zetelpoule-voorspelling.png', type: 'image/png' });
    expect(pngSize(Buffer.from(shared!.bytes))).toEqual({ width: 1200, height: 630 });
  });
});

test.describe('link previews, from the built server', () => {
  test('the landing page names its 1200×630 og:image, which the server draws', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/^http:\/\/localhost:\d+\/api\/images\/landing\/$/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const res = await request.get(new URL(image!).pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
  });
});
