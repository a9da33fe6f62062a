import { z } from 'zod';
import { SEAT_COUNT_MAX } from '../constants';
import {
  ADMIN_MESSAGES,
  AdminTurnoutSchema,
  adminBodyId as bodyId,
  isDistinct,
} from './admin-common';
import { safeText } from './primitives';
import { acceptingRegionId } from './staten';
import { resultsEntryConfirmation } from './results-entry';

/* ---------- Results entry (each replaces its section in one transaction) ---------- */

/**
 * POST /api/auth/admin/election-results/{id}/seats/ → ElectionDetails.
 * party_seats covers every party of THIS election exactly once (400 otherwise); each count is
 * 0..seat_count and the total at most seat_count. The static part is checked here; the server
 * checks the rest against the election (use seatResultsBodySchemaFor in a form).
 */
export const SeatResultsBodySchema = z.object({
  party_seats: z
    .array(
      z.object({
        party_id: bodyId,
        seat_count: z
          .number({ error: ADMIN_MESSAGES.seatCountRange(SEAT_COUNT_MAX) })
          .int({ error: ADMIN_MESSAGES.seatCountRange(SEAT_COUNT_MAX) })
          .min(0, { error: ADMIN_MESSAGES.seatCountRange(SEAT_COUNT_MAX) })
          .max(SEAT_COUNT_MAX, { error: ADMIN_MESSAGES.seatCountRange(SEAT_COUNT_MAX) }),
      }),
      { error: 'party_seats moet een lijst van party_id en seat_count zijn.' },
    )
    .min(1, { error: 'Vul de zetels van elke partij in.' })
    .max(500)
    .refine((rows) => isDistinct(rows.map((row) => row.party_id)), {
      error: 'Elke partij mag maar één keer voorkomen.',
    }),
  ...resultsEntryConfirmation,
});
export type SeatResultsBody = z.infer<typeof SeatResultsBodySchema>;

/** The seat rules for an election with `seatCount` seats (form and server alike). */
export function seatResultsBodySchemaFor(seatCount: number) {
  return SeatResultsBodySchema.superRefine((body, ctx) => {
    for (const [index, row] of body.party_seats.entries()) {
      if (row.seat_count > seatCount) {
        ctx.addIssue({
          code: 'custom',
          path: ['party_seats', index, 'seat_count'],
          message: ADMIN_MESSAGES.seatCountRange(seatCount),
        });
      }
    }
    const total = body.party_seats.reduce((sum, row) => sum + row.seat_count, 0);
    if (total > seatCount) {
      ctx.addIssue({
        code: 'custom',
        path: ['party_seats'],
        message: ADMIN_MESSAGES.seatTotalExceeded(total, seatCount),
      });
    }
  });
}

/**
 * POST /api/auth/admin/election-results/{id}/turnout/ → ElectionDetails. Only played
 * municipalities, each once; municipalities left out have no turnout result afterwards.
 */
export const TurnoutResultsBodySchema = z.object({
  turnout_results: z
    .array(
      acceptingRegionId(z.object({ municipality_id: bodyId, actual_turnout: AdminTurnoutSchema })),
      {
        error: 'turnout_results moet een lijst van municipality_id en actual_turnout zijn.',
      },
    )
    .max(400)
    .refine((rows) => isDistinct(rows.map((row) => row.municipality_id)), {
      error: 'Elke gemeente mag maar één keer voorkomen.',
    }),
  ...resultsEntryConfirmation,
});
export type TurnoutResultsBody = z.infer<typeof TurnoutResultsBodySchema>;

/**
 * POST /api/auth/admin/election-results/{id}/biggest-party/ → ElectionDetails. Only played
 * municipalities, each once, and parties of this election; vote_percentage is optional.
 */
export const BiggestPartyResultsBodySchema = z.object({
  biggest_party_results: z
    .array(
      acceptingRegionId(
        z.object({
          municipality_id: bodyId,
          winning_party_id: bodyId,
          vote_percentage: AdminTurnoutSchema.nullish(),
        }),
      ),
      {
        error: 'biggest_party_results moet een lijst van municipality_id en winning_party_id zijn.',
      },
    )
    .max(400)
    .refine((rows) => isDistinct(rows.map((row) => row.municipality_id)), {
      error: 'Elke gemeente mag maar één keer voorkomen.',
    }),
  ...resultsEntryConfirmation,
});
export type BiggestPartyResultsBody = z.infer<typeof BiggestPartyResultsBodySchema>;

/** POST /api/auth/admin/election-results/{id}/country-turnout/ → ElectionDetails. */
export const CountryTurnoutResultBodySchema = z.object({
  actual_turnout: AdminTurnoutSchema,
  ...resultsEntryConfirmation,
});
export type CountryTurnoutResultBody = z.infer<typeof CountryTurnoutResultBodySchema>;

/**
 * POST /api/auth/admin/election-results/{id}/municipality-selection/ → ElectionDetails.
 * One of the election's first-count candidates, by name (case-insensitive).
 */
export const MunicipalitySelectionResultBodySchema = z.object({
  municipality_name: safeText({ error: 'Kies een gemeente.', trim: true })
    .min(1, { error: 'Kies een gemeente.' })
    .max(100, { error: 'Kies een gemeente.' }),
  ...resultsEntryConfirmation,
});
export type MunicipalitySelectionResultBody = z.infer<typeof MunicipalitySelectionResultBodySchema>;

/* ---------- Scores ---------- */

/**
 * POST /api/auth/admin/election-results/{id}/calculate-scores/ (no body). Scores every player
 * with a prediction for the election against the results entered so far (a section without a
 * result scores 0); running it again gives the same scores.
 */
export const CalculateScoresResponseSchema = z.object({
  message: z.string(),
  players_scored: z.number().int(),
});
export type CalculateScoresResponse = z.infer<typeof CalculateScoresResponseSchema>;

/**
 * POST /api/auth/admin/reset-all-points/: confirm false → statistics, nothing
 * changes; confirm true → every score of every election is deleted.
 */
export const ResetAllPointsBodySchema = z.object({
  confirm: z.boolean({ error: 'confirm moet true of false zijn.' }),
});
export type ResetAllPointsBody = z.infer<typeof ResetAllPointsBodySchema>;

export const ResetStatisticsSchema = z.object({
  total_scores: z.number().int(),
  users_affected: z.number().int(),
});
export type ResetStatistics = z.infer<typeof ResetStatisticsSchema>;

export const ResetDoneSchema = z.object({
  message: z.string(),
  deleted_scores: z.number().int(),
  users_affected: z.number().int(),
});
export type ResetDone = z.infer<typeof ResetDoneSchema>;

export const ResetAllPointsResponseSchema = z.union([ResetDoneSchema, ResetStatisticsSchema]);
export type ResetAllPointsResponse = z.infer<typeof ResetAllPointsResponseSchema>;
