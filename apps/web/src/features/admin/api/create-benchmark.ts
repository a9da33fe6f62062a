import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BENCHMARK_PATHS, BenchmarkSchema, type BenchmarkBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { benchmarksKey } from './get-benchmarks';

/** POST /api/auth/admin/election-results/{id}/benchmarks/ → 201 the new poll. */
export function createBenchmark({ electionId, body }: { electionId: number; body: BenchmarkBody }) {
  return apiClient.post(BENCHMARK_PATHS.list(electionId), { body, schema: BenchmarkSchema });
}

export function useCreateBenchmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBenchmark,
    onSuccess: (_benchmark, { electionId }) =>
      queryClient.invalidateQueries({ queryKey: benchmarksKey(electionId) }),
  });
}
