import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserSchema } from '@zetelpoule/shared/contract/user';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/profile/ — the signed-in player's own account. */
export function getProfile() {
  return apiClient.get('/api/auth/profile/', { schema: UserSchema });
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
