import { queryOptions, useQuery } from '@tanstack/react-query';
import { PredictionDetailsSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../lib/query-keys';

const predictionDetailsPath = (id: number) => `/api/auth/admin/prediction-details/${id}/`;

/** GET /api/auth/admin/prediction-details/{predictionId}/: the score and every comparison. */
export function getPredictionDetails(id: number, signal?: AbortSignal) {
  return apiClient.get(predictionDetailsPath(id), { schema: PredictionDetailsSchema, signal });
}

export function predictionDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminKeys.predictionDetails(id),
    queryFn: ({ signal }) => getPredictionDetails(id, signal),
  });
}

export function usePredictionDetails(id: number) {
  return useQuery(predictionDetailsQueryOptions(id));
}
