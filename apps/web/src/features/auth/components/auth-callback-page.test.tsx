import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK_DELAY_MS, ERROR_REDIRECT_MS } from '@zetelpoule/shared/constants';
import { makeUser } from '../../../../test/render-app';
import { storage } from '../../../lib/storage';
import { bodiesSentTo, json, renderPage } from '../../../../test/render-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('social sign-in callback', () => {
  it('signs a new social user in and asks for a username, then goes to the dashboard', async () => {
    let player = makeUser({ username: 'tmp_0123456789ab', has_usable_password: false });
    const { router, user, fetchMock } = renderPage(
      '/auth/callback?access_token=acc&refresh_token=ref',
      (path, init) => {
        const auth = (init?.headers as Record<string, string>)?.Authorization;
        if (auth !== 'Bearer acc') return json(401, { error: 'not_authenticated', message: '-' });
        if (path === '/api/auth/profile/') return json(200, player);
        if (path === '/api/auth/check-username-setup/') {
          return json(200, { needs_username_setup: player.username.startsWith('tmp_') });
        }
        if (path === '/api/auth/setup-username/') {
          player = { ...player, username: 'noor' };
          return json(200, player);
        }
        return json(404);
      },
    );
    expect(await screen.findByText('Verificatie voltooien...')).toBeInTheDocument();
    // The tokens leave the address at once.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(storage.getRefreshToken()).toBe('ref');

    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-username'), {
      timeout: CALLBACK_DELAY_MS + 2000,
    });
    await user.type(await screen.findByLabelText('Gebruikersnaam'), 'noor');
    await user.click(screen.getByRole('button', { name: 'Account afronden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodiesSentTo(fetchMock, '/api/auth/setup-username/')).toEqual([{ username: 'noor' }]);
    expect((await storage.getUser())?.username).toBe('noor');
  });

  it('shows the failure and returns to /login after 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { router } = renderPage('/auth/callback?error=access_denied', () => json(404));
    expect(await screen.findByRole('heading', { name: 'Authenticatie mislukt' })).toBeVisible();
    expect(screen.getByText('Inloggen is mislukt. Probeer het opnieuw.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/callback');
    act(() => vi.advanceTimersByTime(ERROR_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
  it.each([
    ['email_not_verified', 'E-mailadres niet bevestigd', /bevestigt niet dat dit e-mailadres/],
    ['email_missing', 'Geen e-mailadres ontvangen', /gaf ons geen e-mailadres/],
  ])(
    'explains %s and offers registration instead of returning to /login',
    async (code, title, text) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      const { router } = renderPage(`/auth/callback?error=${code}`, () => json(404));
      expect(await screen.findByRole('heading', { name: title })).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: 'Registreren met e-mail' })).toHaveAttribute(
        'href',
        '/register',
      );
      // Well past the moment a failure would have redirected.
      act(() => vi.advanceTimersByTime(ERROR_REDIRECT_MS * 2));
      expect(router.state.location.pathname).toBe('/auth/callback');
    },
  );
});

describe('username setup guard', () => {
  it('sends a signed-in user with a temporary username to the setup screen', async () => {
    const { router } = renderPage('/profile', () => json(404), {
      user: makeUser({ username: 'tmp_abcdef012345' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-username'));
    expect(await screen.findByRole('heading', { name: 'Kies je gebruikersnaam' })).toBeVisible();
    expect(
      screen.getByText('Letters, cijfers, underscores en koppeltekens; 3-30 tekens.'),
    ).toBeVisible();
  });

  it('shows the server’s refusal of a taken username', async () => {
    const { user } = renderPage(
      '/setup-username',
      (path) =>
        path === '/api/auth/setup-username/'
          ? json(409, {
              error: 'conflict',
              message: 'Deze gebruikersnaam is al in gebruik',
              username: ['Deze gebruikersnaam is al in gebruik'],
            })
          : json(404),
      { user: makeUser({ username: 'tmp_abcdef012345' }) },
    );
    await user.type(await screen.findByLabelText('Gebruikersnaam'), 'bezet');
    await user.click(screen.getByRole('button', { name: 'Account afronden' }));
    expect(await screen.findByText('Deze gebruikersnaam is al in gebruik')).toBeVisible();
  });
});
