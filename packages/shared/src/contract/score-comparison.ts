import { z } from 'zod';
import type {
  BiggestPartyComparisonRow,
  CountryTurnoutComparison,
  MunicipalitySelectionComparison,
  PartySeatComparisonRow,
  Top3PartiesComparison,
  TurnoutComparisonRow,
} from '../scoring/comparison-types';
import type { PendingSections } from '../scoring/score-prediction';

/*
 * The comparison of a prediction with the results, section by section: what the admin's
 * prediction analysis (admin.ts) and the player's own score (predictions.ts, "my score") both
 * show. A module of its own so that the player's pages, which need these, do not load and build
 * every admin schema with them.
 */

export const PendingSectionsSchema = z.object({
  seats: z.boolean(),
  turnout: z.boolean(),
  biggest_party: z.boolean(),
  municipality_selection: z.boolean(),
  country_turnout: z.boolean(),
}) satisfies z.ZodType<PendingSections>;

export const PartySeatComparisonRowSchema = z.object({
  party_id: z.number().int(),
  party_name: z.string(),
  party_color: z.string(),
  predicted_seats: z.number().int(),
  actual_seats: z.number().int(),
  /** Signed: predicted − actual. */
  difference: z.number().int(),
  is_correct: z.boolean(),
  /** 0–100, coloured by ACCURACY_THRESHOLDS. */
  accuracy: z.number(),
  /** What this party's seats scored. */
  points: z.number().int(),
}) satisfies z.ZodType<PartySeatComparisonRow>;

export const TurnoutComparisonRowSchema = z.object({
  municipality_id: z.number().int(),
  municipality_name: z.string(),
  predicted_turnout: z.number().nullable(),
  actual_turnout: z.number(),
  difference: z.number().nullable(),
  /** 0–100, classed by TURNOUT_CLASS_THRESHOLDS. */
  accuracy: z.number(),
  /** What this region's turnout scored. */
  points: z.number().int(),
}) satisfies z.ZodType<TurnoutComparisonRow>;

const PartyLabelSchema = z.object({ name: z.string(), color: z.string() });

export const BiggestPartyComparisonRowSchema = z.object({
  municipality_id: z.number().int(),
  municipality_name: z.string(),
  predicted_party: PartyLabelSchema.nullable(),
  actual_party: PartyLabelSchema,
  is_correct: z.boolean(),
  points: z.number().int(),
}) satisfies z.ZodType<BiggestPartyComparisonRow>;

export const MunicipalitySelectionComparisonSchema = z.object({
  user_selected: z.string().nullable(),
  actual_selected: z.string(),
  is_correct: z.boolean(),
  has_prediction: z.boolean(),
  points: z.number().int(),
}) satisfies z.ZodType<MunicipalitySelectionComparison>;

export const CountryTurnoutComparisonSchema = z.object({
  user_prediction: z.number().nullable(),
  actual_result: z.number(),
  difference: z.number().nullable(),
  accuracy: z.number(),
  is_correct: z.boolean(),
  has_prediction: z.boolean(),
  points: z.number().int(),
}) satisfies z.ZodType<CountryTurnoutComparison>;

export const Top3PartiesComparisonSchema = z.object({
  points_earned: z.number().int(),
  correct_positions: z.number().int(),
  rows: z.array(
    z.object({
      position: z.number().int(),
      predicted_party: z
        .object({ party_name: z.string(), party_color: z.string(), predicted_seats: z.number() })
        .nullable(),
      actual_party: z
        .object({ party_name: z.string(), party_color: z.string(), actual_seats: z.number() })
        .nullable(),
      is_correct: z.boolean(),
    }),
  ),
  predicted_tie: z.array(z.string()).nullable(),
  actual_tie: z.array(z.string()).nullable(),
}) satisfies z.ZodType<Top3PartiesComparison>;

/**
 * The joker section. null while there is no seat result. Without a joker, has_captain is false
 * and party null (the UI shows 'Gemiste kans op dubbele zetelpunten'). is_void: the party
 * won jokerVoidAtOrBelow(the chamber's seat count) seats or fewer, so no bonus.
 */
export const CaptainPartyComparisonSchema = z.object({
  has_captain: z.boolean(),
  party: z
    .object({ party_id: z.number().int(), party_name: z.string(), party_color: z.string() })
    .nullable(),
  predicted_seats: z.number().int().nullable(),
  actual_seats: z.number().int().nullable(),
  /** The party's own seat points, which the joker adds once more unless void. */
  seat_points: z.number().int().nullable(),
  bonus_points: z.number().int(),
  is_void: z.boolean(),
  /** The chamber's threshold: the joker is void at this many seats or fewer. */
  void_at_or_below: z.number().int(),
});
export type CaptainPartyComparison = z.infer<typeof CaptainPartyComparisonSchema>;

export const ElectionRefSchema = z.object({ id: z.number().int(), name: z.string() });
