import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAGUE_PATHS, LEAGUE_REFRESH_MS, SubleagueListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leagueKeys } from './query-keys';

/** GET /api/auth/league/subleagues/ — the player's sub-leagues with their members. */
export function getSubleagues({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(LEAGUE_PATHS.subleagues, { schema: SubleagueListSchema, signal });
}

export function subleaguesQueryOptions() {
  return queryOptions({
    queryKey: leagueKeys.subleagues(),
    queryFn: ({ signal }) => getSubleagues({ signal }),
    // SPEC §4: refreshed every 60 s, but only while the tab is visible.
    refetchInterval: LEAGUE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useSubleagues() {
  return useQuery(subleaguesQueryOptions());
}
