import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { isApiError, isRetryableError, type ApiClient } from '../lib/api-client';
import { AuthProvider } from '../lib/auth';

type AppRouter = ReturnType<typeof createBrowserRouter>;

const MAX_QUERY_RETRIES = 2;

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
  apiClient,
}: {
  router: AppRouter;
  /** Tests pass a client with a fake fetch; the app uses the default one. */
  apiClient?: ApiClient;
}) {
  const [queryClient] = useState(createQueryClient);

  // SPEC §2: logout clears the session and goes to /. Cached data of the old user goes too.
  const handleLoggedOut = useCallback(() => {
    queryClient.clear();
    void router.navigate('/', { replace: true });
  }, [queryClient, router]);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider apiClient={apiClient} onLoggedOut={handleLoggedOut}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
