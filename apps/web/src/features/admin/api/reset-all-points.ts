import { useMutation } from '@tanstack/react-query';
import { ResetDoneSchema, ResetStatisticsSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

const RESET_PATH = '/api/auth/admin/reset-all-points/';

/** Step one: confirm false → how many scores and users a reset would touch. */
export function getResetStatistics() {
  return apiClient.post(RESET_PATH, { body: { confirm: false }, schema: ResetStatisticsSchema });
}

/** Step two: confirm true → every score of every election is deleted. */
export function resetAllPoints() {
  return apiClient.post(RESET_PATH, { body: { confirm: true }, schema: ResetDoneSchema });
}

export function useResetStatistics() {
  return useMutation({ mutationFn: getResetStatistics });
}

export function useResetAllPoints() {
  return useMutation({ mutationFn: resetAllPoints });
}
