import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ElectionDetailsSchema, type CountryTurnoutResultBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { storeElectionDetails } from '../lib/store-election';
import { electionPath } from './get-election';

/** POST /api/auth/admin/election-results/{id}/country-turnout/: replaces the national turnout. */
export function saveCountryTurnout({
  electionId,
  body,
}: {
  electionId: number;
  body: CountryTurnoutResultBody;
}) {
  return apiClient.post(`${electionPath(electionId)}country-turnout/`, {
    body,
    schema: ElectionDetailsSchema,
  });
}

export function useSaveCountryTurnout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCountryTurnout,
    onSuccess: (details) => storeElectionDetails(queryClient, details),
  });
}
