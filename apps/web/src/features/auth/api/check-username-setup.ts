import { UsernameSetupStatusSchema } from '@zetelpoule/shared/contract/auth';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/check-username-setup/ — whether a social user must still choose a username. */
export function checkUsernameSetup() {
  return apiClient.get('/api/auth/check-username-setup/', { schema: UsernameSetupStatusSchema });
}
