import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyScoreSchema, PREDICTION_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { MY_SCORE_KEY } from './query-keys';
import { SHARED_QUERY_FRESH_MS } from '../../../lib/query-freshness';

/** GET my-score: the player's points per section and the comparison with the results so far. */
export function getMyScore(signal?: AbortSignal) {
  return apiClient.get(PREDICTION_PATHS.myScore, { schema: MyScoreSchema, signal });
}

export function useMyScore() {
  return useQuery(
    queryOptions({
      queryKey: MY_SCORE_KEY,
      queryFn: ({ signal }) => getMyScore(signal),
      staleTime: SHARED_QUERY_FRESH_MS,
      // A 404 (no active election) is an answer, not a hiccup to retry.
      retry: false,
    }),
  );
}
