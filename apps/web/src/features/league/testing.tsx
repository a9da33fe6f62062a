// Test helpers for the league feature: a fake server behind the global fetch (the app's one
// API client calls it), and the providers a league page needs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import type {
  LeaderboardEntry,
  LeaderboardPage,
  MemberPredictions,
  Party,
  Subleague,
} from '@zetelpoule/shared';
import { jsonResponse, makeUser } from '../../../test/render-app';
import { AuthProvider, useAuth } from '../../lib/auth';
import { storage } from '../../lib/storage';
import type { User } from '../../lib/user';
import { LeaguePage } from './components/league-page';

export { jsonResponse, makeUser };

// Every helper below stubs globals (fetch, IntersectionObserver); each test starts clean.
afterEach(() => {
  vi.unstubAllGlobals();
});

export type FakeRequest = { method: string; url: URL; body: unknown };
type Handler = (request: FakeRequest) => Response | Promise<Response>;

/**
 * Routes requests by "METHOD /path/" (the query string is not part of the key; handlers read
 * it from `url`). An unknown route is a 404, so a test notices a call it did not expect.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse(404, { error: 'not_found', message: 'Niet gevonden.' });
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** The requests to one path, in order. */
    to: (method: string, pathname: string) =>
      requests.filter((r) => r.method === method && r.url.pathname === pathname),
  };
}

export const VIEWER = makeUser({ id: 7, username: 'anna_dv', full_name: 'Anna de Vries' });

/** The profile call AuthProvider makes for a stored session. */
export function profileHandler(user: User = VIEWER): Record<string, Handler> {
  return { 'GET /api/auth/profile/': () => jsonResponse(200, user) };
}

/**
 * Renders `routes` in a memory router with a fresh query client (no retries: a test sees a
 * failure at once) and the real AuthProvider. With `user`, a session is stored first.
 */
export function renderWithRoutes(
  routes: RouteObject[],
  path: string,
  { user, strict = false }: { user?: User | null; strict?: boolean } = {},
) {
  if (user) storage.setSession({ access: 'access-token', refresh: 'refresh-token' }, user);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree: ReactNode = (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
  const utils = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...utils, router, queryClient };
}

/** What the app's guards (app/guards.tsx) do while the profile loads: show no page yet. */
function AuthSettled() {
  return useAuth().status === 'loading' ? null : <Outlet />;
}

/**
 * /league (at `path`, e.g. with `?tab=subpoules`) for a signed-in VIEWER. As behind the app's
 * guard, the page appears once the profile call has answered, so what it shows for the viewer
 * (their row, a creator's controls) is there from its first paint.
 */
export function renderLeaguePage(path = '/league') {
  return renderWithRoutes(
    [{ element: <AuthSettled />, children: [{ path: '/league', element: <LeaguePage /> }] }],
    path,
    { user: VIEWER },
  );
}

export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup(options);
}

/* ---------- Builders of server answers ---------- */

export function entry(overrides: Partial<LeaderboardEntry> & { id: number }): LeaderboardEntry {
  const username = overrides.username ?? `speler_${overrides.id}`;
  return {
    username,
    display_name: username,
    full_name: '',
    email: null,
    total_points: 0,
    rank: 1,
    ...overrides,
  };
}

export function leaderboardPage(overrides: Partial<LeaderboardPage> = {}): LeaderboardPage {
  return {
    results: [],
    count: 0,
    has_next: false,
    is_final: false,
    election_name: 'Tweede Kamer 2029',
    ...overrides,
  };
}

export function subleague(overrides: Partial<Subleague> & { id: number }): Subleague {
  return {
    name: `Subpoule ${overrides.id}`,
    creator: VIEWER.id,
    user_points: 0,
    member_count: 1,
    members: [
      {
        user: VIEWER.id,
        user_name: VIEWER.username,
        full_name: null,
        points: 0,
        prediction_complete: false,
      },
    ],
    invite_link: `http://localhost/league/join/code-${overrides.id}-abcdefghijklmnop`,
    ...overrides,
  };
}

export const PARTIES: Party[] = [
  { id: 1, name: 'Oranje Partij', hexcolor: '#ff7a00', list_number: 1 },
  { id: 2, name: 'Blauwe Beweging', hexcolor: '#1d4ed8', list_number: 2 },
  { id: 3, name: 'Groen Front', hexcolor: '#15803d', list_number: 3 },
  { id: 4, name: 'Rode Lijst', hexcolor: '#b91c1c', list_number: 4 },
];

/** Seats 0.. assigned in blocks: { partyId: count }. */
export function memberPrediction(
  seats: Record<number, number>,
  overrides: Partial<MemberPredictions> = {},
): MemberPredictions {
  let seat = 0;
  const seatPredictions: MemberPredictions['seat_predictions'] = [];
  for (const [party, count] of Object.entries(seats)) {
    for (let i = 0; i < count; i++)
      seatPredictions.push({ seat_number: seat++, party: Number(party) });
  }
  return {
    election_id: 1,
    category: 'TK',
    seat_count: 150,
    first_count_candidates: ['Rozendaal', 'Schiermonnikoog', 'Vlieland'],
    updated_at: '2029-03-01T10:00:00.000Z',
    seat_predictions: seatPredictions,
    selected_municipality: null,
    country_turnout_prediction: null,
    turnout_predictions: [],
    biggest_party_predictions: [],
    captain_party: null,
    points: null,
    ...overrides,
  };
}

/** A controllable IntersectionObserver: `intersect()` tells every observer its target is in view. */
export function installIntersectionObserver() {
  const observers = new Set<FakeIntersectionObserver>();
  class FakeIntersectionObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire() {
      const records = [...this.targets].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (records.length > 0) {
        this.callback(records, this as unknown as IntersectionObserver);
      }
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    intersect() {
      for (const observer of [...observers]) observer.fire();
    },
  };
}
