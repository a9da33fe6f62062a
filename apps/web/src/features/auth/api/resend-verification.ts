import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { loadAuthContract } from './auth-contract';

/** POST /api/auth/verification/resend/ — the same answer whether or not the address exists. */
export async function resendVerification(email: string, inviteCode?: string | null) {
  const { SuccessResponseSchema } = await loadAuthContract();
  return apiClient.post('/api/auth/verification/resend/', {
    // The new link leads back to the invite too.
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
