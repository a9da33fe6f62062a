import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MailPreferencesSchema,
  REMINDER_PATHS,
  type UpdateMailPreferencesBody,
} from '@zetelpoule/shared/contract/reminders';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/mail-preferences/ — which mails the player wants. */
export const mailPreferencesQueryOptions = queryOptions({
  queryKey: ['mail-preferences'],
  queryFn: () => apiClient.get(REMINDER_PATHS.preferences, { schema: MailPreferencesSchema }),
});

export function useMailPreferences() {
  return useQuery(mailPreferencesQueryOptions);
}

/** PATCH /api/auth/mail-preferences/ — one or more switches. */
export function useUpdateMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMailPreferencesBody) =>
      apiClient.patch(REMINDER_PATHS.preferences, { body, schema: MailPreferencesSchema }),
    onSuccess: (preferences) =>
      queryClient.setQueryData(mailPreferencesQueryOptions.queryKey, preferences),
  });
}
