import { queryOptions, useQuery } from '@tanstack/react-query';
import { ElectionSummaryListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../lib/query-keys';

export const ELECTIONS_PATH = '/api/auth/admin/election-results/';

/** GET /api/auth/admin/election-results/: every election, newest first. */
export function getElections(signal?: AbortSignal) {
  return apiClient.get(ELECTIONS_PATH, { schema: ElectionSummaryListSchema, signal });
}

export function electionsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.elections(),
    queryFn: ({ signal }) => getElections(signal),
  });
}

export function useElections() {
  return useQuery(electionsQueryOptions());
}
