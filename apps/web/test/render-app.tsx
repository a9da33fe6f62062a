import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../src/app/providers';
import { createRoutes } from '../src/app/router';
import { createApiClient } from '../src/lib/api-client';
import { storage } from '../src/lib/storage';
import type { User } from '@zetelpoule/shared/contract/user';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'anna_dv',
    first_name: 'Anna',
    last_name: 'de Vries',
    full_name: 'Anna de Vries',
    email: 'anna@example.nl',
    avatar: null,
    is_staff: false,
    is_superuser: false,
    has_usable_password: true,
    is_email_verified: true,
    date_joined: '2025-09-01T10:00:00Z',
    show_real_name: false,
    social_auth: [],
    ...overrides,
  };
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * The whole app in a memory router, against a fake server. With `user`, a session is stored
 * and the profile call answers with that user, as after a page reload of a signed-in player.
 */
export function renderApp(
  path: string,
  { user, routes }: { user?: User; routes?: RouteObject[] } = {},
) {
  if (user) storage.setSession({ access: 'access-token', refresh: 'refresh-token' }, user);
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/auth/profile/' && user) return jsonResponse(200, user);
    if (url === '/api/auth/logout/') return jsonResponse(205);
    return jsonResponse(401, { error: 'not_authenticated', message: 'Niet ingelogd' });
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes ?? createRoutes(queryClient), {
    initialEntries: [path],
  });
  const utils = render(
    <AppProviders
      router={router}
      queryClient={queryClient}
      apiClient={createApiClient({ fetch: fetchMock })}
      isLive={false}
    />,
  );
  return { ...utils, router, fetchMock, user: userEvent.setup() };
}
