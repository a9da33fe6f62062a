import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/render-app';
import { storage } from '../../../lib/storage';
import { bodiesSentTo, json, renderPage } from '../../../../test/render-page';

afterEach(() => vi.unstubAllGlobals());

async function logIn(user: ReturnType<typeof renderPage>['user'], password = 'Geheim123!') {
  await user.type(await screen.findByLabelText('E-mailadres'), 'anna@example.nl');
  await user.type(screen.getByLabelText('Wachtwoord', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('login page', () => {
  it('signs in, keeps the session and goes back to where the player came from', async () => {
    const player = makeUser();
    const { user, router } = renderPage('/login?returnTo=%2Fleague%2Fjoin%2Fabc123XYZ', (path) =>
      path === '/api/auth/login/'
        ? json(200, { user: player, access: 'a1', refresh: 'r1', message: 'Succesvol ingelogd.' })
        : json(404),
    );
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/league/join/abc123XYZ'));
    expect(storage.getAccessToken()).toBe('a1');
    expect(storage.getRefreshToken()).toBe('r1');
    expect(await storage.getUser()).toEqual(player);
  });

  it('goes to the dashboard without a (safe) returnTo', async () => {
    const player = makeUser();
    const { user, router } = renderPage('/login?returnTo=%2F%2Fevil.example', (path) =>
      path === '/api/auth/login/'
        ? json(200, { user: player, access: 'a1', refresh: 'r1', message: 'Succesvol ingelogd.' })
        : json(404),
    );
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the server’s message for a wrong password', async () => {
    const { user } = renderPage('/login', () =>
      json(401, {
        error: 'invalid_credentials',
        message: 'Ongeldig e-mailadres of wachtwoord.',
        non_field_errors: ['Ongeldig e-mailadres of wachtwoord.'],
      }),
    );
    await logIn(user, 'fout');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ongeldig e-mailadres of wachtwoord.',
    );
    expect(storage.getAccessToken()).toBeNull();
  });

  it('requires e-mail and password before calling the server', async () => {
    const { user, fetchMock } = renderPage('/login', () => json(404));
    await user.click(await screen.findByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('E-mailadres is verplicht')).toBeVisible();
    expect(screen.getByText('Wachtwoord is verplicht')).toBeVisible();
    expect(bodiesSentTo(fetchMock, '/api/auth/login/')).toEqual([]);
  });

  it('offers to resend the verification mail to an unverified account', async () => {
    const { user, fetchMock } = renderPage('/login', (path) =>
      path === '/api/auth/login/'
        ? json(403, {
            error: 'email_not_verified',
            message: 'Je e-mailadres is nog niet geverifieerd.',
            user_email: 'anna@example.nl',
          })
        : json(200, { success: true, message: 'Verzonden.' }),
    );
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'E-mailverificatie nodig' })).toBeVisible();
    expect(screen.getByText('Je e-mailadres is nog niet geverifieerd.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mail opnieuw verzenden' }));
    expect(
      await screen.findByText(
        'De verificatiemail is verzonden. Controleer je inbox en ook je spammap.',
      ),
    ).toBeVisible();
    expect(bodiesSentTo(fetchMock, '/api/auth/verification/resend/')).toEqual([
      { email: 'anna@example.nl' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Terug naar inloggen' }));
    expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeVisible();
  });

  it('shows the social sign-in buttons only for the configured providers', async () => {
    renderPage('/login', (path) =>
      path === '/api/auth/providers/' ? json(200, { providers: ['google-oauth2'] }) : json(404),
    );
    const google = await screen.findByRole('link', { name: 'Doorgaan met Google' });
    expect(google).toHaveAttribute('href', '/auth/login/google-oauth2/');
    expect(screen.getByText('of doorgaan met')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Doorgaan met Microsoft' })).toBeNull();
  });
});
