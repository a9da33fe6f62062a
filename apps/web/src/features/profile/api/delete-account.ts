import { useMutation } from '@tanstack/react-query';
import {
  DeleteAccountResponseSchema,
  PRIVACY_PATHS,
  type DeleteAccountBody,
} from '@zetelpoule/shared/contract/privacy';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/auth/profile/delete/ — with the password; an account without one sends none and
 * needs a recent social sign-in (403 `fresh_sign_in_required` otherwise).
 */
export function deleteAccount(body: DeleteAccountBody) {
  return apiClient.post(PRIVACY_PATHS.delete, { body, schema: DeleteAccountResponseSchema });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
