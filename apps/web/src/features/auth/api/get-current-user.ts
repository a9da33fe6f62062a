import { UserSchema } from '@zetelpoule/shared/contract/user';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/profile/ — who the stored access token belongs to (after social sign-in). */
export function getCurrentUser() {
  return apiClient.get('/api/auth/profile/', { schema: UserSchema });
}
