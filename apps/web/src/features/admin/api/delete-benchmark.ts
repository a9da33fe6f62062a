import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BENCHMARK_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { benchmarksKey } from './get-benchmarks';

/** DELETE /api/auth/admin/election-results/{id}/benchmarks/{benchmarkId}/ → 204. */
export function deleteBenchmark({
  electionId,
  benchmarkId,
}: {
  electionId: number;
  benchmarkId: number;
}) {
  return apiClient.delete(BENCHMARK_PATHS.one(electionId, benchmarkId));
}

export function useDeleteBenchmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBenchmark,
    onSuccess: (_result, { electionId }) =>
      queryClient.invalidateQueries({ queryKey: benchmarksKey(electionId) }),
  });
}
