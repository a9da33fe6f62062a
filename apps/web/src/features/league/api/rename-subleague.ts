import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  LEAGUE_PATHS,
  RenameSubleagueResponseSchema,
  type RenameSubleagueBody,
} from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leagueKeys } from './query-keys';

/** PATCH /api/auth/league/subleagues/{id}/ — only the creator may rename. */
export function renameSubleague({ id, ...body }: RenameSubleagueBody & { id: number }) {
  return apiClient.patch(LEAGUE_PATHS.subleague(id), {
    body,
    schema: RenameSubleagueResponseSchema,
  });
}

export function useRenameSubleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSubleague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueKeys.subleagues() }),
  });
}
