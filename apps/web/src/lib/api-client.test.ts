import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, createApiClient } from './api-client';
import { storage } from './storage';

const ItemSchema = z.object({ id: z.number() });

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function authHeader(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

/** A fake server: the refresh endpoint answers `refreshAnswer`; other paths need 'new-access'. */
function fakeServer(refreshAnswer: () => Promise<Response> | Response) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/auth/token/refresh/') return refreshAnswer();
    if (authHeader(init) !== 'Bearer new-access') return json(401, { error: 'token_invalid' });
    return json(200, { id: Number(path.split('/').at(-2)) });
  });
}

beforeEach(() => {
  storage.setTokens({ access: 'old-access', refresh: 'old-refresh' });
});

describe('api client', () => {
  it('sends the bearer token and parses the response with the given schema', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { id: 7, extra: 'ignored' }));
    const api = createApiClient({ fetch: fetchMock });

    await expect(api.get('/api/items/7/', { schema: ItemSchema })).resolves.toEqual({ id: 7 });
    expect(authHeader(fetchMock.mock.calls[0]?.[1])).toBe('Bearer old-access');
  });

  it('refreshes once on a 401, stores the new tokens and retries the call', async () => {
    const fetchMock = fakeServer(() => json(200, { access: 'new-access', refresh: 'new-refresh' }));
    const api = createApiClient({ fetch: fetchMock });

    await expect(api.get('/api/items/1/', { schema: ItemSchema })).resolves.toEqual({ id: 1 });
    expect(storage.getAccessToken()).toBe('new-access');
    expect(storage.getRefreshToken()).toBe('new-refresh');
    const refreshCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/token/refresh/');
    expect(JSON.parse(String(refreshCall?.[1]?.body))).toEqual({ refresh: 'old-refresh' });
  });

  it('keeps the old refresh token when the refresh answer carries none', async () => {
    const api = createApiClient({ fetch: fakeServer(() => json(200, { access: 'new-access' })) });

    await api.get('/api/items/1/', { schema: ItemSchema });
    expect(storage.getRefreshToken()).toBe('old-refresh');
  });

  it('shares one refresh between several calls that get a 401 at the same time', async () => {
    let answerRefresh: (response: Response) => void = () => {};
    const fetchMock = fakeServer(
      () => new Promise<Response>((resolve) => (answerRefresh = resolve)),
    );
    const api = createApiClient({ fetch: fetchMock });

    const calls = [1, 2, 3, 4].map((id) => api.get(`/api/items/${id}/`, { schema: ItemSchema }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/token/refresh/')).toBe(true),
    );
    answerRefresh(json(200, { access: 'new-access', refresh: 'new-refresh' }));

    await expect(Promise.all(calls)).resolves.toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    const refreshCalls = fetchMock.mock.calls.filter(
      ([path]) => path === '/api/auth/token/refresh/',
    );
    expect(refreshCalls).toHaveLength(1);
  });

  it('clears the session and calls onLogout when the refresh is refused', async () => {
    storage.setUser({
      id: 1,
      username: 'anna',
      first_name: 'Anna',
      last_name: 'de Vries',
      full_name: 'Anna de Vries',
      email: 'anna@example.nl',
      avatar: null,
      is_staff: false,
      is_superuser: false,
      has_usable_password: true,
      is_email_verified: true,
      date_joined: '2025-01-01T00:00:00Z',
      social_auth: [],
    });
    const onLogout = vi.fn();
    const api = createApiClient({
      fetch: fakeServer(() => json(401, { error: 'token_invalid', message: 'Token is ongeldig' })),
      onLogout,
    });

    const results = await Promise.allSettled([
      api.get('/api/items/1/', { schema: ItemSchema }),
      api.get('/api/items/2/', { schema: ItemSchema }),
    ]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(storage.getAccessToken()).toBeNull();
    expect(storage.getRefreshToken()).toBeNull();
    expect(storage.getUser()).toBeNull();
  });

  it('logs out without asking the server when no refresh token is stored', async () => {
    localStorage.removeItem('zetelpoule.refresh-token');
    const onLogout = vi.fn();
    const fetchMock = fakeServer(() => json(200, { access: 'new-access' }));
    const api = createApiClient({ fetch: fetchMock, onLogout });

    await expect(api.get('/api/items/1/')).rejects.toMatchObject({ status: 401 });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storage.getAccessToken()).toBeNull();
  });

  it('throws ApiError with status 0 and "Network error occurred" when the server is unreachable', async () => {
    const api = createApiClient({
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });

    const error = await api.get('/api/items/1/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Network error occurred' });
  });

  it('refuses an authenticated call without an access token', async () => {
    localStorage.clear();
    const fetchMock = vi.fn();
    const api = createApiClient({ fetch: fetchMock });

    await expect(api.get('/api/items/1/')).rejects.toMatchObject({
      status: 401,
      message: 'No access token available',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends public calls without a token', async () => {
    localStorage.clear();
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { id: 3 }));
    const api = createApiClient({ fetch: fetchMock });

    await api.get('/api/auth/parties/', { auth: false, schema: ItemSchema });
    expect(authHeader(fetchMock.mock.calls[0]?.[1])).toBeUndefined();
  });

  it('turns an error body into status, code, message and field errors', async () => {
    const api = createApiClient({
      fetch: vi.fn(async () =>
        json(400, {
          error: 'validation_error',
          message: 'Controleer de velden',
          username: ['Gebruikersnaam is verplicht'],
          non_field_errors: ['Iets ging mis'],
        }),
      ),
    });

    const error = await api
      .post('/api/items/', { body: { username: '' } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Controleer de velden',
      fieldErrors: {
        username: ['Gebruikersnaam is verplicht'],
        non_field_errors: ['Iets ging mis'],
      },
    });
  });

  it('rejects a response that does not match the schema', async () => {
    const api = createApiClient({ fetch: vi.fn(async () => json(200, { id: 'seven' })) });

    await expect(api.get('/api/items/7/', { schema: ItemSchema })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});
