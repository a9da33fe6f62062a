import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAGUE_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leaguesContract } from '../../../lib/contracts';
import { leagueKeys } from './query-keys';

/** GET /api/auth/elections/ — the elections a sub-league's table can be shown for. */
export function getElections({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(LEAGUE_PATHS.elections, {
    schema: () => leaguesContract().then((c) => c.ElectionOptionListSchema),
    signal,
  });
}

export function useElections() {
  return useQuery(
    queryOptions({
      queryKey: leagueKeys.elections(),
      queryFn: ({ signal }) => getElections({ signal }),
      // Elections are created a few times a year.
      staleTime: 60 * 60 * 1000,
    }),
  );
}
