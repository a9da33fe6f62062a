import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/auth/providers/ — the social sign-in providers this server has configured. The
 * answer's schema is loaded with the call: the login and registration pages show these buttons,
 * and a static import would put zod among the chunks they wait for (see login.ts).
 */
export async function getProviders() {
  const { ProvidersResponseSchema } = await import('@zetelpoule/shared/contract/auth');
  return apiClient.get('/api/auth/providers/', { schema: ProvidersResponseSchema, auth: false });
}

export const providersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: getProviders,
  staleTime: Infinity,
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}
