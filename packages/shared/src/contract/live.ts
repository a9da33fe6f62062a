import { z } from 'zod';
import { BenchmarkStandingListSchema } from './benchmark-standing';

/*
 * Election night, live (issue 12, DESIGN §10 `live`).
 *
 * GET /api/live/ — Server-Sent Events for a signed-in player (Bearer header; the web client
 * reads the stream with fetch, since EventSource cannot send headers). 401 without a valid
 * token. Each event has an `id:` (LiveEventId) and one of these `event:` names, its `data:` one
 * line of JSON:
 * - `results`  LiveResults, whenever the active election's results change;
 * - `standing` LiveStanding, the connected player's own standing after each recalculation;
 * - `ping`     `{}` every LIVE_PING_MS, so proxies keep the stream open.
 * On connect the server sends the current `results` and `standing` at once; with a
 * `Last-Event-ID` header equal to the current id it sends nothing until something changes
 * (the events are states, not deltas: the latest state is all a reconnecting client needs).
 * The stream ends when the access token expires; the client reconnects with a fresh one.
 *
 * GET /api/live/state/ — the same two payloads as JSON, for the first paint and for the
 * polling fallback when a stream cannot be held open.
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
  /** Rank in the national pool (DESIGN §5.6); null for a player without a prediction. */
  rank: z.number().int().min(1).nullable(),
  /** The rank before the latest recalculation; null before the second one. */
  previous_rank: z.number().int().min(1).nullable(),
  /** Players in the national pool. */
  players: z.number().int().min(0),
  /** True until the results are final. */
  provisional: z.boolean(),
  /** Issue 13: the scored benchmarks, the same for every player (never counted). */
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
