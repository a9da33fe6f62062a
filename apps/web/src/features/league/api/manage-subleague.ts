import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DeleteSubleagueResponseSchema,
  LEAGUE_PATHS,
  RemoveMemberResponseSchema,
  RenewInviteCodeResponseSchema,
} from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { leagueKeys } from './query-keys';

/* What the creator of a sub-league does to it. Each refreshes the sub-league list. */

/** POST …/subleagues/{id}/invite-code/ — a new link; the old one stops working. */
export function renewInviteCode(subleagueId: number) {
  return apiClient.post(LEAGUE_PATHS.inviteCode(subleagueId), {
    schema: RenewInviteCodeResponseSchema,
  });
}

/** DELETE …/subleagues/{id}/members/{userId}/ */
export function removeMember({ subleagueId, userId }: { subleagueId: number; userId: number }) {
  return apiClient.delete(LEAGUE_PATHS.member(subleagueId, userId), {
    schema: RemoveMemberResponseSchema,
  });
}

/** DELETE …/subleagues/{id}/ — every other member is told by e-mail. */
export function deleteSubleague(subleagueId: number) {
  return apiClient.delete(LEAGUE_PATHS.subleague(subleagueId), {
    schema: DeleteSubleagueResponseSchema,
  });
}

function useSubleagueMutation<A, R>(mutationFn: (args: A) => Promise<R>, alsoStats = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leagueKeys.subleagues() }),
        alsoStats && queryClient.invalidateQueries({ queryKey: leagueKeys.stats() }),
      ]);
    },
  });
}

export const useRenewInviteCode = () => useSubleagueMutation(renewInviteCode);
export const useRemoveMember = () => useSubleagueMutation(removeMember);
export const useDeleteSubleague = () => useSubleagueMutation(deleteSubleague, true);
