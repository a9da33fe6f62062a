import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { catalogContract } from './contracts';
import { SHARED_QUERY_FRESH_MS } from './query-freshness';

/*
 * The parties and the played municipalities of the active election: one call, one cache entry
 * and one set of options for every page that shows them (the dashboard, the crowd's coalition
 * check, the results page). Read with different options, a later reader asked again.
 */

export const PARTIES_PATH = '/api/auth/parties/';
export const MUNICIPALITIES_PATH = '/api/auth/municipalities/';

/** GET the parties of the active election, in ballot order (public). */
export function getParties(signal?: AbortSignal) {
  return apiClient.get(PARTIES_PATH, {
    schema: () => catalogContract().then((c) => c.PartyListSchema),
    auth: false,
    signal,
  });
}

/** GET the municipalities played in the active election (docs/rules.md#seats-and-regions). */
export function getMunicipalities(signal?: AbortSignal) {
  return apiClient.get(MUNICIPALITIES_PATH, {
    schema: () => catalogContract().then((c) => c.MunicipalityListSchema),
    signal,
  });
}

export function partiesQueryOptions() {
  return queryOptions({
    queryKey: ['parties'],
    queryFn: ({ signal }) => getParties(signal),
    staleTime: SHARED_QUERY_FRESH_MS,
  });
}

export function municipalitiesQueryOptions() {
  return queryOptions({
    queryKey: ['municipalities'],
    queryFn: ({ signal }) => getMunicipalities(signal),
    staleTime: SHARED_QUERY_FRESH_MS,
  });
}

export function useParties() {
  return useQuery(partiesQueryOptions());
}

export function useMunicipalities() {
  return useQuery(municipalitiesQueryOptions());
}
