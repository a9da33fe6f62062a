import { queryOptions, useQuery } from '@tanstack/react-query';
import { PartyListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leagueKeys } from './query-keys';

const PARTIES_PATH = '/api/auth/parties/';
/** The parties of an election do not change while someone looks at a prediction. */
const PARTIES_STALE_MS = 10 * 60_000;

/** GET /api/auth/parties/ (public) — names, colours and list numbers for a prediction. */
export function getParties({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(PARTIES_PATH, { schema: PartyListSchema, auth: false, signal });
}

export function partiesQueryOptions() {
  return queryOptions({
    queryKey: leagueKeys.parties(),
    queryFn: ({ signal }) => getParties({ signal }),
    staleTime: PARTIES_STALE_MS,
  });
}

export function useParties() {
  return useQuery(partiesQueryOptions());
}
