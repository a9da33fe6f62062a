import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ElectionDetailsSchema, type StatenSeatsBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { storeElectionDetails } from '../lib/store-election';
import { electionPath } from './get-election';

/**
 * POST /api/auth/admin/election-results/{id}/staten-seats/: one province's (or kiescollege's)
 * Staten seats per party; an empty list clears them. The answer carries the new projection.
 */
export function saveStatenSeats({
  electionId,
  body,
}: {
  electionId: number;
  body: StatenSeatsBody;
}) {
  return apiClient.post(`${electionPath(electionId)}staten-seats/`, {
    body,
    schema: ElectionDetailsSchema,
  });
}

export function useSaveStatenSeats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStatenSeats,
    onSuccess: (details) => storeElectionDetails(queryClient, details),
  });
}
