import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_REDIRECT_MS } from '@zetelpoule/shared/constants';
import { bodiesSentTo, json, renderPage } from '../../../../test/render-page';

afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it('sends the link and shows the server’s message', async () => {
    const { user, fetchMock } = renderPage('/forgot-password', () =>
      json(200, { message: 'Als er een account bestaat, is er een e-mail verzonden.' }),
    );
    await user.type(await screen.findByLabelText('E-mailadres'), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Resetlink verzenden' }));
    expect(await screen.findByRole('heading', { name: 'Controleer je mail' })).toBeVisible();
    expect(
      screen.getByText('Als er een account bestaat, is er een e-mail verzonden.'),
    ).toBeVisible();
    expect(bodiesSentTo(fetchMock, '/api/auth/password-reset/request/')).toEqual([
      { email: 'anna@example.nl' },
    ]);
  });

  it('sends a social-only account to its provider, or lets it try another address', async () => {
    const { user } = renderPage('/forgot-password', () =>
      json(400, {
        error: 'social_auth_user',
        error_type: 'social_auth_user',
        message: 'Dit account gebruikt inloggen met Google.',
        providers: ['google-oauth2'],
      }),
    );
    await user.type(await screen.findByLabelText('E-mailadres'), 'noor@example.nl');
    await user.click(screen.getByRole('button', { name: 'Resetlink verzenden' }));
    expect(
      await screen.findByRole('heading', { name: 'Account met sociale inlog gevonden' }),
    ).toBeVisible();
    expect(screen.getByText('Dit account gebruikt inloggen met Google.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Doorgaan met Google' })).toHaveAttribute(
      'href',
      '/auth/login/google-oauth2/',
    );
    await user.click(screen.getByRole('button', { name: 'Probeer andere e-mail' }));
    expect(await screen.findByLabelText('E-mailadres')).toHaveValue('');
  });

  it('says so when the server cannot be reached', async () => {
    const { user } = renderPage('/forgot-password', () => Promise.reject(new TypeError('offline')));
    await user.type(await screen.findByLabelText('E-mailadres'), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Resetlink verzenden' }));
    expect(
      await screen.findByText('Netwerkfout. Controleer je verbinding en probeer het opnieuw.'),
    ).toBeVisible();
  });
});

describe('reset password', () => {
  it('refuses an invalid link and offers a new one', async () => {
    renderPage('/reset-password/oud', () =>
      json(400, { error: 'invalid_token', message: 'Ongeldig.', valid: false }),
    );
    expect(await screen.findByText('Ongeldige of verlopen resetlink.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('sets a new password only when it is valid and confirmed, then goes to login', async () => {
    const { user, router, fetchMock } = renderPage('/reset-password/goed', (path) =>
      path === '/api/auth/password-reset/verify/goed/'
        ? json(200, { valid: true, user_email: 'anna@example.nl' })
        : json(200, { success: true, message: 'Gewijzigd.' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Nieuw wachtwoord instellen' }),
    ).toBeVisible();
    expect(screen.getByText('Voor anna@example.nl')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Wachtwoord opslaan' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'nieuwgeheim');
    // The first failing rule shows under the field.
    expect(screen.getByText('Minimaal één hoofdletter bevatten', { selector: 'p' })).toBeVisible();
    await user.clear(screen.getByLabelText('Nieuw wachtwoord'));
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'Nieuw-Geheim1');
    await user.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), 'Nieuw-Geheim');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), '1');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(
      await screen.findByRole('heading', { name: 'Je wachtwoord is gewijzigd' }),
    ).toBeVisible();
    expect(bodiesSentTo(fetchMock, '/api/auth/password-reset/confirm/')).toEqual([
      { token: 'goed', new_password: 'Nieuw-Geheim1', new_password_confirm: 'Nieuw-Geheim1' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: RESET_REDIRECT_MS + 2000,
    });
  });
});
