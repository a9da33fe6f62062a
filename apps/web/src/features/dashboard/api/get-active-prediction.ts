import { queryOptions, useQuery } from '@tanstack/react-query';
import { PREDICTION_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { predictionsContract } from '../../../lib/contracts';

/**
 * GET the player's prediction for the active election (docs/architecture.md#the-shared-contract).
 */
export function getActivePrediction(signal?: AbortSignal) {
  return apiClient.get(PREDICTION_PATHS.active, {
    schema: () => predictionsContract().then((c) => c.ActivePredictionSchema),
    signal,
  });
}

export function activePredictionQueryOptions() {
  return queryOptions({
    queryKey: ['predictions', 'active'],
    queryFn: ({ signal }) => getActivePrediction(signal),
    // The dashboard seeds its editable state from this once per visit and then owns it:
    // a background refetch must not overwrite seats that are still being saved, and a
    // later visit must not start from a copy older than its own saves. So: never stale
    // while the page is open, forgotten as soon as it closes.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useActivePrediction() {
  return useQuery(activePredictionQueryOptions());
}
