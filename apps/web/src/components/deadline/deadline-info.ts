import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEADLINE_REFRESH_MS, PREDICTION_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../lib/api-client';
import { predictionsContract } from '../../lib/contracts';
import { SHARED_QUERY_FRESH_MS } from '../../lib/query-freshness';

/**
 * GET deadline-info (docs/architecture.md#the-shared-contract): locked or open by the server clock,
 * with a Dutch status.
 */
export function getDeadlineInfo(signal?: AbortSignal) {
  return apiClient.get(PREDICTION_PATHS.deadlineInfo, {
    schema: () => predictionsContract().then((c) => c.DeadlineInfoSchema),
    signal,
  });
}

export const DEADLINE_INFO_QUERY_KEY = ['predictions', 'deadline-info'] as const;

export function deadlineInfoQueryOptions() {
  return queryOptions({
    queryKey: DEADLINE_INFO_QUERY_KEY,
    queryFn: ({ signal }) => getDeadlineInfo(signal),
    staleTime: SHARED_QUERY_FRESH_MS,
    // Deadline info refreshes every 120 seconds.
    refetchInterval: DEADLINE_REFRESH_MS,
  });
}

/** Shared by the banner and every page that disables its inputs once predictions are locked. */
export function useDeadlineInfo() {
  return useQuery(deadlineInfoQueryOptions());
}
