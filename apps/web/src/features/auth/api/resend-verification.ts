import { useMutation } from '@tanstack/react-query';
import { SuccessResponseSchema } from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/verification/resend/ — the same answer whether or not the address exists. */
export function resendVerification(email: string, inviteCode?: string | null) {
  return apiClient.post('/api/auth/verification/resend/', {
    // Issue 9: the new link leads back to the invite too.
    body: inviteCode ? { email, invite_code: inviteCode } : { email },
    schema: SuccessResponseSchema,
    auth: false,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: ({ email, inviteCode }: { email: string; inviteCode?: string | null }) =>
      resendVerification(email, inviteCode),
  });
}
