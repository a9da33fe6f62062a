import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminMunicipalityListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../lib/query-keys';

const MUNICIPALITIES_PATH = '/api/auth/admin/municipalities/';

/** GET /api/auth/admin/municipalities/: all municipalities, by name, for the pickers. */
export function getMunicipalities(signal?: AbortSignal) {
  return apiClient.get(MUNICIPALITIES_PATH, { schema: AdminMunicipalityListSchema, signal });
}

export function municipalitiesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.municipalities(),
    queryFn: ({ signal }) => getMunicipalities(signal),
    // The list of municipalities does not change while the admin works.
    staleTime: Infinity,
  });
}

export function useMunicipalities({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...municipalitiesQueryOptions(), enabled });
}
