import { z } from 'zod';
import { SetSeatsResultSchema } from './predictions';
import { QUICK_START_SOURCES } from './quick-start-sources';

/*
 * The quick start (docs/decisions/063-quick-start.md): fill the whole chamber in one tap from a source, then
 * adjust with the steppers. Both calls are the signed-in player's, for the active election.
 *
 * - GET  /api/auth/predictions/quick-start/  → QuickStartOptions: which sources can fill it
 * - POST /api/auth/predictions/quick-start/  { source } → QuickStartResult: the seats saved,
 *   through the same save as the steppers (blocks in list order, every seat given out). 423
 *   after the deadline, 409 when the source has nothing for this election, 404 without an
 *   active election. Undo is a PUT of the previous seats (PREDICTION_PATHS.seats).
 */

export { QUICK_START_SOURCES, type QuickStartSource } from './quick-start-sources';

export const QuickStartSourceSchema = z.enum(QUICK_START_SOURCES, {
  error: 'Kies waarmee je wilt beginnen: de peilingen, de poule of de vorige uitslag.',
});

/** Where the numbers came from in the end: the crowd's button fills from the polls for now. */
export const QuickStartBasisSchema = z.object({
  kind: z.enum(['polls', 'crowd', 'previous']),
  /** The polls' names, or the previous election's name (e.g. "Eerste Kamer 2023"). */
  names: z.array(z.string()),
});
export type QuickStartBasis = z.infer<typeof QuickStartBasisSchema>;

export const QuickStartBodySchema = z.object({ source: QuickStartSourceSchema });
export type QuickStartBody = z.infer<typeof QuickStartBodySchema>;

export const QuickStartOptionSchema = z.object({
  source: QuickStartSourceSchema,
  /** Null: this source has nothing for the active election (no polls, no previous result). */
  basis: QuickStartBasisSchema.nullable(),
});
export type QuickStartOption = z.infer<typeof QuickStartOptionSchema>;

export const QuickStartOptionsSchema = z.object({
  seat_count: z.number().int(),
  options: z.array(QuickStartOptionSchema),
});
export type QuickStartOptions = z.infer<typeof QuickStartOptionsSchema>;

export const QuickStartResultSchema = SetSeatsResultSchema.extend({
  source: QuickStartSourceSchema,
  basis: QuickStartBasisSchema,
  /** Seats per party, in list order, parties without seats left out; sums to seat_count. */
  party_seats: z.array(z.object({ party_id: z.number().int(), seats: z.number().int() })),
});
export type QuickStartResult = z.infer<typeof QuickStartResultSchema>;

export const QUICK_START_MESSAGES = {
  noPolls: 'Er zijn nog geen peilingen voor deze verkiezing. Kies een andere start.',
  noPrevious: 'Er is geen vorige uitslag van dit soort verkiezing. Kies een andere start.',
  noParties: 'Deze verkiezing heeft nog geen partijen.',
} as const;

export const QUICK_START_ERROR_CODES = { sourceEmpty: 'quick_start_source_empty' } as const;
