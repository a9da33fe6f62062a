import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAGUE_PATHS, SubleagueListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { SUBLEAGUES_KEY } from './query-keys';

/** GET the player's sub-leagues: one tab each on the crowd page. */
export function useSubleagues() {
  return useQuery(
    queryOptions({
      queryKey: SUBLEAGUES_KEY,
      queryFn: ({ signal }) =>
        apiClient.get(LEAGUE_PATHS.subleagues, { schema: SubleagueListSchema, signal }),
    }),
  );
}
