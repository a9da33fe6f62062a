import { queryOptions, useQuery } from '@tanstack/react-query';
import { PartyListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { SHARED_QUERY_FRESH_MS } from '../../../lib/query-freshness';

export const PARTIES_PATH = '/api/auth/parties/';

/** GET the parties of the active election, in ballot order (public). */
export function getParties(signal?: AbortSignal) {
  return apiClient.get(PARTIES_PATH, { schema: PartyListSchema, auth: false, signal });
}

export function partiesQueryOptions() {
  return queryOptions({
    queryKey: ['parties'],
    queryFn: ({ signal }) => getParties(signal),
    staleTime: SHARED_QUERY_FRESH_MS,
  });
}

export function useParties() {
  return useQuery(partiesQueryOptions());
}
