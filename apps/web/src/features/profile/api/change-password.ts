import { useMutation } from '@tanstack/react-query';
import {
  ChangePasswordResponseSchema,
  type ChangePasswordBody,
} from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

/**
 * POST /api/auth/change-password/ — the server signs out every other session and hands this
 * one fresh tokens, which replace the stored ones.
 */
export async function changePassword(body: ChangePasswordBody) {
  const result = await apiClient.post('/api/auth/change-password/', {
    body,
    schema: ChangePasswordResponseSchema,
  });
  storage.setTokens({ access: result.access, refresh: result.refresh });
  return result;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
