import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants';
import type { PredictionComparison } from '../scoring/comparison-types';
import type { ScoreBreakdown } from '../scoring/score-prediction';
import { ADMIN_MESSAGES, adminTimestamp as timestamp } from './admin-common';
import { safeText } from './primitives';
import {
  BiggestPartyComparisonRowSchema,
  CaptainPartyComparisonSchema,
  CountryTurnoutComparisonSchema,
  ElectionRefSchema,
  MunicipalitySelectionComparisonSchema,
  PartySeatComparisonRowSchema,
  PendingSectionsSchema,
  Top3PartiesComparisonSchema,
  TurnoutComparisonRowSchema,
} from './score-comparison';

/* The users tab: finding a player and analysing one prediction against the results. */

/* ---------- User search: POST /api/auth/admin/search-user/ ---------- */

/**
 * E-mail and/or username, trimmed, matched case-insensitively and exactly. With both, the
 * e-mail is tried first. No match is a 404 `not_found` with ADMIN_MESSAGES.userNotFound.
 */
export const SearchUserBodySchema = z
  .object({
    email: safeText({ trim: true }).max(EMAIL_MAX_LENGTH).optional(),
    username: safeText({ trim: true }).max(100).optional(),
  })
  .refine((body) => Boolean(body.email) || Boolean(body.username), {
    error: ADMIN_MESSAGES.userSearchEmpty,
  });
export type SearchUserBody = z.infer<typeof SearchUserBodySchema>;

/** One prediction of a user, with the election it belongs to and its points. */
export const AdminPredictionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The prediction is for the active election (the one being played). */
  is_active: z.boolean(),
  updated_at: timestamp,
  election_id: z.number().int(),
  election_name: z.string(),
  /** The stored score of this prediction's election; 0 before scores are calculated. */
  total_points: z.number().int(),
});
export type AdminPredictionSummary = z.infer<typeof AdminPredictionSummarySchema>;

/** A user as an admin sees it. */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** First and last name joined; '' when neither is set (the UI shows 'Niet ingevuld'). */
  full_name: z.string(),
  /** The stored score for the active election; 0 without one. */
  total_points: z.number().int(),
  is_email_verified: z.boolean(),
  date_joined: timestamp,
  /** Which search field found the user. */
  search_by: z.enum(['email', 'username']),
  total_predictions: z.number().int(),
  /** Newest election first. */
  predictions: z.array(AdminPredictionSummarySchema),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/* ---------- Prediction analysis: GET /api/auth/admin/prediction-details/{predictionId}/ ---------- */

const PartyRefSchema = z.object({ id: z.number().int(), name: z.string(), hexcolor: z.string() });

export const PredictionDetailsPredictionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  election_id: z.number().int(),
  updated_at: timestamp,
  captain_party: z.object({ selected_party: PartyRefSchema }).nullable(),
});

/** The breakdown, computed live against the results as they are now. */
const ScoreBreakdownSchema = z.object({
  seat_points: z.number().int(),
  captain_bonus_points: z.number().int(),
  turnout_points: z.number().int(),
  biggest_party_points: z.number().int(),
  municipality_selection_points: z.number().int(),
  top3_parties_points: z.number().int(),
  country_turnout_points: z.number().int(),
  total_points: z.number().int(),
  pending: PendingSectionsSchema,
}) satisfies z.ZodType<ScoreBreakdown>;

/** The prediction analysis when the election has at least one result section. */
export const PredictionDetailsWithResultsSchema = z.object({
  has_results: z.literal(true),
  prediction: PredictionDetailsPredictionSchema,
  score: ScoreBreakdownSchema,
  election_result: ElectionRefSchema,
  party_seat_comparison: z.array(PartySeatComparisonRowSchema),
  turnout_comparison: z.array(TurnoutComparisonRowSchema),
  biggest_party_comparison: z.array(BiggestPartyComparisonRowSchema),
  municipality_selection_comparison: MunicipalitySelectionComparisonSchema.nullable(),
  country_turnout_comparison: CountryTurnoutComparisonSchema.nullable(),
  top3_parties_comparison: Top3PartiesComparisonSchema.nullable(),
  captain_party_comparison: CaptainPartyComparisonSchema.nullable(),
}) satisfies z.ZodType<PredictionComparison & { has_results: true }>;

/** When the election has no result at all: ADMIN_MESSAGES.noResultsYet, no comparison. */
export const PredictionDetailsWithoutResultsSchema = z.object({
  has_results: z.literal(false),
  message: z.string(),
  prediction: PredictionDetailsPredictionSchema,
  election_result: ElectionRefSchema,
});

export const PredictionDetailsSchema = z.discriminatedUnion('has_results', [
  PredictionDetailsWithResultsSchema,
  PredictionDetailsWithoutResultsSchema,
]);
export type PredictionDetails = z.infer<typeof PredictionDetailsSchema>;
export type PredictionDetailsWithResults = z.infer<typeof PredictionDetailsWithResultsSchema>;
