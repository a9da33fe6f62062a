import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { isApiError, isRetryableError, type ApiClient } from '../lib/api-client';
import { AuthProvider } from '../lib/auth';
import { LiveProvider } from '../lib/live/live-provider';
import { MY_SCORE_KEY } from '../lib/shared-query-keys';
import { adminKeys } from '../features/admin/lib/query-keys';
import { leagueKeys } from '../features/league/api/query-keys';
import { resultsKeys } from '../features/results/api/query-keys';

type AppRouter = ReturnType<typeof createBrowserRouter>;

const MAX_QUERY_RETRIES = 2;

/**
 * New results change the comparisons; a recalculation changes points and ranks (and
 * the admin's "last recalculated"). Only mounted queries refetch; the rest are marked stale.
 */
const LIVE_RESULTS_KEYS = [MY_SCORE_KEY, resultsKeys.all, leagueKeys.all, adminKeys.elections()];
const LIVE_STANDING_KEYS = [MY_SCORE_KEY, resultsKeys.all, leagueKeys.all, adminKeys.elections()];

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; a network error, a 429 or a 5xx might
        // (also when it came from a token refresh that kept the session).
        retry: (failureCount, error) =>
          (!isApiError(error) || isRetryableError(error)) && failureCount < MAX_QUERY_RETRIES,
      },
    },
  });
}

export function AppProviders({
  router,
  queryClient: givenQueryClient,
  apiClient,
  isLive = true,
}: {
  router: AppRouter;
  /** The cache the router's prefetches fill (main.tsx); a fresh one when not given. */
  queryClient?: QueryClient;
  /** Tests pass a client with a fake fetch; the app uses the default one. */
  apiClient?: ApiClient;
  /** The live connection (decision 031); component tests that fake fetch turn it off. */
  isLive?: boolean;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());

  // Logout clears the session and goes to /. Cached data of the old user goes too.
  const handleLoggedOut = useCallback(() => {
    queryClient.clear();
    void router.navigate('/', { replace: true });
  }, [queryClient, router]);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider apiClient={apiClient} onLoggedOut={handleLoggedOut}>
        {isLive ? (
          <LiveProvider
            invalidateOnResults={LIVE_RESULTS_KEYS}
            invalidateOnStanding={LIVE_STANDING_KEYS}
          >
            <RouterProvider router={router} />
          </LiveProvider>
        ) : (
          <RouterProvider router={router} />
        )}
      </AuthProvider>
    </QueryClientProvider>
  );
}
