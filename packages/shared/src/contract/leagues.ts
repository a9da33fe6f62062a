import { z } from 'zod';
import {
  LEADERBOARD_PAGE_SIZE,
  LEADERBOARD_PAGE_SIZE_MAX,
  SUBLEAGUE_NAME_MAX_LENGTH,
} from '../constants';
import { BenchmarkStandingListSchema } from './benchmark-standing';
import { MemberPointsSchema } from './league-overview';
import { ActivePredictionSchema } from './predictions';
import { ElectionCategorySchema } from './staten';
import { idParam, positiveIntQuery, safeText } from './primitives';

/*
 * League: the national leaderboard, league stats, sub-leagues with invite links.
 * Member predictions (GET /api/auth/member-predictions/{userId}/) answer in the
 * active-prediction shape of contract/predictions.ts (MemberPredictionsSchema below).
 */

/* ---------- National leaderboard: GET /api/auth/league/global/?page=&page_size= ---------- */

const PAGE_MESSAGE = 'Pagina moet een geheel getal van minimaal 1 zijn.';
const PAGE_SIZE_MESSAGE = `Paginagrootte moet een geheel getal tussen 1 en ${LEADERBOARD_PAGE_SIZE_MAX} zijn.`;

/** Query strings arrive as text; 0, 101, 'x' and 1.5 are a 400 (never a silent clamp). */
export const LeaderboardQuerySchema = z.object({
  page: positiveIntQuery(PAGE_MESSAGE).default(1),
  page_size: positiveIntQuery(PAGE_SIZE_MESSAGE, LEADERBOARD_PAGE_SIZE_MAX).default(
    LEADERBOARD_PAGE_SIZE,
  ),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

/**
 * One row of the national pool (equal points share a rank, 1, 2, 2, 4:
 * docs/rules.md#ranking-and-ties).
 */
export const LeaderboardEntrySchema = z.object({
  /** The player's user id; also the id for GET /api/auth/member-predictions/{id}/. */
  id: z.number().int(),
  username: z.string(),
  /**
   * Always the username: the national pool never shows a real name
   * (docs/decisions/016-real-names-and-account-deletion.md).
   */
  display_name: z.string(),
  /** Always '' (the field stays in the shape): real names are for sub-league co-members only. */
  full_name: z.string(),
  /** Only on the viewer's own row (and for admins); null on everyone else's. */
  email: z.string().nullable(),
  total_points: z.number().int(),
  rank: z.number().int().min(1),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardPageSchema = z.object({
  results: z.array(LeaderboardEntrySchema),
  /** Players in the national pool (every player with a prediction for the active election). */
  count: z.number().int().min(0),
  has_next: z.boolean(),
  /** False while results are provisional: the web shows 'Voorlopige Uitslagen'. */
  is_final: z.boolean(),
  /** The active election's name; null when no election is active (then results is empty). */
  election_name: z.string().nullable(),
  /**
   * Scored benchmarks (polls, De Poule), pinned beside the ranking on every page:
   * never in `results`, never in `count`, never changing a rank. Absent means none.
   */
  benchmarks: BenchmarkStandingListSchema.optional(),
});
export type LeaderboardPage = z.infer<typeof LeaderboardPageSchema>;

/* ---------- League stats: GET /api/auth/league/stats/ ---------- */

export const LeagueStatsSchema = z.object({
  /** Null when the player has no prediction for the active election (not in the pool). */
  global_rank: z.number().int().min(1).nullable(),
  global_points: z.number().int(),
  subleagues_count: z.number().int().min(0),
});
export type LeagueStats = z.infer<typeof LeagueStatsSchema>;

/* ---------- Sub-leagues ---------- */

export const SubleagueMemberSchema = z.object({
  /** The member's user id (for member predictions). */
  user: z.number().int(),
  /** The member's username. */
  user_name: z.string(),
  /**
   * First and last name, only when the member allows co-members to see it (profile switch
   * `show_real_name`); else null (docs/decisions/016-real-names-and-account-deletion.md).
   */
  full_name: z.string().nullable(),
  /** Total points in the active election; 0 without a score. */
  points: z.number().int(),
  /**
   * Whether the member's prediction for the active election is complete (every
   * section finished, docs/decisions/019-prediction-completeness.md) — a check mark for co-members,
   * never the content.
   */
  prediction_complete: z.boolean(),
});
export type SubleagueMember = z.infer<typeof SubleagueMemberSchema>;

export const SubleagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The creator's user id; the creator cannot leave (docs/rules.md#roles). */
  creator: z.number().int(),
  /** The viewing player's own points. */
  user_points: z.number().int(),
  member_count: z.number().int().min(1),
  /** Every member, by points descending, then username (case-insensitive). */
  members: z.array(SubleagueMemberSchema),
  /** `${PUBLIC_URL}/league/join/{code}`; the code is random and unguessable. */
  invite_link: z.string(),
  /** The active election's scored benchmarks, pinned, never members. Absent: none. */
  benchmarks: BenchmarkStandingListSchema.optional(),
});
export type Subleague = z.infer<typeof SubleagueSchema>;

/** GET /api/auth/league/subleagues/ — the player's sub-leagues, oldest first. */
export const SubleagueListSchema = z.array(SubleagueSchema);

/**
 * GET /api/auth/league/subleagues/?election_id= — the viewer's sub-leagues with the members'
 * points of that election (a sub-league carries on from one election to the next, so its
 * earlier tables stay readable); without it, of the active election. 404 for an unknown id.
 */
export const SubleagueListQuerySchema = z.object({
  election_id: idParam('Ongeldige verkiezing.').optional(),
});
export type SubleagueListQuery = z.infer<typeof SubleagueListQuerySchema>;

/** GET /api/auth/elections/ — every election a table can be shown for, newest first. */
export const ElectionOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: ElectionCategorySchema,
  election_date: z.iso.datetime(),
  is_active: z.boolean(),
  is_final: z.boolean(),
});
export type ElectionOption = z.infer<typeof ElectionOptionSchema>;
export const ElectionOptionListSchema = z.array(ElectionOptionSchema);

export const SUBLEAGUE_NAME_REQUIRED_MESSAGE = 'Voer een naam in voor de subpoule';
export const SUBLEAGUE_NAME_TOO_LONG_MESSAGE = `De naam van de subpoule mag maximaal ${SUBLEAGUE_NAME_MAX_LENGTH} tekens lang zijn`;
/**
 * Every member sees the name: nothing in it may hide or turn text around
 * (docs/decisions/046-one-email-fold.md).
 */
export const SUBLEAGUE_NAME_INVISIBLE_MESSAGE =
  'De naam van je subpoule bevat een onzichtbaar teken. Typ hem opnieuw.';

/** POST /api/auth/league/subleagues/ — the name: required, trimmed, at most 30 characters. */
export const CreateSubleagueBodySchema = z.object({
  name: safeText({
    error: SUBLEAGUE_NAME_REQUIRED_MESSAGE,
    trim: true,
    invisibleCharacters: SUBLEAGUE_NAME_INVISIBLE_MESSAGE,
  })
    .min(1, { error: SUBLEAGUE_NAME_REQUIRED_MESSAGE })
    .max(SUBLEAGUE_NAME_MAX_LENGTH, { error: SUBLEAGUE_NAME_TOO_LONG_MESSAGE }),
});
export type CreateSubleagueBody = z.infer<typeof CreateSubleagueBodySchema>;
/** 201: the new sub-league, with the creator as its only member. */
export const CreateSubleagueResponseSchema = SubleagueSchema;

/** PATCH /api/auth/league/subleagues/{id}/ — the creator renames; the create rules apply. */
export const RenameSubleagueParamsSchema = z.object({ id: idParam('Ongeldige subpoule.') });
export const RenameSubleagueBodySchema = CreateSubleagueBodySchema;
export type RenameSubleagueBody = CreateSubleagueBody;
/** 200: the renamed sub-league, as in the list. */
export const RenameSubleagueResponseSchema = SubleagueSchema;

/* ---------- Management by the creator ---------- */

/** POST /api/auth/league/subleagues/{id}/invite-code/ — a new code; the old link stops working. */
export const RenewInviteCodeParamsSchema = z.object({ id: idParam('Ongeldige subpoule.') });
/** 200: the sub-league with its new invite link. */
export const RenewInviteCodeResponseSchema = SubleagueSchema;

/** DELETE /api/auth/league/subleagues/{id}/members/{userId}/ — the creator removes a member. */
export const RemoveMemberParamsSchema = z.object({
  id: idParam('Ongeldige subpoule.'),
  userId: idParam('Ongeldige gebruiker.'),
});
export const RemoveMemberResponseSchema = z.object({
  message: z.string(),
  subleague: SubleagueSchema,
});
export type RemoveMemberResponse = z.infer<typeof RemoveMemberResponseSchema>;

/** DELETE /api/auth/league/subleagues/{id}/ — the creator deletes it; members get an e-mail. */
export const DeleteSubleagueParamsSchema = z.object({ id: idParam('Ongeldige subpoule.') });
export const DeleteSubleagueResponseSchema = z.object({
  message: z.string(),
  subleague_id: z.number().int(),
});
export type DeleteSubleagueResponse = z.infer<typeof DeleteSubleagueResponseSchema>;

/* ---------- Invitation: GET /api/league/invite/{code}/ (public, no sign-in) ---------- */

export const InvitePreviewParamsSchema = z.object({ code: safeText() });

/**
 * What an invite link shows before signing in: enough to decide to join, never a
 * member's name or e-mail address — only the creator's public username and a count.
 */
export const InvitePreviewSchema = z.object({
  name: z.string(),
  creator_username: z.string(),
  member_count: z.number().int().min(0),
  /** The active election, so the invitation can say until when to predict; null without one. */
  election_name: z.string().nullable(),
  /** ISO 8601; null without an active election. */
  predictions_deadline: z.string().nullable(),
  /**
   * The deadline has passed (by the server's clock): a newcomer can no longer predict, only
   * follow the league. False without an active election.
   */
  predictions_closed: z.boolean(),
});
export type InvitePreview = z.infer<typeof InvitePreviewSchema>;

/** POST /api/auth/league/join/{code}/ — path parameter; any text, an unknown code is a 404. */
export const JoinSubleagueParamsSchema = z.object({ code: safeText() });

/** 200 for a new member and for a repeat join alike; `already_member` tells them apart. */
export const JoinSubleagueResponseSchema = z.object({
  message: z.string(),
  already_member: z.boolean(),
  subleague: SubleagueSchema,
});
export type JoinSubleagueResponse = z.infer<typeof JoinSubleagueResponseSchema>;

/** POST /api/auth/league/leave/{id}/ — no body. */
export const LeaveSubleagueParamsSchema = z.object({ id: idParam('Ongeldige subpoule.') });
export const LeaveSubleagueResponseSchema = z.object({
  message: z.string(),
  subleague_id: z.number().int(),
});
export type LeaveSubleagueResponse = z.infer<typeof LeaveSubleagueResponseSchema>;

/* ---------- Member predictions: GET /api/auth/member-predictions/{userId}/?global=true ---------- */

export const MemberPredictionsParamsSchema = z.object({ userId: idParam('Ongeldige gebruiker.') });
export const MemberPredictionsQuerySchema = z.object({
  /** True = the national-pool view (any player in the pool, after the deadline). */
  global: z
    .enum(['true', 'false'], { error: "global moet 'true' of 'false' zijn." })
    .optional()
    .transform((v) => v === 'true'),
});

/**
 * The viewed player's prediction for the active election, in the shape of
 * GET /api/auth/predictions/active/ (the same shape as the active prediction), plus
 * their points once scored.
 */
export const MemberPredictionsSchema = ActivePredictionSchema.extend({
  /** Once the viewed player is scored: their points per section beside the viewer's. */
  points: MemberPointsSchema.nullable(),
});
export type MemberPredictions = z.infer<typeof MemberPredictionsSchema>;

/**
 * The error codes of the league calls, for the web's Dutch messages (docs/architecture.md#errors).
 */
export const LEAGUE_ERROR_CODES = {
  inviteInvalid: 'invite_invalid',
  creatorCannotLeave: 'creator_cannot_leave',
  notCreator: 'not_creator',
  cannotRemoveCreator: 'cannot_remove_creator',
  notAMember: 'not_a_member',
  predictionsLocked: 'predictions_locked',
  predictionsForbidden: 'permission_denied',
  predictionsNotFound: 'not_found',
} as const;
