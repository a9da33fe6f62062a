import { queryOptions, useQuery } from '@tanstack/react-query';
import { MunicipalityListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { SHARED_QUERY_FRESH_MS } from '../../../lib/query-freshness';

export const MUNICIPALITIES_PATH = '/api/auth/municipalities/';

/** GET the municipalities played in the active election (DESIGN §5.2). */
export function getMunicipalities(signal?: AbortSignal) {
  return apiClient.get(MUNICIPALITIES_PATH, { schema: MunicipalityListSchema, signal });
}

export function municipalitiesQueryOptions() {
  return queryOptions({
    queryKey: ['municipalities'],
    queryFn: ({ signal }) => getMunicipalities(signal),
    staleTime: SHARED_QUERY_FRESH_MS,
  });
}

export function useMunicipalities() {
  return useQuery(municipalitiesQueryOptions());
}
