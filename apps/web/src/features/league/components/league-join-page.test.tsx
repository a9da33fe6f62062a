import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import {
  fakeServer,
  jsonResponse,
  profileHandler,
  renderWithRoutes,
  setupUser,
  subleague,
  VIEWER,
  type FakeRequest,
} from '../testing';
import { LeagueJoinPage, LoginRequired } from './league-join-page';

const CODE = 'Qm9ycmVsY2x1YjIwMjlhYmNk';
const JOIN_PATH = `/api/auth/league/join/${CODE}/`;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const ROUTES: RouteObject[] = [
  { path: '/league/join/:inviteCode', element: <LeagueJoinPage /> },
  { path: '/login', element: <Where /> },
  { path: '/league', element: <Where /> },
];

function joined(name = 'Borrelclub', alreadyMember = false) {
  return jsonResponse(200, {
    message: `Je neemt nu deel aan ${name}.`,
    already_member: alreadyMember,
    subleague: subleague({ id: 3, name, creator: 99 }),
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the league join page', () => {
  it("shows 'Laden... Authenticatie controleren...' while the session is checked", async () => {
    fakeServer({ 'GET /api/auth/profile/': () => new Promise<Response>(() => {}) });
    storage.setTokens({ access: 'access-token', refresh: 'refresh-token' });
    renderWithRoutes(ROUTES, `/league/join/${CODE}`);

    expect(await screen.findByRole('heading', { name: 'Laden...' })).toBeVisible();
    expect(screen.getByText('Authenticatie controleren...')).toBeVisible();
  });

  it('sends an anonymous visitor to the login page with the way back', async () => {
    const server = fakeServer({});
    const { router } = renderWithRoutes(ROUTES, `/league/join/${CODE}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      `/league/join/${CODE}`,
    );
    expect(server.requests).toHaveLength(0);
  });

  it("shows 'Inloggen vereist' with the code and a login button on the way", () => {
    const loginPath = `/login?returnTo=${encodeURIComponent(`/league/join/${CODE}`)}`;
    render(
      <MemoryRouter>
        <LoginRequired inviteCode={CODE} loginPath={loginPath} />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { name: 'Inloggen vereist' })).toBeVisible();
    expect(screen.getByText(CODE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inloggen om deel te nemen' })).toHaveAttribute(
      'href',
      loginPath,
    );
  });

  it('joins once (even under StrictMode), welcomes the player and goes to the league after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (response: Response) => void = () => {};
    const server = fakeServer({
      ...profileHandler(),
      [`POST ${JOIN_PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderWithRoutes(ROUTES, `/league/join/${CODE}`, {
      user: VIEWER,
      strict: true,
    });

    expect(await screen.findByText('Deelnemen aan subpoule...')).toBeVisible();
    await waitFor(() => expect(server.to('POST', JOIN_PATH)).toHaveLength(1));
    act(() => answer(joined()));

    expect(await screen.findByRole('heading', { name: 'Welkom bij de poule!' })).toBeVisible();
    expect(screen.getByText('Je neemt nu deel aan Borrelclub')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ga nu naar de poule' })).toHaveAttribute(
      'href',
      '/league?tab=subpoules',
    );
    expect(server.to('POST', JOIN_PATH)).toHaveLength(1);

    act(() => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe(`/league/join/${CODE}`);
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/league'));
    expect(router.state.location.search).toBe('?tab=subpoules');
  });

  it('says so when the player was already a member', async () => {
    fakeServer({ ...profileHandler(), [`POST ${JOIN_PATH}`]: () => joined('Borrelclub', true) });
    renderWithRoutes(ROUTES, `/league/join/${CODE}`, { user: VIEWER });

    expect(await screen.findByRole('heading', { name: 'Welkom bij de poule!' })).toBeVisible();
    expect(screen.getByText('Je was al lid van deze subpoule.')).toBeVisible();
  });

  it("shows the server's error with the code, and joins on 'Opnieuw proberen'", async () => {
    let attempts = 0;
    const server = fakeServer({
      ...profileHandler(),
      [`POST ${JOIN_PATH}`]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(404, {
              error: 'invite_invalid',
              message: 'Deze uitnodigingslink is ongeldig of verlopen.',
            })
          : joined();
      },
    });
    const user = setupUser();
    renderWithRoutes(ROUTES, `/league/join/${CODE}`, { user: VIEWER });

    expect(
      await screen.findByRole('heading', { name: 'Kan niet deelnemen aan subpoule' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Deze uitnodigingslink is ongeldig of verlopen.',
    );
    expect(screen.getByText(CODE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ga naar de Poule' })).toHaveAttribute(
      'href',
      '/league',
    );

    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

    expect(await screen.findByRole('heading', { name: 'Welkom bij de poule!' })).toBeVisible();
    expect(server.to('POST', JOIN_PATH)).toHaveLength(2);
  });

  it('names a network failure as such', async () => {
    fakeServer({
      ...profileHandler(),
      [`POST ${JOIN_PATH}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderWithRoutes(ROUTES, `/league/join/${CODE}`, { user: VIEWER });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error occurred. Please check your connection and try again.',
    );
  });

  it("falls back to 'Failed to join subleague' when the server gives no message", async () => {
    fakeServer({
      ...profileHandler(),
      [`POST ${JOIN_PATH}`]: (_request: FakeRequest) =>
        new Response('Bad Gateway', { status: 502 }),
    });
    renderWithRoutes(ROUTES, `/league/join/${CODE}`, { user: VIEWER });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to join subleague');
  });
});
