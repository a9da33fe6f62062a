import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAGUE_PATHS, LEAGUE_REFRESH_MS, LeagueStatsSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leagueKeys } from './query-keys';

/** GET /api/auth/league/stats/ — the player's national rank, points and sub-league count. */
export function getLeagueStats({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(LEAGUE_PATHS.stats, { schema: LeagueStatsSchema, signal });
}

export function leagueStatsQueryOptions() {
  return queryOptions({
    queryKey: leagueKeys.stats(),
    queryFn: ({ signal }) => getLeagueStats({ signal }),
    // SPEC §4: refreshed every 60 s, but only while the tab is visible.
    refetchInterval: LEAGUE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useLeagueStats() {
  return useQuery(leagueStatsQueryOptions());
}
