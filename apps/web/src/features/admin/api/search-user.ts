import { useMutation } from '@tanstack/react-query';
import { AdminUserSchema, type SearchUserBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

const SEARCH_USER_PATH = '/api/auth/admin/search-user/';

/** POST /api/auth/admin/search-user/: by e-mail and/or username; 404 when nobody matches. */
export function searchUser(body: SearchUserBody) {
  return apiClient.post(SEARCH_USER_PATH, { body, schema: AdminUserSchema });
}

export function useSearchUser() {
  return useMutation({ mutationFn: searchUser });
}
