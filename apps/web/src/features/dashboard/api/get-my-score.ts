import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyScoreSchema, PREDICTION_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { SHARED_QUERY_FRESH_MS } from '../../../lib/query-freshness';

/** GET the player's own points and their comparison with the results (issue 9). */
export function getMyScore(signal?: AbortSignal) {
  return apiClient.get(PREDICTION_PATHS.myScore, { schema: MyScoreSchema, signal });
}

export function myScoreQueryOptions() {
  return queryOptions({
    queryKey: ['predictions', 'my-score'],
    queryFn: ({ signal }) => getMyScore(signal),
    staleTime: SHARED_QUERY_FRESH_MS,
    // A 404 (no prediction, no active election) is an answer, not a hiccup to retry.
    retry: false,
  });
}

export function useMyScore() {
  return useQuery(myScoreQueryOptions());
}
