import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ElectionDetailsSchema, type UpdateElectionBody } from '@zetelpoule/shared';
import { DEADLINE_INFO_QUERY_KEY } from '../../../components/deadline/deadline-info';
import { apiClient } from '../../../lib/api-client';
import { storeElectionDetails } from '../lib/store-election';
import { electionPath } from './get-election';

/**
 * PATCH /api/auth/admin/election-results/{id}/ (docs/rules.md#one-election-at-a-time): what is sent
 * replaces.
 */
export function updateElection({ id, body }: { id: number; body: UpdateElectionBody }) {
  return apiClient.patch(electionPath(id), { body, schema: ElectionDetailsSchema });
}

export function useUpdateElection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateElection,
    onSuccess: async (details) => {
      await storeElectionDetails(queryClient, details);
      // A moved deadline or another active election changes the deadline banner above.
      await queryClient.invalidateQueries({ queryKey: DEADLINE_INFO_QUERY_KEY });
    },
  });
}
