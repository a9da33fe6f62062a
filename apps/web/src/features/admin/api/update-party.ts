import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PartySchema, type UpdatePartyBodyInput } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../lib/query-keys';
import { partiesPath } from './create-party';

/** PATCH /api/auth/admin/election-results/{id}/parties/{partyId}/ → the party. */
export function updateParty({
  electionId,
  partyId,
  body,
}: {
  electionId: number;
  partyId: number;
  body: UpdatePartyBodyInput;
}) {
  return apiClient.patch(`${partiesPath(electionId)}${partyId}/`, { body, schema: PartySchema });
}

export function useUpdateParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateParty,
    onSuccess: (_party, { electionId }) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.election(electionId) }),
  });
}
