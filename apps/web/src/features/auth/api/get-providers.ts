import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadAuthContract } from './auth-contract';

/** GET /api/auth/providers/ — the social sign-in providers this server has configured. */
export async function getProviders() {
  const { ProvidersResponseSchema } = await loadAuthContract();
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
