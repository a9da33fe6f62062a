import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActivePredictionSchema, PREDICTION_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET the player's own prediction: the picks shown beside the results as they come in. */
export function getPrediction(signal?: AbortSignal) {
  return apiClient.get(PREDICTION_PATHS.active, { schema: ActivePredictionSchema, signal });
}

export function usePrediction() {
  return useQuery(
    queryOptions({
      queryKey: resultsKeys.prediction(),
      queryFn: ({ signal }) => getPrediction(signal),
      retry: false,
      // Locked after the deadline: the results do not change it.
      staleTime: Infinity,
    }),
  );
}
