import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LEAGUE_PATHS, LEADERBOARD_PAGE_SIZE } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leaguesContract } from '../../../lib/contracts';
import { leagueKeys } from './query-keys';
import { SHARED_QUERY_FRESH_MS } from '../../../lib/query-freshness';

/** GET /api/auth/league/global/?page={n}&page_size=50 — one page of the national pool. */
export function getLeaderboard({ page, signal }: { page: number; signal?: AbortSignal }) {
  const query = new URLSearchParams({
    page: String(page),
    page_size: String(LEADERBOARD_PAGE_SIZE),
  });
  return apiClient.get(`${LEAGUE_PATHS.global}?${query.toString()}`, {
    schema: () => leaguesContract().then((c) => c.LeaderboardPageSchema),
    signal,
  });
}

/** Pages of 50, loaded as the player scrolls, until has_next is false. */
export function leaderboardQueryOptions() {
  return infiniteQueryOptions({
    queryKey: leagueKeys.leaderboard(),
    queryFn: ({ pageParam, signal }) => getLeaderboard({ page: pageParam, signal }),
    staleTime: SHARED_QUERY_FRESH_MS,
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.has_next ? lastPageParam + 1 : undefined,
  });
}

export function useLeaderboard() {
  return useInfiniteQuery(leaderboardQueryOptions());
}
