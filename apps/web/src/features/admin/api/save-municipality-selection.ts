import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ElectionDetailsSchema, type MunicipalitySelectionResultBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { storeElectionDetails } from '../lib/store-election';
import { electionPath } from './get-election';

/** POST /api/auth/admin/election-results/{id}/municipality-selection/: replaces the municipality that finished counting first. */
export function saveMunicipalitySelection({
  electionId,
  body,
}: {
  electionId: number;
  body: MunicipalitySelectionResultBody;
}) {
  return apiClient.post(`${electionPath(electionId)}municipality-selection/`, {
    body,
    schema: ElectionDetailsSchema,
  });
}

export function useSaveMunicipalitySelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMunicipalitySelection,
    onSuccess: (details) => storeElectionDetails(queryClient, details),
  });
}
