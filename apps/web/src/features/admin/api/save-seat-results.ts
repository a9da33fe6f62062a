import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ElectionDetailsSchema, type SeatResultsBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { storeElectionDetails } from '../lib/store-election';
import { electionPath } from './get-election';

/** POST /api/auth/admin/election-results/{id}/seats/: replaces the seats of every party. */
export function saveSeatResults({
  electionId,
  body,
}: {
  electionId: number;
  body: SeatResultsBody;
}) {
  return apiClient.post(`${electionPath(electionId)}seats/`, {
    body,
    schema: ElectionDetailsSchema,
  });
}

export function useSaveSeatResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSeatResults,
    onSuccess: (details) => storeElectionDetails(queryClient, details),
  });
}
