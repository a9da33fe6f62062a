import { queryOptions, useQuery } from '@tanstack/react-query';
import { PREDICTION_PATHS } from '@zetelpoule/shared';
import { apiClient } from './api-client';
import { predictionsContract } from './contracts';
import { SHARED_QUERY_FRESH_MS } from './query-freshness';
import { MY_SCORE_KEY } from './shared-query-keys';

/*
 * The player's own points and their comparison with the results (GET my-score): one
 * query for every page that shows them (the dashboard's card, the coalition check's official
 * seats, the results page). The live push refetches it when results or scores change
 * (app/providers.tsx).
 */

export function getMyScore(signal?: AbortSignal) {
  return apiClient.get(PREDICTION_PATHS.myScore, {
    schema: () => predictionsContract().then((c) => c.MyScoreSchema),
    signal,
  });
}

export function myScoreQueryOptions() {
  return queryOptions({
    queryKey: MY_SCORE_KEY,
    queryFn: ({ signal }) => getMyScore(signal),
    // A 404 (no active election) is an answer, not a hiccup to retry.
    retry: false,
    staleTime: SHARED_QUERY_FRESH_MS,
  });
}

export function useMyScore() {
  return useQuery(myScoreQueryOptions());
}
