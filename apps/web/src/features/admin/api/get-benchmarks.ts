import { queryOptions, useQuery } from '@tanstack/react-query';
import { BENCHMARK_PATHS, BenchmarkListSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../lib/query-keys';

/**
 * Under the election's key: whatever refreshes the election (a score calculation, a party
 * change) refreshes its benchmarks too.
 */
export const benchmarksKey = (electionId: number) =>
  [...adminKeys.election(electionId), 'benchmarks'] as const;

/** GET /api/auth/admin/election-results/{id}/benchmarks/ — polls and De Poule. */
export function getBenchmarks(electionId: number, signal?: AbortSignal) {
  return apiClient.get(BENCHMARK_PATHS.list(electionId), { schema: BenchmarkListSchema, signal });
}

export function benchmarksQueryOptions(electionId: number) {
  return queryOptions({
    queryKey: benchmarksKey(electionId),
    queryFn: ({ signal }) => getBenchmarks(electionId, signal),
  });
}

export function useBenchmarks(electionId: number) {
  return useQuery(benchmarksQueryOptions(electionId));
}
