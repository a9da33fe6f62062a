import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JoinSubleagueResponseSchema, LEAGUE_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leagueKeys } from './query-keys';

/** POST /api/auth/league/join/{code}/ — joining twice is harmless and says so. */
export function joinSubleague(code: string) {
  return apiClient.post(LEAGUE_PATHS.join(code), { schema: JoinSubleagueResponseSchema });
}

export function useJoinSubleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinSubleague,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leagueKeys.subleagues() }),
        queryClient.invalidateQueries({ queryKey: leagueKeys.stats() }),
      ]);
    },
  });
}
