import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, createApiClient, isRetryableError } from './api-client';
import { REFRESH_LOCK } from './refresh-lock';
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
      show_real_name: false,
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
    expect(await storage.getUser()).toBeNull();
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

  it('throws ApiError with status 0 and "Er is een netwerkfout opgetreden. Controleer je verbinding." when the server is unreachable', async () => {
    const api = createApiClient({
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });

    const error = await api.get('/api/items/1/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: 'Er is een netwerkfout opgetreden. Controleer je verbinding.',
    });
  });

  it('refuses an authenticated call without an access token', async () => {
    localStorage.clear();
    const fetchMock = vi.fn();
    const api = createApiClient({ fetch: fetchMock });

    await expect(api.get('/api/items/1/')).rejects.toMatchObject({
      status: 401,
      message: 'Je bent niet ingelogd. Log opnieuw in.',
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

  describe('with a schema loaded with the call', () => {
    it('starts loading it as the call goes out and parses the answer with it', async () => {
      let answer: (response: Response) => void = () => undefined;
      const fetchMock = vi.fn<typeof fetch>(
        () => new Promise<Response>((resolve) => (answer = resolve)),
      );
      const loader = vi.fn(async () => ItemSchema);
      const api = createApiClient({ fetch: fetchMock });

      const call = api.get('/api/items/7/', { schema: loader });
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(loader).toHaveBeenCalledOnce();
      answer(json(200, { id: 7, extra: 'ignored' }));
      await expect(call).resolves.toEqual({ id: 7 });
    });

    it('still rejects an answer that does not match it', async () => {
      const api = createApiClient({ fetch: vi.fn(async () => json(200, { id: 'seven' })) });

      await expect(
        api.get('/api/items/7/', { schema: async () => ItemSchema }),
      ).rejects.toMatchObject({ code: 'invalid_response' });
    });

    it('fails as offline, to be retried, when the schema cannot be loaded', async () => {
      const api = createApiClient({ fetch: vi.fn(async () => json(200, { id: 7 })) });

      const error: unknown = await api
        .get('/api/items/7/', {
          schema: () =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 0 });
      expect(isRetryableError(error)).toBe(true);
    });

    it("reports the server's error, not the schema's, when the call itself fails", async () => {
      const api = createApiClient({
        fetch: vi.fn(async () => json(404, { error: 'not_found', message: 'Niet gevonden' })),
      });

      await expect(
        api.get('/api/items/7/', { schema: () => Promise.reject(new TypeError('offline')) }),
      ).rejects.toMatchObject({ status: 404, code: 'not_found' });
    });
  });
});

/**
 * A stand-in for the browser's Web Locks API: one holder per name, the rest wait in order.
 * Every client in a test shares it and the jsdom localStorage, like tabs of one browser.
 */
function installLocks(beforeGrant?: (name: string) => void) {
  const queues = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  const held: string[] = [];
  const request = vi.fn(
    (name: string, options: LockOptions, callback: () => Promise<unknown>): Promise<unknown> => {
      names.push(name);
      const hold = () => {
        held.push(name);
        return callback().finally(() => held.splice(held.indexOf(name), 1));
      };
      // Shared locks (a spent token's mark) never wait here: nothing takes them exclusively.
      if (options.mode === 'shared') return hold();
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous
        .catch(() => undefined)
        .then(() => {
          beforeGrant?.(name);
          return hold();
        });
      queues.set(name, run);
      return run;
    },
  );
  const query = vi.fn(async () => ({ held: held.map((name) => ({ name })), pending: [] }));
  vi.stubGlobal('navigator', { ...navigator, locks: { request, query } });
  return { request, names };
}

const isRefresh = ([path]: [RequestInfo | URL, RequestInit?]) =>
  String(path) === '/api/auth/token/refresh/';

describe('refreshing across tabs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refreshes while holding the cross-tab lock', async () => {
    const { names } = installLocks();
    const fetchMock = fakeServer(() => json(200, { access: 'new-access', refresh: 'new-refresh' }));
    const api = createApiClient({ fetch: fetchMock });

    await expect(api.get('/api/items/1/', { schema: ItemSchema })).resolves.toEqual({ id: 1 });
    // The refresh lock, then the mark of the spent token, taken while the lock was held.
    expect(names).toEqual([REFRESH_LOCK, expect.stringMatching(/^zetelpoule\.token-spent\./)]);
    expect(names[1]).not.toContain('old-refresh');
    expect(storage.getRefreshToken()).toBe('new-refresh');
  });

  it('waits for the tokens a tab just rotated to reach its storage, instead of refreshing again', async () => {
    installLocks();
    const fetchMock = fakeServer(() => json(200, { access: 'new-access', refresh: 'new-refresh' }));
    const firstTab = createApiClient({ fetch: fetchMock });
    const secondTab = createApiClient({ fetch: fetchMock });
    await expect(firstTab.get('/api/items/1/', { schema: ItemSchema })).resolves.toEqual({ id: 1 });

    // Chromium brings another tab's localStorage up to date asynchronously: the second tab
    // still reads the old tokens when it takes the lock, and the new ones arrive a little later.
    storage.setTokens({ access: 'old-access', refresh: 'old-refresh' });
    setTimeout(() => storage.setTokens({ access: 'new-access', refresh: 'new-refresh' }), 50);

    await expect(secondTab.get('/api/items/2/', { schema: ItemSchema })).resolves.toEqual({
      id: 2,
    });
    expect(fetchMock.mock.calls.filter(isRefresh)).toHaveLength(1);
    expect(storage.getRefreshToken()).toBe('new-refresh');
  });

  it('refreshes after all when the rotated tokens do not arrive (the grace window)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      installLocks();
      const fetchMock = fakeServer(() =>
        json(200, { access: 'new-access', refresh: 'new-refresh' }),
      );
      const firstTab = createApiClient({ fetch: fetchMock });
      const secondTab = createApiClient({ fetch: fetchMock });
      const first = firstTab.get('/api/items/1/', { schema: ItemSchema });
      await vi.advanceTimersByTimeAsync(0);
      await expect(first).resolves.toEqual({ id: 1 });
      storage.setTokens({ access: 'old-access', refresh: 'old-refresh' });

      const second = secondTab.get('/api/items/2/', { schema: ItemSchema });
      await vi.advanceTimersByTimeAsync(2_100);
      await expect(second).resolves.toEqual({ id: 2 });
      expect(fetchMock.mock.calls.filter(isRefresh)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets only one of two tabs refresh; the other uses the tokens it stored', async () => {
    installLocks();
    let answerRefresh: (response: Response) => void = () => {};
    const fetchMock = fakeServer(
      () => new Promise<Response>((resolve) => (answerRefresh = resolve)),
    );
    const firstTab = createApiClient({ fetch: fetchMock });
    const secondTab = createApiClient({ fetch: fetchMock });

    const calls = [
      firstTab.get('/api/items/1/', { schema: ItemSchema }),
      secondTab.get('/api/items/2/', { schema: ItemSchema }),
    ];
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(isRefresh)).toBe(true));
    answerRefresh(json(200, { access: 'new-access', refresh: 'new-refresh' }));

    await expect(Promise.all(calls)).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    expect(fetchMock.mock.calls.filter(isRefresh)).toHaveLength(1);
  });

  it('uses tokens another tab stored while this one waited for the lock, without refreshing', async () => {
    // The other tab finishes its refresh just before this tab gets the lock.
    installLocks(() => storage.setTokens({ access: 'new-access', refresh: 'new-refresh' }));
    const fetchMock = fakeServer(() => json(401, { error: 'token_not_valid' }));
    const onLogout = vi.fn();
    const api = createApiClient({ fetch: fetchMock, onLogout });

    await expect(api.get('/api/items/5/', { schema: ItemSchema })).resolves.toEqual({ id: 5 });
    expect(fetchMock.mock.calls.filter(isRefresh)).toHaveLength(0);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('keeps the newer tokens when a tab without the lock rotated the refresh token first', async () => {
    const fetchMock = fakeServer(() => {
      // The server saw the other tab's refresh first and refuses this stale one.
      storage.setTokens({ access: 'new-access', refresh: 'new-refresh' });
      return json(401, { error: 'token_not_valid' });
    });
    const onLogout = vi.fn();
    const api = createApiClient({ fetch: fetchMock, onLogout });

    await expect(api.get('/api/items/6/', { schema: ItemSchema })).resolves.toEqual({ id: 6 });
    expect(onLogout).not.toHaveBeenCalled();
    expect(storage.getRefreshToken()).toBe('new-refresh');
  });

  it('falls back to the in-tab single flight without the Web Locks API', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const fetchMock = fakeServer(() => json(200, { access: 'new-access', refresh: 'new-refresh' }));
    const api = createApiClient({ fetch: fetchMock });

    const results = await Promise.all(
      [1, 2, 3].map((id) => api.get(`/api/items/${id}/`, { schema: ItemSchema })),
    );
    expect(results).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(fetchMock.mock.calls.filter(isRefresh)).toHaveLength(1);
  });
});

describe('a refresh that fails without a refusal', () => {
  it.each([429, 500, 502, 503])(
    'keeps the session on a %i, fails the call with a retryable error and refreshes again later',
    async (status) => {
      let refreshAnswer = (): Response => json(status, { error: 'rate_limited' });
      const fetchMock = fakeServer(() => refreshAnswer());
      const onLogout = vi.fn();
      const api = createApiClient({ fetch: fetchMock, onLogout });

      const error = await api.get('/api/items/1/').catch((caught: unknown) => caught);
      expect(error).toMatchObject({
        status,
        code: 'refresh_failed',
        message: 'Je sessie kon even niet worden vernieuwd. We proberen het zo opnieuw.',
      });
      expect(isRetryableError(error)).toBe(true);
      expect(onLogout).not.toHaveBeenCalled();
      expect(storage.getAccessToken()).toBe('old-access');
      expect(storage.getRefreshToken()).toBe('old-refresh');

      // Later the server answers again: the next call refreshes and succeeds.
      refreshAnswer = () => json(200, { access: 'new-access', refresh: 'new-refresh' });
      await expect(api.get('/api/items/2/', { schema: ItemSchema })).resolves.toEqual({ id: 2 });
      expect(fetchMock.mock.calls.filter(isRefresh)).toHaveLength(2);
    },
  );

  it('keeps the session when the refresh cannot reach the server (offline)', async () => {
    const fetchMock = fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const onLogout = vi.fn();
    const api = createApiClient({ fetch: fetchMock, onLogout });

    const error = await api.get('/api/items/1/').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0 });
    expect(isRetryableError(error)).toBe(true);
    expect(onLogout).not.toHaveBeenCalled();
    expect(storage.getRefreshToken()).toBe('old-refresh');
  });

  it('keeps the session when the refresh answer is garbled', async () => {
    const onLogout = vi.fn();
    const api = createApiClient({ fetch: fakeServer(() => json(200, { nope: 1 })), onLogout });

    const error = await api.get('/api/items/1/').catch((caught: unknown) => caught);
    expect(isRetryableError(error)).toBe(true);
    expect(onLogout).not.toHaveBeenCalled();
    expect(storage.getRefreshToken()).toBe('old-refresh');
  });

  it('does not call a refusal or a bad request retryable', () => {
    for (const status of [400, 401, 403, 404, 409, 423]) {
      expect(isRetryableError(new ApiError({ status, message: 'x' }))).toBe(false);
    }
    expect(isRetryableError(new Error('x'))).toBe(false);
  });
});
