import { z } from 'zod';
import { idParam } from './primitives';
import { ElectionCategorySchema } from './staten';

/*
 * A sub-league side by side (docs/decisions/059-points-per-answer-and-the-subleague-overview.md): every member's points per section after the
 * result, their prediction and how far it is from the viewer's before it. Also the points per
 * section in another player's prediction (GET member-predictions), beside the viewer's own.
 */

/** A stored score, section by section: what scores.* holds and the leaderboard ranks by. */
export const SectionPointsSchema = z.object({
  seat_points: z.number().int(),
  captain_bonus_points: z.number().int(),
  top3_parties_points: z.number().int(),
  country_turnout_points: z.number().int(),
  turnout_points: z.number().int(),
  biggest_party_points: z.number().int(),
  municipality_selection_points: z.number().int(),
  total_points: z.number().int(),
});
export type SectionPoints = z.infer<typeof SectionPointsSchema>;

/** The sections in the order every table shows them. */
export const SECTION_POINTS_ORDER = [
  'seat_points',
  'captain_bonus_points',
  'top3_parties_points',
  'country_turnout_points',
  'turnout_points',
  'biggest_party_points',
  'municipality_selection_points',
] as const satisfies readonly (keyof SectionPoints)[];

/**
 * In GET member-predictions once the viewed player is scored: their points and the viewer's
 * (null when the viewer has no score: nothing to set beside them).
 */
export const MemberPointsSchema = z.object({
  member: SectionPointsSchema,
  viewer: SectionPointsSchema.nullable(),
});
export type MemberPoints = z.infer<typeof MemberPointsSchema>;

/** What a member predicted, in the few values a table cell can show. */
export const PredictionSummarySchema = z.object({
  /** Seats per party, parties with at least one seat, most first. */
  seats: z.array(z.object({ party_id: z.number().int(), seats: z.number().int() })),
  /** The player's top 3 (most seats, ties by list number), party ids. */
  top3: z.array(z.number().int()),
  captain_party_id: z.number().int().nullable(),
  /** A percentage with one decimal, as entered. */
  country_turnout: z.number().nullable(),
  first_municipality: z.string().nullable(),
  /** Regions with a biggest party picked, of `regions` in the overview. */
  biggest_party_count: z.number().int(),
});
export type PredictionSummary = z.infer<typeof PredictionSummarySchema>;

/** How a member's prediction differs from the viewer's; null where either left it empty. */
export const PredictionDifferenceSchema = z.object({
  /** Seats the two gave to different parties (0: the same distribution). */
  seats_different: z.number().int().nullable(),
  /** How many of the member's top 3 are in the viewer's top 3. */
  top3_shared: z.number().int().nullable(),
  same_captain: z.boolean().nullable(),
  /** The member's national turnout minus the viewer's, in percentage points. */
  country_turnout: z.number().nullable(),
  same_first_municipality: z.boolean().nullable(),
  /** Regions where both picked the same biggest party. */
  biggest_party_same: z.number().int().nullable(),
});
export type PredictionDifference = z.infer<typeof PredictionDifferenceSchema>;

export const OverviewMemberSchema = z.object({
  user: z.number().int(),
  user_name: z.string(),
  /** Only when the member shows their real name to co-members (docs/decisions/016-real-names-and-account-deletion.md). */
  full_name: z.string().nullable(),
  /** Rank in the sub-league by total points (1, 2, 2, 4). */
  rank: z.number().int().min(1),
  /** After the result: the member's stored points; null before, or without a prediction. */
  points: SectionPointsSchema.nullable(),
  /** The member's prediction; null when they made none. */
  prediction: PredictionSummarySchema.nullable(),
  /** Against the viewer's prediction; null on the viewer's own row or without a prediction. */
  difference: PredictionDifferenceSchema.nullable(),
});
export type OverviewMember = z.infer<typeof OverviewMemberSchema>;

/**
 * GET /api/auth/league/subleagues/{id}/overview/ — members only (403), after the deadline only
 * (423: a prediction is secret until then). `scored`: the active election has scores; the
 * table then shows points, else the predictions.
 */
export const SubleagueOverviewSchema = z.object({
  subleague: z.object({ id: z.number().int(), name: z.string() }),
  election: z.object({
    id: z.number().int(),
    name: z.string(),
    category: ElectionCategorySchema,
  }),
  scored: z.boolean(),
  /** Regions the biggest-party question is asked for. */
  regions: z.number().int(),
  parties: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  /** By rank, then username; the viewer is among them. */
  members: z.array(OverviewMemberSchema),
});
export type SubleagueOverview = z.infer<typeof SubleagueOverviewSchema>;

export const SubleagueOverviewParamsSchema = z.object({ id: idParam('Ongeldige subpoule.') });
