import { useMutation } from '@tanstack/react-query';
import {
  SuccessResponseSchema,
  type PasswordResetConfirmBody,
} from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/password-reset/confirm/ — errors under new_password or token. */
export function confirmPasswordReset(body: PasswordResetConfirmBody) {
  return apiClient.post('/api/auth/password-reset/confirm/', {
    body,
    schema: SuccessResponseSchema,
    auth: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
