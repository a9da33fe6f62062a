import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEAGUE_PATHS, LeaveSubleagueResponseSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leagueKeys } from './query-keys';

/** POST /api/auth/league/leave/{id}/ — the creator cannot leave (403). */
export function leaveSubleague(subleagueId: number) {
  return apiClient.post(LEAGUE_PATHS.leave(subleagueId), {
    schema: LeaveSubleagueResponseSchema,
  });
}

export function useLeaveSubleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveSubleague,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leagueKeys.subleagues() }),
        queryClient.invalidateQueries({ queryKey: leagueKeys.stats() }),
      ]);
    },
  });
}
