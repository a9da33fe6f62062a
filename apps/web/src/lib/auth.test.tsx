import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../test/render-app';
import { createApiClient } from './api-client';
import { AuthProvider, PROFILE_RETRY_MS, useAuth } from './auth';
import { storage } from './storage';

function Probe() {
  const { status, user, isAdmin, login, logout } = useAuth();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.username ?? '-'}</p>
      <p data-testid="admin">{String(isAdmin)}</p>
      <button onClick={() => login({ access: 'a2', refresh: 'r2' }, makeUser({ username: 'bo' }))}>
        login
      </button>
      <button onClick={() => void logout()}>logout</button>
    </div>
  );
}

function renderAuth(fetchImpl: typeof fetch, onLoggedOut = vi.fn()) {
  render(
    <AuthProvider apiClient={createApiClient({ fetch: fetchImpl })} onLoggedOut={onLoggedOut}>
      <Probe />
    </AuthProvider>,
  );
  return { user: userEvent.setup(), onLoggedOut };
}

function renderAuthWithUnmount(fetchImpl: typeof fetch) {
  return render(
    <AuthProvider apiClient={createApiClient({ fetch: fetchImpl })}>
      <Probe />
    </AuthProvider>,
  );
}

const status = () => screen.getByTestId('status');

describe('AuthProvider', () => {
  it('starts anonymous without a stored token and asks the server nothing', () => {
    const fetchMock = vi.fn<typeof fetch>();
    renderAuth(fetchMock);

    expect(status()).toHaveTextContent('anonymous');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the profile for a stored token and marks staff as admin', async () => {
    storage.setTokens({ access: 'a', refresh: 'r' });
    renderAuth(vi.fn<typeof fetch>(async () => jsonResponse(200, makeUser({ is_staff: true }))));

    expect(status()).toHaveTextContent('loading');
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    expect(screen.getByTestId('user')).toHaveTextContent('anna_dv');
    expect(screen.getByTestId('admin')).toHaveTextContent('true');
    expect((await storage.getUser())?.username).toBe('anna_dv');
  });

  it('keeps the stored user when the server cannot be reached at start', async () => {
    storage.setSession({ access: 'a', refresh: 'r' }, makeUser());
    renderAuth(
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    expect(storage.getAccessToken()).toBe('a');
  });

  it('stays signed in when the token refresh at start answers 429 or 503', async () => {
    for (const refreshStatus of [429, 503]) {
      storage.setSession({ access: 'expired', refresh: 'r' }, makeUser());
      const fetchMock = vi.fn<typeof fetch>(async (input) =>
        String(input) === '/api/auth/token/refresh/'
          ? jsonResponse(refreshStatus, { error: 'busy' })
          : jsonResponse(401, { error: 'token_not_valid' }),
      );
      const { unmount } = renderAuthWithUnmount(fetchMock);

      await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
      expect(screen.getByTestId('user')).toHaveTextContent('anna_dv');
      expect(storage.getRefreshToken()).toBe('r');
      unmount();
    }
  });

  it('without a stored user, asks for the profile again after a passing failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      storage.setTokens({ access: 'a', refresh: 'r' });
      let answer = () => jsonResponse(503, { error: 'unavailable' });
      renderAuth(vi.fn<typeof fetch>(async () => answer()));

      await vi.advanceTimersByTimeAsync(100);
      expect(status()).toHaveTextContent('loading');
      answer = () => jsonResponse(200, makeUser());
      await vi.advanceTimersByTimeAsync(PROFILE_RETRY_MS);
      await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
      expect(storage.getRefreshToken()).toBe('r');
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs out when the refresh at start is refused', async () => {
    storage.setSession({ access: 'expired', refresh: 'r' }, makeUser());
    renderAuth(vi.fn<typeof fetch>(async () => jsonResponse(401, { error: 'token_not_valid' })));

    await waitFor(() => expect(status()).toHaveTextContent('anonymous'));
    expect(storage.getRefreshToken()).toBeNull();
  });

  it('stores the tokens and the user on login', async () => {
    const { user } = renderAuth(vi.fn<typeof fetch>());

    await user.click(screen.getByRole('button', { name: 'login' }));

    expect(status()).toHaveTextContent('authenticated');
    expect(storage.getAccessToken()).toBe('a2');
    expect(storage.getRefreshToken()).toBe('r2');
    expect((await storage.getUser())?.username).toBe('bo');
  });

  it('logs out locally even when the server call fails', async () => {
    storage.setSession({ access: 'a', refresh: 'r' }, makeUser());
    let profileServed = false;
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (String(input) === '/api/auth/profile/') {
        profileServed = true;
        return jsonResponse(200, makeUser());
      }
      return jsonResponse(500, { error: 'server_error', message: 'Oeps' });
    });
    const { user, onLoggedOut } = renderAuth(fetchMock);
    await waitFor(() => expect(profileServed).toBe(true));
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));

    await user.click(screen.getByRole('button', { name: 'logout' }));

    await waitFor(() => expect(status()).toHaveTextContent('anonymous'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout/', expect.anything());
    expect(storage.getAccessToken()).toBeNull();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });
});
