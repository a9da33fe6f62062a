import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/render-app';
import { storage } from '../../../lib/storage';
import { bodiesSentTo, json, renderPage } from '../../../../test/render-page';

afterEach(() => vi.unstubAllGlobals());

function valueOf(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('profile page', () => {
  it('shows the account, the member-since date in Dutch and the sign-in method', async () => {
    renderPage('/profile', () => json(404), {
      user: makeUser({
        is_superuser: true,
        date_joined: '2025-09-01T10:00:00Z',
        social_auth: [{ provider: 'google-oauth2' }],
        has_usable_password: true,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Mijn profiel' })).toBeVisible();
    expect(valueOf('Voornaam')).toBe('Anna');
    expect(valueOf('Gebruikersnaam')).toBe('anna_dv');
    expect(valueOf('Lid sinds')).toBe('1 september 2025');
    expect(valueOf('Inlogmethode')).toBe('Google + Email/Password');
    expect(screen.getByText('Super Admin')).toBeVisible();
    expect(screen.getByRole('button', { name: /Accountinstellingen/ })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Wachtwoord wijzigen' })).toBeVisible();
  });

  it('offers no password change to an account without a usable password', async () => {
    renderPage('/profile', () => json(404), {
      user: makeUser({
        has_usable_password: false,
        social_auth: [{ provider: 'microsoft-graph' }],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Mijn profiel' })).toBeVisible();
    expect(valueOf('Inlogmethode')).toBe('Microsoft');
    expect(screen.queryByRole('heading', { name: 'Wachtwoord wijzigen' })).toBeNull();
    expect(screen.queryByText('Super Admin')).toBeNull();
    expect(screen.queryByText('Staff Admin')).toBeNull();
  });

  it('edits names and username; the e-mail stays fixed', async () => {
    const player = makeUser();
    const { user, fetchMock } = renderPage(
      '/profile',
      (path, init) =>
        path === '/api/auth/profile/update/' && init?.method === 'PUT'
          ? json(200, { ...player, first_name: 'Annemarie', full_name: 'Annemarie de Vries' })
          : json(404),
      { user: player },
    );
    await user.click(await screen.findByRole('button', { name: 'Profiel bewerken' }));
    expect(screen.getByLabelText('E-mailadres')).toBeDisabled();
    const firstName = screen.getByLabelText('Voornaam');
    await user.clear(firstName);
    await user.type(firstName, ' Annemarie ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Je profiel is bijgewerkt.')).toBeVisible();
    expect(valueOf('Voornaam')).toBe('Annemarie');
    expect(bodiesSentTo(fetchMock, '/api/auth/profile/update/')).toEqual([
      {
        first_name: 'Annemarie',
        last_name: 'de Vries',
        username: 'anna_dv',
        email: 'anna@example.nl',
      },
    ]);
    // The navbar shows the new name too.
    expect(within(screen.getByRole('banner')).getAllByText('Annemarie de Vries')[0]).toBeVisible();
  });

  it('blocks an invalid edit and shows the server’s field errors on a refusal', async () => {
    const { user } = renderPage(
      '/profile',
      () =>
        json(409, {
          error: 'conflict',
          message: 'Deze gebruikersnaam is al in gebruik',
          username: ['Deze gebruikersnaam is al in gebruik'],
        }),
      { user: makeUser() },
    );
    await user.click(await screen.findByRole('button', { name: 'Profiel bewerken' }));
    const username = screen.getByLabelText('Gebruikersnaam');
    await user.clear(username);
    await user.type(username, 'a!');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('Corrigeer de validatiefouten voordat u het formulier indient'),
    ).toBeVisible();

    await user.clear(username);
    await user.type(username, 'bezet');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('Profiel bijwerken is mislukt. Probeer het opnieuw.'),
    ).toBeVisible();
    expect(screen.getByText('Deze gebruikersnaam is al in gebruik')).toBeVisible();
  });

  it('changes the password and keeps the fresh tokens', async () => {
    const { user, fetchMock } = renderPage(
      '/profile',
      (path) =>
        path === '/api/auth/change-password/'
          ? json(200, {
              success: true,
              message: 'Je wachtwoord is gewijzigd.',
              access: 'new-access',
              refresh: 'new-refresh',
            })
          : json(404),
      { user: makeUser() },
    );
    await user.type(await screen.findByLabelText('Huidig wachtwoord'), 'Geheim123!');
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'Nieuw-Geheim1');
    await user.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), 'Nieuw-Geheim1');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByText('Je wachtwoord is gewijzigd.')).toBeVisible();
    await waitFor(() => expect(storage.getRefreshToken()).toBe('new-refresh'));
    expect(bodiesSentTo(fetchMock, '/api/auth/change-password/')).toEqual([
      {
        old_password: 'Geheim123!',
        new_password: 'Nieuw-Geheim1',
        new_password_confirm: 'Nieuw-Geheim1',
      },
    ]);
  });

  it('says when the current password is wrong or the confirmation differs', async () => {
    const { user } = renderPage(
      '/profile',
      () =>
        json(400, {
          error: 'validation_error',
          message: 'x',
          old_password: [
            'Het huidige wachtwoord is onjuist. Controleer uw huidige wachtwoord en probeer het opnieuw.',
          ],
        }),
      { user: makeUser() },
    );
    await user.type(await screen.findByLabelText('Huidig wachtwoord'), 'Fout-123!');
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'Nieuw-Geheim1');
    await user.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), 'Nieuw-Geheim2');
    await user.tab();
    expect(await screen.findByText('Password confirmation does not match.')).toBeVisible();
    const confirmation = screen.getByLabelText('Bevestig nieuw wachtwoord');
    await user.clear(confirmation);
    await user.type(confirmation, 'Nieuw-Geheim1');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(
      await screen.findByText(
        'Het huidige wachtwoord is onjuist. Controleer uw huidige wachtwoord en probeer het opnieuw.',
      ),
    ).toBeVisible();
  });
});
