import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAGUE_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leagueOverviewContract } from '../../../lib/contracts';
import { leagueKeys } from './query-keys';

/** GET /api/auth/league/subleagues/{id}/overview/ — 404 not a member, 423 before the deadline. */
export function getSubleagueOverview(id: number, signal?: AbortSignal) {
  return apiClient.get(LEAGUE_PATHS.overview(id), {
    schema: () => leagueOverviewContract().then((c) => c.SubleagueOverviewSchema),
    signal,
  });
}

export function subleagueOverviewQueryOptions(id: number) {
  return queryOptions({
    // Under the league keys: the live push refreshes it with the tables after each recalculation.
    queryKey: leagueKeys.overview(id),
    queryFn: ({ signal }) => getSubleagueOverview(id, signal),
    // A refusal (423, 404) is the answer, not a hiccup to retry.
    retry: false,
  });
}

export function useSubleagueOverview(id: number) {
  return useQuery(subleagueOverviewQueryOptions(id));
}
