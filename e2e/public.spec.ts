import AxeBuilder from '@axe-core/playwright';
import { expect, screenshot, test, VIEWPORTS, watchConsole } from './fixtures';

test.describe('the public pages', () => {
  test('the landing page shows every section and "Hoe werkt het?" scrolls to the rules', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Registreren' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waarom Meedoen?' })).toBeVisible();
    const rules = page.getByRole('heading', { name: 'Spelregels' });
    await expect(page.getByText('© 2025')).toBeAttached();

    await page.getByRole('button', { name: 'Hoe werkt het?' }).click();
    await expect(rules).toBeInViewport();
    // The full scoring table (docs/rules.md#points) is on the page.
    await expect(page.getByRole('table').first()).toContainText('+5');
    await expect(page.getByRole('table').first()).toContainText('−3');
    expect(errors).toEqual([]);
  });

  test('the cookie banner appears after about a second and remembers the choice', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page
      .getByRole('region', { name: /cookie/i })
      .or(page.getByRole('dialog', { name: /cookie/i }));
    await expect(banner).toBeHidden();
    await expect(banner).toBeVisible({ timeout: 3000 });
    await banner.getByRole('button', { name: 'Accepteren' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('zetelpoule.cookie-consent'));
    expect(JSON.parse(stored!)).toMatchObject({ choice: 'accepted' });

    await page.reload();
    await page.waitForTimeout(1500);
    await expect(banner).toBeHidden();
  });

  test('declining is remembered too', async ({ page }) => {
    await page.goto('/legal');
    const banner = page
      .getByRole('region', { name: /cookie/i })
      .or(page.getByRole('dialog', { name: /cookie/i }));
    await banner.getByRole('button', { name: 'Weigeren' }).click();
    const stored = await page.evaluate(() => localStorage.getItem('zetelpoule.cookie-consent'));
    expect(JSON.parse(stored!)).toMatchObject({ choice: 'declined' });
  });

  test('the legal page switches between privacy policy and terms of service', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/legal');
    await expect(page.getByText('27 november 2026').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Privacybeleid' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Gebruiksvoorwaarden' }).click();
    await expect(page.getByRole('tab', { name: 'Gebruiksvoorwaarden' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown path lands on the home page', async ({ page }) => {
    await page.goto('/dit-bestaat-niet/echt-niet');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Waarom Meedoen?' })).toBeVisible();
  });

  test('the public pages have no accessibility violations', async ({ page }) => {
    for (const path of ['/', '/legal']) {
      await page.goto(path);
      // The cookie banner is part of the page: wait for it, and for its slide-in (opacity 0 to
      // 1) to end, as axe judges colours as painted (it failed once, mid-animation).
      const banner = page.getByRole('region', { name: 'Cookies en lokale opslag' });
      await expect(banner).toBeVisible();
      await banner.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((v) => `${path}: ${v.id}: ${v.help}`)).toEqual([]);
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`looks right on a ${name} (${viewport.width} px)`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.waitForTimeout(1200);
      // Nothing may stick out sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `landing-${name}`);
      await page.goto('/legal');
      await screenshot(page, `legal-${name}`);
      expect(errors).toEqual([]);
    });
  }
});
