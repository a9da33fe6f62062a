import { useMutation } from '@tanstack/react-query';
import { RegisterResponseSchema, type RegisterBody } from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/register/ (docs/architecture.md#accounts-and-security). */
export function register(body: RegisterBody) {
  return apiClient.post('/api/auth/register/', {
    body,
    schema: RegisterResponseSchema,
    auth: false,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
