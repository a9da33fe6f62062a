import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ElectionDetailsSchema, type CreateElectionBodyInput } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { storeElectionDetails } from '../lib/store-election';

const CREATE_ELECTION_PATH = '/api/auth/admin/election-results/create/';

/** POST /api/auth/admin/election-results/create/ → the new election's details. */
export function createElection(body: CreateElectionBodyInput) {
  return apiClient.post(CREATE_ELECTION_PATH, { body, schema: ElectionDetailsSchema });
}

export function useCreateElection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createElection,
    onSuccess: (details) => storeElectionDetails(queryClient, details),
  });
}
