import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../lib/query-keys';
import { partiesPath } from './create-party';

/** DELETE /api/auth/admin/election-results/{id}/parties/{partyId}/ → 204; 409 while in use. */
export function deleteParty({ electionId, partyId }: { electionId: number; partyId: number }) {
  return apiClient.delete(`${partiesPath(electionId)}${partyId}/`);
}

export function useDeleteParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParty,
    onSuccess: (_result, { electionId }) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.election(electionId) }),
  });
}
