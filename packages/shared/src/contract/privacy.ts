import { z } from 'zod';
import { FRESH_SOCIAL_SIGN_IN_MINUTES } from '../constants';
import { CurrentPasswordSchema } from '../rules/password';
import { MailPreferencesSchema, REMINDER_KINDS } from './reminders';

/*
 * The self-service privacy rights: download your data and delete your
 * account. The real-name switch itself is part of the profile (`show_real_name` in
 * contract/user.ts and ProfileUpdateBodySchema).
 */

export const PRIVACY_PATHS = {
  export: '/api/auth/profile/export/',
  delete: '/api/auth/profile/delete/',
} as const;

export const DELETE_ACCOUNT_MESSAGES = {
  deleted: 'Je account en al je gegevens zijn verwijderd.',
  wrongPassword: 'Het wachtwoord is onjuist. Je account is niet verwijderd.',
  socialSignInNeeded: `Log eerst opnieuw in met Google of Microsoft; daarna kun je je account binnen ${FRESH_SOCIAL_SIGN_IN_MINUTES} minuten verwijderen.`,
} as const;

/* ---------- POST /api/auth/profile/delete/ ---------- */

/**
 * The password, required when the account has one. An account without a password sends no
 * password; the server then asks for a recent social sign-in instead.
 */
export const DeleteAccountBodySchema = z.object({ password: CurrentPasswordSchema.optional() });
export type DeleteAccountBody = z.input<typeof DeleteAccountBodySchema>;

export const DeleteAccountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;

/* ---------- GET /api/auth/profile/export/ ---------- */

const timestamp = z.string();

const ExportedPredictionSchema = z.object({
  election: z.object({ id: z.number().int(), name: z.string(), election_date: timestamp }),
  name: z.string(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
  /** Turnout figures are percentages with one decimal, as the game shows them. */
  country_turnout: z.number().nullable(),
  first_municipality: z.string().nullable(),
  /** The joker party's name. */
  captain_party: z.string().nullable(),
  seats: z.array(
    z.object({ seat_number: z.number().int(), party_id: z.number().int(), party: z.string() }),
  ),
  turnout: z.array(z.object({ municipality: z.string(), turnout: z.number() })),
  biggest_party: z.array(z.object({ municipality: z.string(), party: z.string() })),
});

const ExportedScoreSchema = z.object({
  election: z.object({ id: z.number().int(), name: z.string() }),
  seat_points: z.number().int(),
  captain_bonus_points: z.number().int(),
  top3_parties_points: z.number().int(),
  municipality_selection_points: z.number().int(),
  turnout_points: z.number().int(),
  biggest_party_points: z.number().int(),
  country_turnout_points: z.number().int(),
  total_points: z.number().int(),
  calculated_at: timestamp,
});

const ExportedNudgeSchema = z.object({
  subleague: z.object({ id: z.number().int(), name: z.string() }),
  /** The Amsterdam day (YYYY-MM-DD) the nudge counts for: one per member and day. */
  day: z.string(),
  created_at: timestamp,
});

/** Everything stored about the player, as one JSON file (the right of access, AVG art. 15). */
export const DataExportSchema = z.object({
  exported_at: timestamp,
  profile: z.object({
    id: z.number().int(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    show_real_name: z.boolean(),
    is_email_verified: z.boolean(),
    is_staff: z.boolean(),
    is_superuser: z.boolean(),
    date_joined: timestamp,
  }),
  sign_in_methods: z.object({
    /** Only whether a password exists: the stored hash is not handed out. */
    password: z.boolean(),
    social: z.array(z.object({ provider: z.string(), linked_at: timestamp })),
  }),
  /** The mail switches of the profile; `updated_at` is null while they were never changed. */
  mail_preferences: MailPreferencesSchema.extend({ updated_at: timestamp.nullable() }),
  /** Every reminder e-mail claimed for the player; `sent_at` is null while it is on its way. */
  reminder_deliveries: z.array(
    z.object({
      election: z.object({ id: z.number().int(), name: z.string() }),
      kind: z.enum(REMINDER_KINDS),
      claimed_at: timestamp,
      sent_at: timestamp.nullable(),
    }),
  ),
  /**
   * Sub-league nudges the player got and gave. The other player is left out, as everywhere in
   * the export: it holds the player's own data and the names of shared sub-leagues only.
   */
  nudges: z.object({
    received: z.array(ExportedNudgeSchema),
    sent: z.array(ExportedNudgeSchema),
  }),
  predictions: z.array(ExportedPredictionSchema),
  scores: z.array(ExportedScoreSchema),
  subleague_memberships: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      joined_at: timestamp,
      is_creator: z.boolean(),
    }),
  ),
  created_subleagues: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      created_at: timestamp,
      member_count: z.number().int(),
    }),
  ),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** The download's file name: `zetelpoule-gegevens-<username>.json`. */
export function dataExportFileName(username: string): string {
  return `zetelpoule-gegevens-${username}.json`;
}
