import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PartySchema, type CreatePartyBodyInput } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../lib/query-keys';

export const partiesPath = (electionId: number) =>
  `/api/auth/admin/election-results/${electionId}/parties/`;

/** POST /api/auth/admin/election-results/{id}/parties/ → 201 the new party. */
export function createParty({
  electionId,
  body,
}: {
  electionId: number;
  body: CreatePartyBodyInput;
}) {
  return apiClient.post(partiesPath(electionId), { body, schema: PartySchema });
}

export function useCreateParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParty,
    onSuccess: (_party, { electionId }) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.election(electionId) }),
  });
}
