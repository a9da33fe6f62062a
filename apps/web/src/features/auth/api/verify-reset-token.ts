import { queryOptions, useQuery } from '@tanstack/react-query';
import { PasswordResetVerifyResponseSchema } from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/password-reset/verify/{token}/ — valid and for which address, or a 400. */
export function verifyResetToken(token: string) {
  return apiClient.get(`/api/auth/password-reset/verify/${encodeURIComponent(token)}/`, {
    schema: PasswordResetVerifyResponseSchema,
    auth: false,
  });
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => verifyResetToken(token),
    // The answer cannot change while the page is open, except by using the link.
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
