import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyScoreSchema, PREDICTION_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { MY_SCORE_KEY } from './query-keys';
import { SHARED_QUERY_FRESH_MS } from '../../../lib/query-freshness';

/** GET my-score: once scored, the official seats per party (the results page's call). */
export function useMyScore() {
  return useQuery(
    queryOptions({
      queryKey: MY_SCORE_KEY,
      queryFn: ({ signal }) =>
        apiClient.get(PREDICTION_PATHS.myScore, { schema: MyScoreSchema, signal }),
      retry: false,
      staleTime: SHARED_QUERY_FRESH_MS,
    }),
  );
}
