import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalculateScoresResponseSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../lib/query-keys';
import { electionPath } from './get-election';

/** POST /api/auth/admin/election-results/{id}/calculate-scores/ → message, players_scored. */
export function calculateScores(electionId: number) {
  return apiClient.post(`${electionPath(electionId)}calculate-scores/`, {
    schema: CalculateScoresResponseSchema,
  });
}

export function useCalculateScores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: calculateScores,
    // The benchmarks' points (under the election's key) follow the calculation.
    onSuccess: (_result, electionId) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.election(electionId) }),
  });
}
