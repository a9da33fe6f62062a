import { useMutation } from '@tanstack/react-query';
import { UserSchema } from '@zetelpoule/shared/contract/user';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/setup-username/ — the chosen username replaces the temporary one. */
export function setupUsername(username: string) {
  return apiClient.post('/api/auth/setup-username/', { body: { username }, schema: UserSchema });
}

export function useSetupUsername() {
  return useMutation({ mutationFn: setupUsername });
}
