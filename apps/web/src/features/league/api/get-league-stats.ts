import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAGUE_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leaguesContract } from '../../../lib/contracts';
import { leagueKeys } from './query-keys';
import { SHARED_QUERY_FRESH_MS } from '../../../lib/query-freshness';

/** GET /api/auth/league/stats/ — the player's national rank, points and sub-league count. */
export function getLeagueStats({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(LEAGUE_PATHS.stats, {
    schema: () => leaguesContract().then((c) => c.LeagueStatsSchema),
    signal,
  });
}

export function leagueStatsQueryOptions() {
  return queryOptions({
    queryKey: leagueKeys.stats(),
    queryFn: ({ signal }) => getLeagueStats({ signal }),
    staleTime: SHARED_QUERY_FRESH_MS,
    // Refreshed by the live push (app/providers.tsx invalidates the league keys after
    // each recalculation), not by a 60-second poll; the live client polls when it must.
  });
}

export function useLeagueStats() {
  return useQuery(leagueStatsQueryOptions());
}
