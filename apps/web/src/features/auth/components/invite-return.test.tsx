import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK_DELAY_MS } from '@zetelpoule/shared/constants';
import { makeUser } from '../../../../test/render-app';
import { bodiesSentTo, json, renderPage } from '../../../../test/render-page';
import { pendingInvite, rememberInvite } from '../../../lib/pending-invite';

/*
 * Decision 017: the way back to an invite survives login, registration, the
 * verification mail, a social sign-in and the username setup.
 */

const CODE = 'Qm9ycmVsY2x1YjIwMjlhYmNk';
const INVITE = `/league/join/${CODE}`;
const RETURN = encodeURIComponent(INVITE);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const providers = (path: string) =>
  path === '/api/auth/providers/' ? json(200, { providers: ['google-oauth2'] }) : json(404);

// Whole-app renders with typing: slow on a busy machine.
describe('the way back to an invite', { timeout: 30_000 }, () => {
  it('keeps it on the login page: the register link and social sign-in carry it', async () => {
    renderPage(`/login?returnTo=${RETURN}`, providers);

    expect(
      await screen.findByText(
        'Log in om mee te doen met de subpoule waarvoor je bent uitgenodigd.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registreer je hier' })).toHaveAttribute(
      'href',
      `/register?returnTo=${RETURN}`,
    );
    expect(await screen.findByRole('link', { name: 'Doorgaan met Google' })).toHaveAttribute(
      'href',
      `/auth/login/google-oauth2/?next=${RETURN}`,
    );
  });

  it('drops a return path to another site', async () => {
    renderPage(`/login?returnTo=${encodeURIComponent('//evil.example/x')}`, providers);

    expect(await screen.findByRole('link', { name: 'Registreer je hier' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(await screen.findByRole('link', { name: 'Doorgaan met Google' })).toHaveAttribute(
      'href',
      '/auth/login/google-oauth2/',
    );
  });

  it('sends the invite code with the registration and says what comes next', async () => {
    const { user, fetchMock } = renderPage(`/register?returnTo=${RETURN}`, (path) =>
      path === '/api/auth/register/'
        ? json(201, {
            success: true,
            message: 'Je account is aangemaakt. Controleer je e-mail.',
            user_email: 'sanne@example.nl',
            email_sent: true,
            verification_required: true,
          })
        : json(404),
    );
    await screen.findByRole('button', { name: 'Account aanmaken' });
    expect(screen.getByRole('link', { name: 'Log hier in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${RETURN}`,
    );
    const values = {
      Voornaam: 'Sanne',
      Achternaam: 'de Boer',
      'E-mailadres': 'sanne@example.nl',
      Gebruikersnaam: 'sanne_db',
      Wachtwoord: 'Sterk-Wachtw0ord',
      'Bevestig wachtwoord': 'Sterk-Wachtw0ord',
    };
    for (const [label, value] of Object.entries(values)) {
      await user.type(screen.getByLabelText(label, { selector: 'input' }), value);
    }
    act(() => {
      document
        .querySelector('altcha-widget')!
        .dispatchEvent(
          new CustomEvent('statechange', { detail: { state: 'verified', payload: 'c29sdmVk' } }),
        );
    });
    const submit = screen.getByRole('button', { name: 'Account aanmaken' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Registratie gelukt!' })).toBeVisible();
    expect(screen.getByText(/Daarna log je in en word je meteen lid/)).toBeVisible();
    expect(bodiesSentTo(fetchMock, '/api/auth/register/')).toEqual([
      expect.objectContaining({ username: 'sanne_db', invite_code: CODE }),
    ]);
    expect(pendingInvite()).toBe(CODE);
  });

  it('leads from the verification link to login and the invite', async () => {
    renderPage(`/verify-email/token-invite-1?invite=${CODE}`, (path) =>
      path === '/api/auth/verify-email/token-invite-1/'
        ? json(200, { success: true, message: 'Geverifieerd.' })
        : json(404),
    );

    expect(await screen.findByRole('heading', { name: 'E-mail is geverifieerd!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inloggen en meedoen' })).toHaveAttribute(
      'href',
      `/login?returnTo=${RETURN}`,
    );
  });

  it('falls back to the invite kept in this browser when the link does not carry it', async () => {
    rememberInvite(CODE);
    renderPage('/verify-email/token-invite-2', (path) =>
      path === '/api/auth/verify-email/token-invite-2/'
        ? json(200, { success: true, message: 'Geverifieerd.' })
        : json(404),
    );

    expect(await screen.findByRole('link', { name: 'Inloggen en meedoen' })).toHaveAttribute(
      'href',
      `/login?returnTo=${RETURN}`,
    );
  });

  it('ignores an invite parameter that is not an invite code', async () => {
    renderPage(`/verify-email/token-invite-3?invite=${encodeURIComponent('//evil')}`, (path) =>
      path === '/api/auth/verify-email/token-invite-3/'
        ? json(200, { success: true, message: 'Geverifieerd.' })
        : json(404),
    );

    expect(await screen.findByRole('link', { name: 'Naar inloggen' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('link', { name: 'Inloggen en meedoen' })).toBeNull();
  });

  it('takes a new social player through the username setup back to the invite', async () => {
    let player = makeUser({ username: 'tmp_0123456789ab', has_usable_password: false });
    const { router, user } = renderPage(
      `/auth/callback?access_token=acc&refresh_token=ref&next=${RETURN}`,
      (path) => {
        if (path === '/api/auth/profile/') return json(200, player);
        if (path === '/api/auth/check-username-setup/') {
          return json(200, { needs_username_setup: player.username.startsWith('tmp_') });
        }
        if (path === '/api/auth/setup-username/') {
          player = { ...player, username: 'noor' };
          return json(200, player);
        }
        if (path === `/api/auth/league/join/${CODE}/`) {
          return json(200, {
            message: 'Je neemt nu deel aan Borrelclub.',
            already_member: false,
            subleague: {
              id: 3,
              name: 'Borrelclub',
              creator: 99,
              user_points: 0,
              member_count: 2,
              members: [],
              invite_link: `http://localhost${INVITE}`,
            },
          });
        }
        return json(404);
      },
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-username'), {
      timeout: CALLBACK_DELAY_MS + 8000,
    });
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(INVITE);
    await user.type(await screen.findByLabelText('Gebruikersnaam'), 'noor');
    await user.click(screen.getByRole('button', { name: 'Account afronden' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(INVITE));
    expect(await screen.findByRole('heading', { name: 'Welkom bij de poule!' })).toBeVisible();
  });

  it('sends a returning social player straight to the invite', async () => {
    const { router } = renderPage(
      `/auth/callback?access_token=acc&refresh_token=ref&next=${RETURN}`,
      (path) => {
        if (path === '/api/auth/profile/') return json(200, makeUser({ username: 'noor' }));
        if (path === '/api/auth/check-username-setup/') {
          return json(200, { needs_username_setup: false });
        }
        return new Promise<Response>(() => {});
      },
    );

    await waitFor(() => expect(router.state.location.pathname).toBe(INVITE), {
      timeout: CALLBACK_DELAY_MS + 8000,
    });
  });

  it('never follows a social return path to another site', async () => {
    const { router } = renderPage(
      `/auth/callback?access_token=acc&refresh_token=ref&next=${encodeURIComponent('//evil.example')}`,
      (path) => {
        if (path === '/api/auth/profile/') return json(200, makeUser({ username: 'noor' }));
        if (path === '/api/auth/check-username-setup/') {
          return json(200, { needs_username_setup: false });
        }
        return new Promise<Response>(() => {});
      },
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: CALLBACK_DELAY_MS + 8000,
    });
  });
});
