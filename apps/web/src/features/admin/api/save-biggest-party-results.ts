import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ElectionDetailsSchema, type BiggestPartyResultsBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { storeElectionDetails } from '../lib/store-election';
import { electionPath } from './get-election';

/** POST /api/auth/admin/election-results/{id}/biggest-party/: replaces the winning party per played municipality. */
export function saveBiggestPartyResults({
  electionId,
  body,
}: {
  electionId: number;
  body: BiggestPartyResultsBody;
}) {
  return apiClient.post(`${electionPath(electionId)}biggest-party/`, {
    body,
    schema: ElectionDetailsSchema,
  });
}

export function useSaveBiggestPartyResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBiggestPartyResults,
    onSuccess: (details) => storeElectionDetails(queryClient, details),
  });
}
