import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAGUE_PATHS, SubleagueListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { SUBLEAGUES_KEY } from './query-keys';

/** GET the player's sub-leagues with their members' points (the league page's call and cache). */
export function useSubleagues() {
  return useQuery(
    queryOptions({
      queryKey: SUBLEAGUES_KEY,
      queryFn: ({ signal }) =>
        apiClient.get(LEAGUE_PATHS.subleagues, { schema: SubleagueListSchema, signal }),
    }),
  );
}
