import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAGUE_PATHS } from '@zetelpoule/shared';
import { apiClient } from './api-client';
import { leaguesContract } from './contracts';
import { SHARED_QUERY_FRESH_MS } from './query-freshness';
import { SUBLEAGUES_KEY } from './shared-query-keys';

/*
 * The player's sub-leagues with their members' points: one query for every page that lists
 * them (the league's tab and count, the crowd page's tabs, the results page). Its key lies
 * under the league's (features/league/api/query-keys.ts), so the league's forms and the live
 * push refresh it wherever it is shown.
 */

/** GET /api/auth/league/subleagues/ */
export function getSubleagues({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(LEAGUE_PATHS.subleagues, {
    schema: () => leaguesContract().then((c) => c.SubleagueListSchema),
    signal,
  });
}

export function subleaguesQueryOptions() {
  return queryOptions({
    queryKey: SUBLEAGUES_KEY,
    queryFn: ({ signal }) => getSubleagues({ signal }),
    staleTime: SHARED_QUERY_FRESH_MS,
  });
}

export function useSubleagues() {
  return useQuery(subleaguesQueryOptions());
}
