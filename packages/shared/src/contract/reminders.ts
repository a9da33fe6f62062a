import { z } from 'zod';
import { idParam } from './primitives';

/*
 * Reminder e-mails before the deadline and after the results, their one-click
 * unsubscribe, the player's switches per kind, the admin's counts and a creator's daily nudge
 * (docs/decisions/032-reminder-emails.md).
 */

/** The reminders a player can get for an election: before the deadline, and the results. */
export const REMINDER_KINDS = ['7d', '24h', '2h', 'results'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** The three before the deadline, earliest first. */
export const DEADLINE_REMINDER_KINDS = ['7d', '24h', '2h'] as const;
export type DeadlineReminderKind = (typeof DEADLINE_REMINDER_KINDS)[number];

/** What a player can switch off, one switch each (and one unsubscribe link each). */
export const MAIL_PREFERENCE_KINDS = ['deadline', 'results', 'nudges'] as const;
export type MailPreferenceKind = (typeof MAIL_PREFERENCE_KINDS)[number];

/** The switch that governs a reminder kind. */
export function preferenceOfReminder(kind: ReminderKind): MailPreferenceKind {
  return kind === 'results' ? 'results' : 'deadline';
}

export const REMINDER_PATHS = {
  preferences: '/api/auth/mail-preferences/',
  adminStats: '/api/auth/admin/reminders/',
  /** `:token` from the mail; GET shows a page, POST (RFC 8058 one-click) unsubscribes. */
  unsubscribe: '/api/mail/unsubscribe/:token/',
  nudge: '/api/auth/league/subleagues/:id/members/:userId/nudge/',
} as const;

export function unsubscribePath(token: string): string {
  return REMINDER_PATHS.unsubscribe.replace(':token', token);
}

export function nudgePath(subleagueId: number, userId: number): string {
  return `/api/auth/league/subleagues/${subleagueId}/members/${userId}/nudge/`;
}

export const REMINDER_ERROR_CODES = {
  invalidToken: 'unsubscribe_token_invalid',
  notCreator: 'not_creator',
  notAMember: 'not_a_member',
  deadlinePassed: 'deadline_passed',
  noActiveElection: 'no_active_election',
  predictionComplete: 'prediction_complete',
  nudgedToday: 'nudged_today',
  nudgesOff: 'nudges_off',
  cannotNudgeSelf: 'cannot_nudge_self',
  mailFailed: 'mail_failed',
} as const;

/* ---------- The player's switches: GET / PATCH /api/auth/mail-preferences/ ---------- */

export const MailPreferencesSchema = z.object({
  /** 7 days, 24 hours and 2 hours before the deadline, while the prediction is incomplete. */
  deadline: z.boolean(),
  /** "De uitslag is bekend", once the results are final. */
  results: z.boolean(),
  /** A sub-league creator's "Vergeet je voorspelling niet". */
  nudges: z.boolean(),
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

const SWITCH_MESSAGE = 'Kies aan of uit.';
const aSwitch = z.boolean({ error: SWITCH_MESSAGE });

/** Any of the three; at least one. */
export const UpdateMailPreferencesBodySchema = z
  .object({ deadline: aSwitch, results: aSwitch, nudges: aSwitch })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Kies minstens één instelling.' });
export type UpdateMailPreferencesBody = z.infer<typeof UpdateMailPreferencesBodySchema>;

/* ---------- The admin's counts: GET /api/auth/admin/reminders/ ---------- */

export const ReminderKindStatsSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  /** Mails handed to the mail server for this election. */
  sent: z.number().int().min(0),
  /** When the kind is due: the deadline minus its offset; null for results (when final). */
  due_at: z.string().nullable(),
});
export type ReminderKindStats = z.infer<typeof ReminderKindStatsSchema>;

export const ReminderStatsSchema = z.object({
  /** The active election; null (and empty kinds) when none is active. */
  election_id: z.number().int().nullable(),
  election_name: z.string().nullable(),
  kinds: z.array(ReminderKindStatsSchema),
  /** Nudges sub-league creators sent for the election (all days). */
  nudges_sent: z.number().int().min(0),
});
export type ReminderStats = z.infer<typeof ReminderStatsSchema>;

/* ---------- One-click unsubscribe: GET / POST /api/mail/unsubscribe/{token}/ ---------- */

/** `<userId>.<kind>.<signature>`: the server checks the signature, so nothing else is trusted. */
export const UNSUBSCRIBE_TOKEN_PATTERN =
  /^[1-9][0-9]{0,9}\.(deadline|results|nudges)\.[A-Za-z0-9_-]{43}$/;

export const UnsubscribeParamsSchema = z.object({
  token: z.string().max(80).regex(UNSUBSCRIBE_TOKEN_PATTERN, 'Deze afmeldlink is ongeldig.'),
});

export const UnsubscribeResponseSchema = z.object({
  message: z.string(),
  kind: z.enum(MAIL_PREFERENCE_KINDS),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;

/* ---------- The daily nudge: POST …/subleagues/{id}/members/{userId}/nudge/ ---------- */

export const NudgeParamsSchema = z.object({ id: idParam(), userId: idParam() });

export const NudgeResponseSchema = z.object({ message: z.string() });
export type NudgeResponse = z.infer<typeof NudgeResponseSchema>;
