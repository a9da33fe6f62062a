import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Tokens, User } from '@zetelpoule/shared/contract/user';
import { apiClient as defaultApiClient, isRetryableError, type ApiClient } from './api-client';
import { userContract } from './contracts';
import { storage } from './storage';
import { isAdmin } from './user';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

type AuthState = {
  status: AuthStatus;
  user: User | null;
  /**
   * The session ended by the user's own logout (not by an expired token). Guards then send
   * the user to /, as logout promises, instead of to /login.
   */
  hasLoggedOut: boolean;
};

const ANONYMOUS: AuthState = { status: 'anonymous', user: null, hasLoggedOut: false };

export type AuthContextValue = AuthState & {
  isAdmin: boolean;
  /** After a successful login or social sign-in: keep the tokens and the user. */
  login: (tokens: Tokens, user: User) => void;
  /** Tell the server (best effort), forget the session and go to the landing page. */
  logout: () => Promise<void>;
  /** After the profile changed on the server. */
  setUser: (user: User) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const PROFILE_PATH = '/api/auth/profile/';
/** How long to wait before asking for the profile again after a passing failure. */
export const PROFILE_RETRY_MS = 3000;
const LOGOUT_PATH = '/api/auth/logout/';

function initialState(): AuthState {
  // With a stored token we do not know yet whether it is still good: load the profile first.
  return storage.getAccessToken() === null
    ? ANONYMOUS
    : { status: 'loading', user: null, hasLoggedOut: false };
}

export function AuthProvider({
  children,
  apiClient = defaultApiClient,
  onLoggedOut,
}: {
  children: ReactNode;
  apiClient?: ApiClient;
  /** Runs after an explicit logout, e.g. to clear caches and navigate to /. */
  onLoggedOut?: () => void;
}) {
  const [state, setState] = useState<AuthState>(initialState);

  // A refresh that failed inside the API client already cleared storage; mirror it here so
  // the guards send the user to /login.
  useEffect(() => {
    apiClient.setOnLogout(() => setState(ANONYMOUS));
    return () => apiClient.setOnLogout(undefined);
  }, [apiClient]);

  const isLoading = state.status === 'loading';
  // Bumped to ask for the profile again after a passing failure (offline, 429, 5xx).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isLoading) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    apiClient
      .get(PROFILE_PATH, {
        schema: () => userContract().then((c) => c.UserSchema),
        signal: controller.signal,
      })
      .then((user) => {
        storage.setUser(user);
        // The signed-in page is rendered the moment this lands, all of it (on /league and
        // /dashboard the longest task of a phone's start). In a transition React
        // renders it in slices of a few milliseconds while the spinner stays on screen; set
        // plainly, from a promise, it was one task of 110-200 ms at Lighthouse's 4x CPU.
        startTransition(() => setState({ status: 'authenticated', user, hasLoggedOut: false }));
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        // Offline, rate-limited or a server error at start (also when refreshing the token):
        // nothing says the session ended. Trust the stored user rather than logging out; the
        // next call that reaches the server settles it. Without one, ask again shortly.
        if (isRetryableError(error)) {
          const storedUser = await storage.getUser();
          if (controller.signal.aborted) return;
          if (storedUser !== null) {
            startTransition(() =>
              setState({ status: 'authenticated', user: storedUser, hasLoggedOut: false }),
            );
          } else {
            retry = setTimeout(() => setAttempt((n) => n + 1), PROFILE_RETRY_MS);
          }
          return;
        }
        // On failure it logs out.
        storage.clearSession();
        setState(ANONYMOUS);
      });
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [apiClient, isLoading, attempt]);

  const login = useCallback((tokens: Tokens, user: User) => {
    storage.setSession(tokens, user);
    setState({ status: 'authenticated', user, hasLoggedOut: false });
  }, []);

  const setUser = useCallback((user: User) => {
    storage.setUser(user);
    setState((current) => ({ ...current, user }));
  }, []);

  const logout = useCallback(async () => {
    const refresh = storage.getRefreshToken();
    if (refresh !== null && storage.getAccessToken() !== null) {
      // Best effort: the session ends locally whatever the server answers.
      await apiClient.post(LOGOUT_PATH, { body: { refresh } }).catch(() => undefined);
    }
    storage.clearSession();
    setState({ status: 'anonymous', user: null, hasLoggedOut: true });
    onLoggedOut?.();
  }, [apiClient, onLoggedOut]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, isAdmin: isAdmin(state.user), login, logout, setUser }),
    [state, login, logout, setUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (context === null) throw new Error('useAuth must be used inside <AuthProvider>.');
  return context;
}
