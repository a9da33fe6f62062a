import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleError } from '../../test/setup';
import { makeUser, renderApp } from '../../test/render-app';
import { ChunkLoadError } from '../lib/chunk-load';
import { storage } from '../lib/storage';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

function Crash(): never {
  throw new Error('kapot');
}

describe('routes', () => {
  it('redirects an unknown path to the landing page', async () => {
    const { router } = renderApp('/bestaat-niet');

    expect(await screen.findByRole('heading', { level: 1, name: 'Zetelpoule' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the legal page to everyone', async () => {
    renderApp('/legal');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy en voorwaarden' }),
    ).toBeVisible();
  });

  it('renders a lazily loaded page with its title', async () => {
    renderApp('/register');

    expect(await screen.findByRole('heading', { level: 1, name: 'Registreren' })).toBeVisible();
  });

  it('has a footer with the copyright and a link to the legal page', async () => {
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/© 2025 Zetelpoule/)).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'Privacy en voorwaarden' })).toHaveAttribute(
      'href',
      '/legal',
    );
  });
});

describe('RequireAuth', () => {
  it('sends an anonymous visitor to /login with the way back in returnTo', async () => {
    const { router } = renderApp('/league?tab=subpoules');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/league?tab=subpoules',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  });

  it('shows a loading state while a stored session is checked, then redirects when it is no good', async () => {
    storage.setTokens({ access: 'expired', refresh: 'revoked' });
    const { router } = renderApp('/profile');

    expect(await screen.findByRole('status')).toHaveTextContent('Laden...');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storage.getAccessToken()).toBeNull();
  });

  it('shows the page and the navbar to a signed-in player', async () => {
    renderApp('/dashboard', { user: makeUser() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welkom, anna_dv!' }),
    ).toBeVisible();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Anna de Vries')).toBeVisible();
    expect(within(header).getByText('anna@example.nl')).toBeVisible();
    expect(within(header).queryByText('ADMIN')).not.toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('sends a player without admin rights to /dashboard', async () => {
    const { router } = renderApp('/admin/election-results', { user: makeUser() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends an anonymous visitor to /login', async () => {
    const { router } = renderApp('/admin/user-search');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets staff in and shows the ADMIN badge', async () => {
    renderApp('/admin/user-search', { user: makeUser({ is_staff: true }) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beheer - Gebruiker zoeken' }),
    ).toBeVisible();
    expect(within(screen.getByRole('banner')).getByText('ADMIN')).toBeVisible();
  });
});

describe('GuestOnly', () => {
  it('sends a signed-in player from the landing page to /dashboard', async () => {
    const { router } = renderApp('/', { user: makeUser() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a signed-in player from /login to /dashboard', async () => {
    const { router } = renderApp('/login', { user: makeUser() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('navbar', () => {
  it('logs out: tells the server, clears the session and goes to /', async () => {
    sessionStorage.setItem('draft', 'x');
    const { router, fetchMock, user } = renderApp('/league', { user: makeUser() });

    await screen.findByRole('heading', { level: 1, name: 'Poule' });
    await user.click(screen.getAllByRole('button', { name: 'Uitloggen' })[0]!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout/');
    expect(JSON.parse(String(logoutCall?.[1]?.body))).toEqual({
      refresh: 'refresh-token',
    });
    expect(storage.getAccessToken()).toBeNull();
    expect(await storage.getUser()).toBeNull();
    expect(sessionStorage.getItem('draft')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zetelpoule' })).toBeVisible();
  });

  it('opens and closes the mobile menu', async () => {
    const { user } = renderApp('/dashboard', { user: makeUser({ is_superuser: true }) });

    const toggle = await screen.findByRole('button', { name: 'Menu openen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(menu).not.toBeNull();
    expect(within(menu!).getByRole('link', { name: 'Uitslagen' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('scroll to top', () => {
  it('scrolls to the top when the route changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/legal');
    await screen.findByRole('heading', { level: 1, name: 'Privacy en voorwaarden' });
    scrollTo.mockClear();

    await router.navigate('/register');

    await screen.findByRole('heading', { level: 1, name: 'Registreren' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

describe('error boundary', () => {
  it("shows 'Onverwachte fout in de app' with a way home when a page crashes", async () => {
    consoleError.mockImplementation(() => {});
    renderApp('/kapot', {
      routes: [
        {
          element: <RootLayout />,
          children: [{ path: 'kapot', element: <Crash />, errorElement: <RouteErrorBoundary /> }],
        },
      ],
    });

    expect(
      await screen.findByRole('heading', { name: 'Onverwachte fout in de app' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
  });

  it('offers a reload when a route script fails to load', async () => {
    renderApp('/traag', {
      routes: [
        {
          path: 'traag',
          errorElement: <RouteErrorBoundary />,
          HydrateFallback: () => null,
          lazy: () => Promise.reject(new ChunkLoadError('timeout')),
        },
      ],
    });

    expect(
      await screen.findByRole('heading', { name: 'De pagina kon niet worden geladen' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pagina opnieuw laden' })).toBeVisible();
  });
});
