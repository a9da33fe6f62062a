import { queryOptions, useQuery } from '@tanstack/react-query';
import { PartyListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

export const PARTIES_PATH = '/api/auth/parties/';

/** GET the parties of the active election, in ballot order (public). */
export function getParties(signal?: AbortSignal) {
  return apiClient.get(PARTIES_PATH, { schema: PartyListSchema, auth: false, signal });
}

export function partiesQueryOptions() {
  return queryOptions({ queryKey: ['parties'], queryFn: ({ signal }) => getParties(signal) });
}

export function useParties() {
  return useQuery(partiesQueryOptions());
}
