import { queryOptions, useQuery } from '@tanstack/react-query';
import { REMINDER_PATHS, ReminderStatsSchema } from '@zetelpoule/shared/contract/reminders';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../lib/query-keys';

/** GET /api/auth/admin/reminders/ — reminder mails sent per kind for the active election. */
export const reminderStatsQueryOptions = queryOptions({
  queryKey: [...adminKeys.all, 'reminders'] as const,
  queryFn: ({ signal }) =>
    apiClient.get(REMINDER_PATHS.adminStats, { schema: ReminderStatsSchema, signal }),
  // The queue sends in the background: the counts refresh now and then while the page is open.
  refetchInterval: 60_000,
});

export function useReminderStats() {
  return useQuery(reminderStatsQueryOptions);
}
