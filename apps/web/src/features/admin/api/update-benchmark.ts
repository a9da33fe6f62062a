import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BENCHMARK_PATHS, BenchmarkSchema, type BenchmarkBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { benchmarksKey } from './get-benchmarks';

/** PUT /api/auth/admin/election-results/{id}/benchmarks/{benchmarkId}/ → the saved poll. */
export function updateBenchmark({
  electionId,
  benchmarkId,
  body,
}: {
  electionId: number;
  benchmarkId: number;
  body: BenchmarkBody;
}) {
  return apiClient.put(BENCHMARK_PATHS.one(electionId, benchmarkId), {
    body,
    schema: BenchmarkSchema,
  });
}

export function useUpdateBenchmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBenchmark,
    onSuccess: (_benchmark, { electionId }) =>
      queryClient.invalidateQueries({ queryKey: benchmarksKey(electionId) }),
  });
}
