import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';
import { loadAuthContract } from './auth-contract';

/** POST /api/auth/login/ — a wrong address or password is a 401, an unverified one a 403. */
export async function login(body: LoginBody) {
  const { LoginResponseSchema } = await loadAuthContract();
  return apiClient.post('/api/auth/login/', { body, schema: LoginResponseSchema, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
