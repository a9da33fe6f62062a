import { z } from 'zod';
import { BenchmarkStandingListSchema } from './benchmark-standing';

/*
 * Election night, live (docs/decisions/030-election-night-live.md). GET /api/live/: Server-Sent
 * Events for a signed-in player, each with an `id:` (LiveEventId): `results` when the results
 * change, `standing` (the player's own) after each recalculation, `ping` every LIVE_PING_MS. On
 * connect the current state comes at once, unless `Last-Event-ID` already names it: events are
 * states, not deltas. GET /api/live/state/: the same two payloads as JSON, for the first paint
 * and the polling fallback.
 */

export const RESULTS_STATUSES = ['none', 'provisional', 'final'] as const;
/** none: no result entered; provisional: some or all entered, not final; final: made final. */
export const ResultsStatusSchema = z.enum(RESULTS_STATUSES);
export type ResultsStatus = z.infer<typeof ResultsStatusSchema>;

export const LiveResultsSchema = z.object({
  election_id: z.number().int(),
  results_status: ResultsStatusSchema,
  /** When a result of this election last changed; null before the first. */
  updated_at: z.iso.datetime().nullable(),
  /** When the scores were last recalculated; null before the first calculation. */
  scores_calculated_at: z.iso.datetime().nullable(),
});
export type LiveResults = z.infer<typeof LiveResultsSchema>;

export const LiveStandingSchema = z.object({
  election_id: z.number().int(),
  total_points: z.number().int(),
  /**
   * Rank in the national pool (docs/rules.md#ranking-and-ties); null for a player without a
   * prediction.
   */
  rank: z.number().int().min(1).nullable(),
  /** The rank before the latest recalculation; null before the second one. */
  previous_rank: z.number().int().min(1).nullable(),
  /** Players in the national pool. */
  players: z.number().int().min(0),
  /** True until the results are final. */
  provisional: z.boolean(),
  /** The scored benchmarks, the same for every player (never counted). */
  benchmarks: BenchmarkStandingListSchema.optional(),
});
export type LiveStanding = z.infer<typeof LiveStandingSchema>;

export const LiveStateSchema = z.object({
  /** Null when no election is active. */
  results: LiveResultsSchema.nullable(),
  /** Null when no election is active. */
  standing: LiveStandingSchema.nullable(),
});
export type LiveState = z.infer<typeof LiveStateSchema>;

export const LIVE_EVENTS = { results: 'results', standing: 'standing', ping: 'ping' } as const;

export { LIVE_PATHS } from './paths';

/** A comment line every this often keeps proxies from closing an idle stream. */
export const LIVE_PING_MS = 25_000;
/** A burst of results saves is recalculated once, this long after the last of them. */
export const RESULTS_RECALC_DEBOUNCE_MS = 2_000;
/** ...but never later than this after the first, however long the burst goes on. */
export const RESULTS_RECALC_MAX_WAIT_MS = 10_000;
