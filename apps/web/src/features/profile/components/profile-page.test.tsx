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
    expect(valueOf('Inlogmethode')).toBe('Google + E-mail en wachtwoord');
    expect(screen.getByText('Hoofdbeheerder')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Je gegevens downloaden' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Account verwijderen' })).toBeEnabled();
    expect(screen.queryByText(/coming soon/)).toBeNull();
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
    expect(screen.queryByText('Hoofdbeheerder')).toBeNull();
    expect(screen.queryByText('Beheerder')).toBeNull();
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
      await screen.findByText('Verbeter de fouten voordat je het formulier verstuurt'),
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
            'Het huidige wachtwoord is onjuist. Controleer je huidige wachtwoord en probeer het opnieuw.',
          ],
        }),
      { user: makeUser() },
    );
    await user.type(await screen.findByLabelText('Huidig wachtwoord'), 'Fout-123!');
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'Nieuw-Geheim1');
    await user.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), 'Nieuw-Geheim2');
    await user.tab();
    expect(await screen.findByText('De wachtwoorden komen niet overeen.')).toBeVisible();
    const confirmation = screen.getByLabelText('Bevestig nieuw wachtwoord');
    await user.clear(confirmation);
    await user.type(confirmation, 'Nieuw-Geheim1');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(
      await screen.findByText(
        'Het huidige wachtwoord is onjuist. Controleer je huidige wachtwoord en probeer het opnieuw.',
      ),
    ).toBeVisible();
  });
});

describe('privacy on the profile page', () => {
  it('shows the real-name switch off by default and saves it when turned on', async () => {
    const player = makeUser();
    const { user, fetchMock } = renderPage(
      '/profile',
      (path, init) =>
        path === '/api/auth/profile/update/' && init?.method === 'PUT'
          ? json(200, { ...player, show_real_name: true })
          : json(404),
      { user: player },
    );
    const toggle = await screen.findByRole('switch', {
      name: 'Toon mijn naam aan leden van mijn subpoules',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Leden van je subpoules zien nu je naam.')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(bodiesSentTo(fetchMock, '/api/auth/profile/update/')).toEqual([
      { first_name: 'Anna', last_name: 'de Vries', username: 'anna_dv', show_real_name: true },
    ]);
  });

  it('downloads the data as zetelpoule-gegevens-<username>.json', async () => {
    const exported = {
      exported_at: '2026-11-24T01:00:00.000Z',
      profile: {
        id: 1,
        username: 'anna_dv',
        first_name: 'Anna',
        last_name: 'de Vries',
        email: 'anna@example.nl',
        avatar: null,
        show_real_name: false,
        is_email_verified: true,
        is_staff: false,
        is_superuser: false,
        date_joined: '2025-09-01T10:00:00Z',
      },
      sign_in_methods: { password: true, social: [] },
      mail_preferences: { deadline: true, results: true, nudges: false, updated_at: null },
      reminder_deliveries: [
        {
          election: { id: 2, name: 'Tweede Kamer 2026' },
          kind: '7d',
          claimed_at: '2026-10-22T07:30:00.000Z',
          sent_at: '2026-10-22T07:30:01.000Z',
        },
      ],
      nudges: { received: [], sent: [] },
      predictions: [],
      scores: [],
      subleague_memberships: [],
      created_subleagues: [],
    };
    const blobs: Blob[] = [];
    // jsdom has no blob URLs: record what would be downloaded.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    });
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const { user } = renderPage(
      '/profile',
      (path) => (path === '/api/auth/profile/export/' ? json(200, exported) : json(404)),
      { user: makeUser() },
    );
    await user.click(await screen.findByRole('button', { name: 'Je gegevens downloaden' }));
    expect(await screen.findByText('Je gegevens zijn gedownload.')).toBeVisible();
    expect(downloads).toEqual(['zetelpoule-gegevens-anna_dv.json']);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
    click.mockRestore();
  });

  it('asks for the password, says when it is wrong, and after deletion signs out to the landing page', async () => {
    let attempts = 0;
    const { user, fetchMock, router } = renderPage(
      '/profile',
      (path) => {
        if (path !== '/api/auth/profile/delete/') return json(404);
        attempts += 1;
        return attempts === 1
          ? json(400, {
              error: 'validation_error',
              message: 'Het wachtwoord is onjuist. Je account is niet verwijderd.',
              password: ['Het wachtwoord is onjuist. Je account is niet verwijderd.'],
            })
          : json(200, { success: true, message: 'Je account en al je gegevens zijn verwijderd.' });
      },
      { user: makeUser() },
    );
    await user.click(await screen.findByRole('button', { name: 'Account verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account verwijderen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Definitief verwijderen' }));
    expect(await within(dialog).findByText('Wachtwoord is verplicht')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Je wachtwoord'), 'Fout-123!');
    await user.click(within(dialog).getByRole('button', { name: 'Definitief verwijderen' }));
    expect(
      await within(dialog).findByText('Het wachtwoord is onjuist. Je account is niet verwijderd.'),
    ).toBeVisible();

    const input = within(dialog).getByLabelText('Je wachtwoord');
    await user.clear(input);
    await user.type(input, 'Geheim123!');
    await user.click(within(dialog).getByRole('button', { name: 'Definitief verwijderen' }));

    expect(
      await screen.findByText(
        'Je account is verwijderd. Al je gegevens zijn gewist; je krijgt nog een bevestiging per e-mail.',
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(storage.getAccessToken()).toBeNull();
    expect(await storage.getUser()).toBeNull();
    expect(bodiesSentTo(fetchMock, '/api/auth/profile/delete/')).toEqual([
      { password: 'Fout-123!' },
      { password: 'Geheim123!' },
    ]);
    // The account is gone: no logout call for it.
    expect(bodiesSentTo(fetchMock, '/api/auth/logout/')).toEqual([]);
  });

  it('sends an account without a password to sign in with its provider again first', async () => {
    const { user } = renderPage(
      '/profile',
      () =>
        json(403, {
          error: 'fresh_sign_in_required',
          message:
            'Log eerst opnieuw in met Google of Microsoft; daarna kun je je account binnen 10 minuten verwijderen.',
        }),
      {
        user: makeUser({
          has_usable_password: false,
          social_auth: [{ provider: 'google-oauth2' }],
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Account verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account verwijderen?' });
    expect(within(dialog).queryByLabelText('Je wachtwoord')).toBeNull();
    expect(
      within(dialog).getByRole('link', { name: 'Opnieuw inloggen met Google' }),
    ).toHaveAttribute('href', '/auth/login/google-oauth2/?next=/profile');
    await user.click(within(dialog).getByRole('button', { name: 'Definitief verwijderen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Log eerst opnieuw in met Google of Microsoft',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account verwijderen' })).toHaveFocus();
  });
});
