import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@zetelpoule/shared/contract/user';
import { AppProviders, createQueryClient } from '../src/app/providers';
import { createRoutes } from '../src/app/router';
import { createApiClient } from '../src/lib/api-client';
import { storage } from '../src/lib/storage';

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (path: string, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * The whole app (router, guards, providers) in strict mode, as main.tsx renders it, against a
 * fake server: `handler` answers each call. Call `vi.unstubAllGlobals()` after each test.
 */
export function renderPage(path: string, handler: Handler, options: { user?: User } = {}) {
  if (options.user) storage.setSession({ access: 'access-1', refresh: 'refresh-1' }, options.user);
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/auth/profile/' && options.user && init?.method === 'GET') {
      return json(200, options.user);
    }
    return handler(url, init);
  });
  // Feature API files use the app's one client, which calls the global fetch.
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const utils = render(
    <StrictMode>
      <AppProviders
        router={router}
        queryClient={queryClient}
        apiClient={createApiClient({ fetch: fetchMock })}
        isLive={false}
      />
    </StrictMode>,
  );
  return { ...utils, router, fetchMock, user: userEvent.setup() };
}

/** The JSON body of the calls made to `path`. */
export function bodiesSentTo(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}
