import { z } from 'zod';
import { RANK_SEEN_MAX_ROWS } from '../constants';
import { ID_MAX } from './primitives';

/*
 * The ranks a player was last shown, so a table's ↑2 means "two places up since you last
 * looked" rather than "since the admin's previous save" (docs/decisions/060-rank-movement-since-last-seen.md).
 *
 * GET  /api/auth/league/rank-seen/?scope=national|<sub-league id> — what was last shown.
 * POST /api/auth/league/rank-seen/ — the ranks a page has just shown; merged into what is kept.
 */

/** 'national' for the national pool, else a sub-league's id. */
export const RankScopeSchema = z.union([
  z.literal('national'),
  z.number().int().positive({ error: 'Ongeldige subpoule.' }).max(ID_MAX, 'Ongeldige subpoule.'),
]);
export type RankScope = z.infer<typeof RankScopeSchema>;

/** A query string carries the scope as text: 'national' or a sub-league's id. */
export const RankSeenQuerySchema = z.object({
  scope: z
    .string()
    .regex(/^(national|[1-9][0-9]{0,9})$/, { error: "scope moet 'national' of een subpoule zijn." })
    .transform((value): RankScope => (value === 'national' ? 'national' : Number(value))),
});

export const SeenRankSchema = z.object({
  user: z.number().int().positive().max(ID_MAX, 'Ongeldige speler.'),
  rank: z.number().int().min(1).max(ID_MAX, 'Ongeldige plaats.'),
});
export type SeenRank = z.infer<typeof SeenRankSchema>;

export const MarkRankSeenBodySchema = z.object({
  scope: RankScopeSchema,
  ranks: z
    .array(SeenRankSchema)
    .min(1, { error: 'Geef minstens één plaats op.' })
    .max(RANK_SEEN_MAX_ROWS, { error: `Hooguit ${RANK_SEEN_MAX_ROWS} plaatsen tegelijk.` }),
});
export type MarkRankSeenBody = z.infer<typeof MarkRankSeenBodySchema>;

/** The active election's ranks as last shown to the viewer in this scope; empty before. */
export const RankSeenSchema = z.object({
  scope: RankScopeSchema,
  /** Null when no election is active. */
  election_id: z.number().int().nullable(),
  /** When the viewer last saw this table; null when never. */
  seen_at: z.iso.datetime().nullable(),
  ranks: z.array(SeenRankSchema),
});
export type RankSeen = z.infer<typeof RankSeenSchema>;
