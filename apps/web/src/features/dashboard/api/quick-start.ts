import { PREDICTION_PATHS, type QuickStartSource } from '@zetelpoule/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Loaded with the call, not with the page (lib/contracts.ts says why).
const quickStartContract = () => import('@zetelpoule/shared/contract/quick-start');

/** POST: fill the whole chamber from `source`, saved (docs/decisions/063-quick-start.md). */
export function quickStart(source: QuickStartSource) {
  return apiClient.post(PREDICTION_PATHS.quickStart, {
    body: { source },
    schema: () => quickStartContract().then((c) => c.QuickStartResultSchema),
  });
}

/** GET: which quick-start buttons can fill the chamber now, and from what. */
export function quickStartOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['predictions', 'quick-start'],
    queryFn: ({ signal }) =>
      apiClient.get(PREDICTION_PATHS.quickStart, {
        schema: () => quickStartContract().then((c) => c.QuickStartOptionsSchema),
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useQuickStartOptions(enabled: boolean) {
  return useQuery({ ...quickStartOptionsQueryOptions(), enabled });
}
