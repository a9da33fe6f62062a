import type { BenchmarkStanding } from '../contract/benchmark-standing';

/**
 * The benchmark a player is compared with: the best-scoring poll (not De Poule, which the
 * player is part of); undefined without a scored poll. Ties: the first in the list's order.
 */
export function benchmarkToBeat(
  standings: readonly BenchmarkStanding[],
): BenchmarkStanding | undefined {
  let best: BenchmarkStanding | undefined;
  for (const standing of standings) {
    if (standing.is_crowd) continue;
    if (!best || standing.total_points > best.total_points) best = standing;
  }
  return best;
}
