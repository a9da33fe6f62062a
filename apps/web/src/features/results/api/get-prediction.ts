import { queryOptions, useQuery } from '@tanstack/react-query';
import { PREDICTION_PATHS } from '@zetelpoule/shared/contract/paths';
import { apiClient } from '../../../lib/api-client';
import { predictionsContract } from '../../../lib/contracts';
import { resultsKeys } from './query-keys';

/** GET the player's own prediction: the picks shown beside the results as they come in. */
export function getPrediction(signal?: AbortSignal) {
  return apiClient.get(PREDICTION_PATHS.active, {
    schema: () => predictionsContract().then((c) => c.ActivePredictionSchema),
    signal,
  });
}

export function predictionQueryOptions() {
  return queryOptions({
    queryKey: resultsKeys.prediction(),
    queryFn: ({ signal }) => getPrediction(signal),
    retry: false,
    // Locked after the deadline: the results do not change it.
    staleTime: Infinity,
  });
}

export function usePrediction() {
  return useQuery(predictionQueryOptions());
}
