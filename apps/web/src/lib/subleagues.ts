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

/**
 * GET /api/auth/league/subleagues/: ranked by the active election, or by an earlier one
 * (`electionId`) when a player looks back; a sub-league carries on from one election to the next.
 */
export function getSubleagues({
  signal,
  electionId,
}: { signal?: AbortSignal; electionId?: number } = {}) {
  const path =
    electionId === undefined
      ? LEAGUE_PATHS.subleagues
      : `${LEAGUE_PATHS.subleagues}?election_id=${electionId}`;
  return apiClient.get(path, {
    schema: () => leaguesContract().then((c) => c.SubleagueListSchema),
    signal,
  });
}

export function subleaguesQueryOptions(electionId?: number) {
  return queryOptions({
    queryKey: electionId === undefined ? SUBLEAGUES_KEY : [...SUBLEAGUES_KEY, electionId],
    queryFn: ({ signal }) => getSubleagues({ signal, electionId }),
    staleTime: SHARED_QUERY_FRESH_MS,
  });
}

export function useSubleagues(electionId?: number) {
  return useQuery(subleaguesQueryOptions(electionId));
}
