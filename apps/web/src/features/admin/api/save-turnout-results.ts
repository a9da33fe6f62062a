import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ElectionDetailsSchema, type TurnoutResultsBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { storeElectionDetails } from '../lib/store-election';
import { electionPath } from './get-election';

/** POST /api/auth/admin/election-results/{id}/turnout/: replaces the turnout per played municipality. */
export function saveTurnoutResults({
  electionId,
  body,
}: {
  electionId: number;
  body: TurnoutResultsBody;
}) {
  return apiClient.post(`${electionPath(electionId)}turnout/`, {
    body,
    schema: ElectionDetailsSchema,
  });
}

export function useSaveTurnoutResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTurnoutResults,
    onSuccess: (details) => storeElectionDetails(queryClient, details),
  });
}
