import { useMutation } from '@tanstack/react-query';
import { SuccessResponseSchema } from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/verification/resend/ — the same answer whether or not the address exists. */
export function resendVerification(email: string) {
  return apiClient.post('/api/auth/verification/resend/', {
    body: { email },
    schema: SuccessResponseSchema,
    auth: false,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
