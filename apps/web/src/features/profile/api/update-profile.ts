import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody } from '@zetelpoule/shared/contract/auth';
import { UserSchema } from '@zetelpoule/shared/contract/user';
import { apiClient } from '../../../lib/api-client';
import { profileQueryOptions } from './get-profile';

/** PUT /api/auth/profile/update/ — names and username; the e-mail is sent but cannot change. */
export function updateProfile(body: ProfileUpdateBody) {
  return apiClient.put('/api/auth/profile/update/', { body, schema: UserSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(profileQueryOptions.queryKey, user),
  });
}
