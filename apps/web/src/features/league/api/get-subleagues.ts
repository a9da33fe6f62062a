import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAGUE_PATHS, SubleagueListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leagueKeys } from './query-keys';
import { SHARED_QUERY_FRESH_MS } from '../../../lib/query-freshness';

/** GET /api/auth/league/subleagues/ — the player's sub-leagues with their members. */
export function getSubleagues({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(LEAGUE_PATHS.subleagues, { schema: SubleagueListSchema, signal });
}

export function subleaguesQueryOptions() {
  return queryOptions({
    queryKey: leagueKeys.subleagues(),
    queryFn: ({ signal }) => getSubleagues({ signal }),
    staleTime: SHARED_QUERY_FRESH_MS,
    // Issue 12: refreshed by the live push (app/providers.tsx invalidates the league keys after
    // each recalculation), not by SPEC §4's 60-second poll; the live client polls when it must.
  });
}

export function useSubleagues() {
  return useQuery(subleaguesQueryOptions());
}
