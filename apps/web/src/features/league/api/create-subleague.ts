import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateSubleagueResponseSchema,
  LEAGUE_PATHS,
  type CreateSubleagueBody,
} from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leagueKeys } from './query-keys';

/** POST /api/auth/league/subleagues/ — the creator becomes its first member. */
export function createSubleague(body: CreateSubleagueBody) {
  return apiClient.post(LEAGUE_PATHS.subleagues, {
    body,
    schema: CreateSubleagueResponseSchema,
  });
}

export function useCreateSubleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubleague,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leagueKeys.subleagues() }),
        queryClient.invalidateQueries({ queryKey: leagueKeys.stats() }),
      ]);
    },
  });
}
