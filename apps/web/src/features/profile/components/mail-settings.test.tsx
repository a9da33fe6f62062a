import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/render-app';
import { bodiesSentTo, json, renderPage } from '../../../../test/render-page';

afterEach(() => vi.unstubAllGlobals());

// The profile's switch per kind of mail, the same three the unsubscribe links turn off.

describe('mail settings on the profile', () => {
  it('shows the three switches and saves one at a time', async () => {
    let preferences = { deadline: true, results: true, nudges: true };
    const { user, fetchMock } = renderPage(
      '/profile',
      (path, init) => {
        if (path !== '/api/auth/mail-preferences/') return json(404);
        if (init?.method === 'PATCH') {
          preferences = { ...preferences, ...(JSON.parse(String(init.body)) as object) };
        }
        return json(200, preferences);
      },
      { user: makeUser() },
    );
    const section = (await screen.findByRole('heading', { name: 'Mails' })).closest('section')!;
    const nudges = await within(section).findByRole('switch', {
      name: 'Duwtjes van je subpoule',
    });
    expect(nudges).toHaveAttribute('aria-checked', 'true');
    expect(
      within(section).getByRole('switch', { name: 'Herinneringen voor de deadline' }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(within(section).getByRole('switch', { name: 'De uitslag' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(nudges);
    expect(await within(section).findByText('Duwtjes van je subpoule: uit.')).toBeVisible();
    expect(nudges).toHaveAttribute('aria-checked', 'false');
    expect(bodiesSentTo(fetchMock, '/api/auth/mail-preferences/').at(-1)).toEqual({
      nudges: false,
    });
  });

  it('says so when saving fails, and keeps the switch as it was', async () => {
    const { user } = renderPage(
      '/profile',
      (path, init) => {
        if (path !== '/api/auth/mail-preferences/') return json(404);
        if (init?.method === 'PATCH') return json(500, { error: 'x', message: 'kapot' });
        return json(200, { deadline: true, results: false, nudges: true });
      },
      { user: makeUser() },
    );
    const results = await screen.findByRole('switch', { name: 'De uitslag' });
    expect(results).toHaveAttribute('aria-checked', 'false');
    await user.click(results);
    expect(await screen.findByText('Opslaan is niet gelukt. Probeer het opnieuw.')).toBeVisible();
    expect(results).toHaveAttribute('aria-checked', 'false');
  });
});
