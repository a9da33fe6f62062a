import { useMutation } from '@tanstack/react-query';
import { CalculateScoresResponseSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { electionPath } from './get-election';

/** POST /api/auth/admin/election-results/{id}/calculate-scores/ → message, players_scored. */
export function calculateScores(electionId: number) {
  return apiClient.post(`${electionPath(electionId)}calculate-scores/`, {
    schema: CalculateScoresResponseSchema,
  });
}

export function useCalculateScores() {
  return useMutation({ mutationFn: calculateScores });
}
