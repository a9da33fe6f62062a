import { act, screen, waitFor } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingInvite, rememberInvite } from '../../../lib/pending-invite';
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
import { LeagueJoinPage } from './league-join-page';

const CODE = 'Qm9ycmVsY2x1YjIwMjlhYmNk';
const JOIN_PATH = `/api/auth/league/join/${CODE}/`;
const INVITE_PATH = `/api/league/invite/${CODE}/`;
const RETURN = encodeURIComponent(`/league/join/${CODE}`);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const ROUTES: RouteObject[] = [
  { path: '/league/join/:inviteCode', element: <LeagueJoinPage /> },
  { path: '/login', element: <Where /> },
  { path: '/register', element: <Where /> },
  { path: '/setup-username', element: <Where /> },
  { path: '/league', element: <Where /> },
];

const PREVIEW = {
  name: 'Borrelclub Binnenhof',
  creator_username: 'anna_dv',
  member_count: 4,
  election_name: 'Tweede Kamer 2029',
  predictions_deadline: '2029-03-14T06:30:00.000Z',
  predictions_closed: false,
};

function joined(name = 'Borrelclub', alreadyMember = false) {
  return jsonResponse(200, {
    message: `Je neemt nu deel aan ${name}.`,
    already_member: alreadyMember,
    subleague: subleague({ id: 3, name, creator: 99 }),
  });
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the league join page', () => {
  it("shows 'Laden... Authenticatie controleren...' while the session is checked", async () => {
    fakeServer({ 'GET /api/auth/profile/': () => new Promise<Response>(() => {}) });
    storage.setTokens({ access: 'access-token', refresh: 'refresh-token' });
    renderWithRoutes(ROUTES, `/league/join/${CODE}`);

    expect(await screen.findByRole('heading', { name: 'Laden...' })).toBeVisible();
    expect(screen.getByText('Authenticatie controleren...')).toBeVisible();
  });

  it('shows a logged-out visitor the invitation: name, creator, members, deadline and two ways in', async () => {
    const server = fakeServer({ [`GET ${INVITE_PATH}`]: () => jsonResponse(200, PREVIEW) });
    const { router } = renderWithRoutes(ROUTES, `/league/join/${CODE}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Borrelclub Binnenhof' }),
    ).toBeVisible();
    expect(screen.getByText('Je bent uitgenodigd!')).toBeVisible();
    expect(
      screen.getByText('anna_dv nodigt je uit om mee te spelen in deze subpoule.'),
    ).toBeVisible();
    expect(screen.getByText('4 leden')).toBeVisible();
    // 06:30 UTC is 07:30 in Amsterdam in March.
    expect(screen.getByText(/woensdag 14 maart 2029 om 07:30/)).toBeVisible();
    expect(screen.getByText('Tweede Kamer 2029')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registreren en meedoen' })).toHaveAttribute(
      'href',
      `/register?returnTo=${RETURN}`,
    );
    expect(screen.getByRole('link', { name: 'Inloggen en meedoen' })).toHaveAttribute(
      'href',
      `/login?returnTo=${RETURN}`,
    );
    // It stays: no redirect, no join attempt without a session, and the invite is kept.
    expect(router.state.location.pathname).toBe(`/league/join/${CODE}`);
    expect(server.to('POST', JOIN_PATH)).toHaveLength(0);
    expect(pendingInvite()).toBe(CODE);
  });

  it('after the deadline, says predictions are closed and offers to follow the league', async () => {
    fakeServer({
      [`GET ${INVITE_PATH}`]: () => jsonResponse(200, { ...PREVIEW, predictions_closed: true }),
    });
    renderWithRoutes(ROUTES, `/league/join/${CODE}`);

    expect(
      await screen.findByText(/De voorspellingen voor de Tweede Kamer 2029 zijn gesloten/),
    ).toBeVisible();
    expect(screen.getByText('Voorspellen kon tot')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registreren en volgen' })).toHaveAttribute(
      'href',
      `/register?returnTo=${RETURN}`,
    );
    expect(screen.getByRole('link', { name: 'Inloggen en volgen' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /meedoen/ })).toBeNull();
  });

  it('sends a visitor who follows "Registreren en meedoen" to registration with the way back', async () => {
    fakeServer({ [`GET ${INVITE_PATH}`]: () => jsonResponse(200, PREVIEW) });
    const user = setupUser();
    const { router } = renderWithRoutes(ROUTES, `/league/join/${CODE}`);

    await user.click(await screen.findByRole('link', { name: 'Registreren en meedoen' }));

    expect(router.state.location.pathname).toBe('/register');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      `/league/join/${CODE}`,
    );
  });

  it('says so when the invite does not exist, and forgets it', async () => {
    rememberInvite(CODE);
    fakeServer({
      [`GET ${INVITE_PATH}`]: () =>
        jsonResponse(404, {
          error: 'invite_invalid',
          message: 'Deze uitnodigingslink is ongeldig of verlopen.',
        }),
    });
    renderWithRoutes(ROUTES, `/league/join/${CODE}`);

    expect(await screen.findByRole('heading', { name: 'Uitnodiging niet gevonden' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Deze uitnodigingslink is ongeldig of verlopen.',
    );
    expect(screen.queryByRole('link', { name: 'Registreren en meedoen' })).toBeNull();
    await waitFor(() => expect(pendingInvite()).toBeNull());
  });

  it('still offers both ways in when the invitation cannot be loaded', async () => {
    fakeServer({ [`GET ${INVITE_PATH}`]: () => new Response('Bad Gateway', { status: 502 }) });
    renderWithRoutes(ROUTES, `/league/join/${CODE}`);

    expect(
      await screen.findByText(/De details van deze uitnodiging konden niet worden geladen/),
    ).toBeVisible();
    expect(screen.getByText(CODE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registreren en meedoen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inloggen en meedoen' })).toBeVisible();
  });

  it('lets a new social player choose a username first, then come back to join', async () => {
    const newcomer = { ...VIEWER, username: 'tmp_0123456789ab' };
    const server = fakeServer(profileHandler(newcomer));
    const { router } = renderWithRoutes(ROUTES, `/league/join/${CODE}`, { user: newcomer });

    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-username'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      `/league/join/${CODE}`,
    );
    expect(server.to('POST', JOIN_PATH)).toHaveLength(0);
  });

  it('joins once (even under StrictMode), welcomes the player and goes to the league after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (response: Response) => void = () => {};
    const server = fakeServer({
      ...profileHandler(),
      [`POST ${JOIN_PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    rememberInvite(CODE);
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
    expect(pendingInvite()).toBeNull();

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
      'Er is een netwerkfout opgetreden. Controleer je verbinding en probeer het opnieuw.',
    );
  });

  it("falls back to 'Deelnemen aan de subpoule is mislukt' when the server gives no message", async () => {
    fakeServer({
      ...profileHandler(),
      [`POST ${JOIN_PATH}`]: (_request: FakeRequest) =>
        new Response('Bad Gateway', { status: 502 }),
    });
    renderWithRoutes(ROUTES, `/league/join/${CODE}`, { user: VIEWER });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deelnemen aan de subpoule is mislukt',
    );
  });
});
