import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/auth/login/ — a wrong address or password is a 401, an unverified one a 403. The
 * answer's schema is loaded with the call, which keeps zod out of the login page's first load.
 */
export async function login(body: LoginBody) {
  const { LoginResponseSchema } = await import('@zetelpoule/shared/contract/auth');
  return apiClient.post('/api/auth/login/', { body, schema: LoginResponseSchema, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
