import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema } from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/auth/password-reset/request/ — the same message for every address, except a
 * social-only account: a 400 with `error_type: social_auth_user` and its providers.
 */
export function requestPasswordReset(email: string) {
  return apiClient.post('/api/auth/password-reset/request/', {
    body: { email },
    schema: MessageResponseSchema,
    auth: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
