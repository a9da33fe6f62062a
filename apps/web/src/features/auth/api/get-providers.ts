import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProvidersResponseSchema } from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/providers/ — the social sign-in providers this server has configured. */
export function getProviders() {
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
