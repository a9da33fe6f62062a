import { z } from 'zod';

/*
 * A scored benchmark beside a leaderboard (the national pool, a sub-league, the live
 * standing): a pinned reference row, never ranked, never counted among the players. Its own
 * file without imports, so leagues.ts and live.ts can use it without an import cycle through
 * admin.ts, and a player's page (the league's pinned rows) without loading the admin's and the
 * benchmarks' own schemas (contract/benchmarks.ts re-exports it).
 */
export const BenchmarkStandingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** De Poule: the crowd's mean seats, rounded to the seat count. */
  is_crowd: z.boolean(),
  total_points: z.number().int(),
});
export type BenchmarkStanding = z.infer<typeof BenchmarkStandingSchema>;

/** Benchmarks of a leaderboard, best first (De Poule after a poll with equal points). */
export const BenchmarkStandingListSchema = z.array(BenchmarkStandingSchema);
