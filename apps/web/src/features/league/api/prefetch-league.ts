import type { QueryClient } from '@tanstack/react-query';
import { deadlineInfoQueryOptions } from '../../../components/deadline/deadline-info';
import type { CallStart } from '../../../lib/prefetch';
import { subleaguesQueryOptions } from '../../../lib/subleagues';
import { leaderboardQueryOptions } from './get-leaderboard';
import { leagueStatsQueryOptions } from './get-league-stats';

/**
 * The calls /league makes when it opens (the stats bar, the first page of the national pool,
 * the sub-leagues for the tab's count, the deadline banner), started as soon as the route is
 * entered (app/router.tsx), with the same options as the page's queries.
 */
export function prefetchLeague(queryClient: QueryClient): CallStart[] {
  return [
    () => void queryClient.prefetchQuery(leagueStatsQueryOptions()),
    () => void queryClient.prefetchInfiniteQuery(leaderboardQueryOptions()),
    () => void queryClient.prefetchQuery(subleaguesQueryOptions()),
    () => void queryClient.prefetchQuery(deadlineInfoQueryOptions()),
  ];
}
