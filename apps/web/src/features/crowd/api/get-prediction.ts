import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActivePredictionSchema, PREDICTION_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { crowdKeys } from './query-keys';

/** GET the player's own prediction (seats per party, for the range bars and coalitions). */
export function usePrediction() {
  return useQuery(
    queryOptions({
      queryKey: crowdKeys.prediction(),
      queryFn: ({ signal }) =>
        apiClient.get(PREDICTION_PATHS.active, { schema: ActivePredictionSchema, signal }),
      retry: false,
    }),
  );
}
