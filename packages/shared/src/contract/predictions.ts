import { z } from 'zod';
import { SEAT_COUNT_MAX } from '../constants';
import { TurnoutInputSchema } from './turnout-input';
import { ElectionCategorySchema, acceptingRegionId } from './staten';
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
import { bodyId, safeText } from './primitives';

/*
 * Predictions: every call works on the player's prediction for the ACTIVE election
 * (docs/rules.md#one-election-at-a-time), created by the first write. After the deadline every
 * write answers 423 (DeadlinePassedBodySchema) and changes nothing; without an active election,
 * 404 `no_active_election` (except deadline-info). Turnouts travel as percentages with one
 * decimal (55.5); timestamps are ISO 8601 in UTC.
 */

/** A body id (contract/primitives.ts): a JSON integer 1…2^31−1, named in the message. */
const id = (label: string) => bodyId(`${label} is ongeldig.`);

const timestamp = z.iso.datetime();

/* ---------- Request bodies ---------- */

/**
 * POST /api/auth/predictions/seats/single/. The exact upper bound is the election's
 * seat_count − 1 (docs/rules.md#seats-and-regions), checked by the server because it differs per
 * election; the schema only rules out what no election can hold.
 */
export const SaveSeatBodySchema = z.object({
  seat_number: z
    .number({ error: 'Zetelnummer moet een getal zijn.' })
    .int('Zetelnummer moet een geheel getal zijn.')
    .min(0, 'Zetelnummer mag niet negatief zijn.')
    .max(SEAT_COUNT_MAX - 1, `Zetelnummer mag niet hoger zijn dan ${SEAT_COUNT_MAX - 1}.`),
  party_id: id('Partij'),
});
export type SaveSeatBody = z.infer<typeof SaveSeatBodySchema>;

/**
 * PUT /api/auth/predictions/seats/ — the whole seat distribution at once (the "Zetels per
 * partij" steppers). Seats are handed out as contiguous blocks in list order: the first party
 * gets seats 0..n−1, the next party the seats after that; every seat beyond the total is
 * cleared (docs/decisions/015-set-seats-in-one-call.md). The total must not exceed the election's
 * seat_count, checked by the server; the schema rules out duplicates, negatives and what no
 * election can hold. An empty list clears every seat.
 */
export const SetSeatsBodySchema = z.object({
  party_seats: z
    .array(
      z.object({
        party_id: id('Partij'),
        seats: z
          .number({ error: 'Aantal zetels moet een getal zijn.' })
          .int('Aantal zetels moet een geheel getal zijn.')
          .min(0, 'Aantal zetels mag niet negatief zijn.')
          .max(SEAT_COUNT_MAX, `Aantal zetels mag niet hoger zijn dan ${SEAT_COUNT_MAX}.`),
      }),
      { error: 'Geef per partij het aantal zetels op.' },
    )
    .max(SEAT_COUNT_MAX, `Geef hoogstens ${SEAT_COUNT_MAX} partijen op.`)
    .refine((rows) => new Set(rows.map((row) => row.party_id)).size === rows.length, {
      message: 'Elke partij mag maar één keer voorkomen.',
    })
    .refine((rows) => rows.reduce((sum, row) => sum + row.seats, 0) <= SEAT_COUNT_MAX, {
      message: `Je kunt hoogstens ${SEAT_COUNT_MAX} zetels verdelen.`,
    }),
});
export type SetSeatsBody = z.infer<typeof SetSeatsBodySchema>;

/** POST /api/auth/predictions/turnout/update/ — one played municipality. */
export const SaveTurnoutBodySchema = acceptingRegionId(
  z.object({
    municipality_id: id('Regio'),
    predicted_turnout: TurnoutInputSchema,
  }),
);
/** What the web sends (turnout as typed: number or string). */
export type SaveTurnoutBodyInput = z.input<typeof SaveTurnoutBodySchema>;
export type SaveTurnoutBody = z.output<typeof SaveTurnoutBodySchema>;

/** POST /api/auth/predictions/biggest-party/update/ */
export const SaveBiggestPartyBodySchema = acceptingRegionId(
  z.object({
    municipality_id: id('Regio'),
    party_id: id('Partij'),
  }),
);
export type SaveBiggestPartyBody = z.infer<typeof SaveBiggestPartyBodySchema>;

/** POST /api/auth/predictions/municipality/select/ — one of the first-count candidates, by name (case-insensitive). */
export const SelectMunicipalityBodySchema = z.object({
  municipality_name: safeText({ error: 'Kies een gemeente.', trim: true })
    .min(1, 'Kies een gemeente.')
    .max(100, 'Kies een gemeente.'),
});
export type SelectMunicipalityBody = z.infer<typeof SelectMunicipalityBodySchema>;

/** POST /api/auth/predictions/country-turnout/update/ */
export const SaveCountryTurnoutBodySchema = z.object({
  predicted_turnout: TurnoutInputSchema,
});
export type SaveCountryTurnoutBodyInput = z.input<typeof SaveCountryTurnoutBodySchema>;
export type SaveCountryTurnoutBody = z.output<typeof SaveCountryTurnoutBodySchema>;

/** POST /api/auth/predictions/captain/update/ — the joker party. */
export const SaveCaptainBodySchema = z.object({
  party_id: id('Partij'),
});
export type SaveCaptainBody = z.infer<typeof SaveCaptainBodySchema>;

/* ---------- Success bodies of the writes ---------- */
// Each echoes the value as stored plus the prediction's updated_at, so
// the web can confirm exactly what was saved.

export const SavedSeatSchema = z.object({
  seat_number: z.number().int(),
  party_id: z.number().int(),
  updated_at: timestamp,
});
export type SavedSeat = z.infer<typeof SavedSeatSchema>;

/** POST /api/auth/predictions/seats/reset/ (no body). updated_at is null when the player had no prediction yet. */
export const ResetSeatsResultSchema = z.object({
  cleared_seats: z.number().int(),
  updated_at: timestamp.nullable(),
});
export type ResetSeatsResult = z.infer<typeof ResetSeatsResultSchema>;

export const SavedTurnoutSchema = z.object({
  municipality_id: z.number().int(),
  region_id: z.number().int(),
  predicted_turnout: z.number(),
  updated_at: timestamp,
});
export type SavedTurnout = z.infer<typeof SavedTurnoutSchema>;

export const SavedBiggestPartySchema = z.object({
  municipality_id: z.number().int(),
  region_id: z.number().int(),
  party_id: z.number().int(),
  updated_at: timestamp,
});
export type SavedBiggestParty = z.infer<typeof SavedBiggestPartySchema>;

/** municipality_name is the stored spelling ('vlieland' in, 'Vlieland' out). */
export const SelectedMunicipalitySchema = z.object({
  municipality_name: z.string(),
  updated_at: timestamp,
});
export type SelectedMunicipality = z.infer<typeof SelectedMunicipalitySchema>;

export const SavedCountryTurnoutSchema = z.object({
  predicted_turnout: z.number(),
  updated_at: timestamp,
});
export type SavedCountryTurnout = z.infer<typeof SavedCountryTurnoutSchema>;

export const SavedCaptainSchema = z.object({
  party_id: z.number().int(),
  updated_at: timestamp,
});
export type SavedCaptain = z.infer<typeof SavedCaptainSchema>;

/**
 * PUT /api/auth/predictions/seats/: every stored seat after the call, ordered by seat_number
 * (the same shape as ActivePrediction.seat_predictions), and the prediction's updated_at.
 */
export const SetSeatsResultSchema = z.object({
  seat_predictions: z.array(
    z.object({
      seat_number: z.number().int(),
      /** Party id. */
      party: z.number().int(),
    }),
  ),
  updated_at: timestamp,
});
export type SetSeatsResult = z.infer<typeof SetSeatsResultSchema>;

/* ---------- GET /api/auth/predictions/active/ ---------- */

/**
 * "Active prediction", plus (additions, so the dashboard needs no further call):
 * `election_id`, `seat_count` (seat_number runs 0..seat_count−1), `first_count_candidates`
 * (the names the first-municipality question offers, alphabetical) and `updated_at` (null
 * while the player has saved nothing). Lists are ordered by seat_number / municipality name.
 * A player without a prediction gets empty lists and nulls.
 */
export const ActivePredictionSchema = z.object({
  election_id: z.number().int(),
  /** The chamber (TK, PS: the Eerste Kamer, EP) and the kind of region the questions name. */
  category: ElectionCategorySchema,
  seat_count: z.number().int(),
  first_count_candidates: z.array(z.string()),
  updated_at: timestamp.nullable(),
  seat_predictions: z.array(
    z.object({
      seat_number: z.number().int(),
      /** Party id. */
      party: z.number().int(),
    }),
  ),
  selected_municipality: z.object({ municipality_name: z.string() }).nullable(),
  country_turnout_prediction: z.object({ predicted_turnout: z.number() }).nullable(),
  turnout_predictions: z.array(
    z.object({
      /** Municipality id. */
      municipality: z.number().int(),
      municipality_name: z.string(),
      predicted_turnout: z.number(),
    }),
  ),
  biggest_party_predictions: z.array(
    z.object({
      /** Municipality id. */
      municipality: z.number().int(),
      municipality_name: z.string(),
      /** Party id. */
      predicted_party: z.number().int(),
    }),
  ),
  /** The joker; selected_party is a party id. */
  captain_party: z.object({ selected_party: z.number().int() }).nullable(),
});
export type ActivePrediction = z.infer<typeof ActivePredictionSchema>;

/* ---------- GET /api/auth/predictions/deadline-info/ ---------- */

/**
 * "Deadline info", judged by the server clock (docs/rules.md#the-deadline-and-who-sees-what).
 * Polled by the banner, so it answers 200 even without an active election: then deadline_active is
 * false and the election fields are null. predictions_locked and deadline_passed are equal (kept
 * both because clients read both). time_remaining is null once locked. status_message is Dutch.
 * Addition: predictions_deadline, the ISO moment itself, for the banner's nl-NL rendering.
 */
export const DeadlineInfoSchema = z.object({
  predictions_locked: z.boolean(),
  deadline_passed: z.boolean(),
  deadline_active: z.boolean(),
  election_name: z.string().nullable(),
  /** The active election's category, so every page names its chamber; null without one. */
  election_category: ElectionCategorySchema.nullable(),
  election_date: timestamp.nullable(),
  predictions_deadline: timestamp.nullable(),
  status_message: z.string(),
  /** The admin marked the result final: the banner then shrinks to one line on a phone. */
  results_final: z.boolean().optional(),
  time_remaining: z
    .object({
      days: z.number().int(),
      hours: z.number().int(),
      minutes: z.number().int(),
    })
    .nullable(),
});
export type DeadlineInfo = z.infer<typeof DeadlineInfoSchema>;

/* ---------- GET /api/auth/predictions/my-score/ ---------- */

/**
 * The player's stored score (what the leaderboard ranks by, written by calculate-scores) plus
 * `pending`: the sections whose result is not in yet, judged against the results as they are now.
 */
export const MyScorePointsSchema = z.object({
  seat_points: z.number().int(),
  captain_bonus_points: z.number().int(),
  turnout_points: z.number().int(),
  biggest_party_points: z.number().int(),
  municipality_selection_points: z.number().int(),
  top3_parties_points: z.number().int(),
  country_turnout_points: z.number().int(),
  total_points: z.number().int(),
  calculated_at: timestamp,
  pending: PendingSectionsSchema,
});
export type MyScorePoints = z.infer<typeof MyScorePointsSchema>;

/**
 * Once calculate-scores has scored the player for the active election: the points per section
 * and the same comparison the admin's prediction analysis shows (contract/admin.ts), for the
 * caller's own prediction only. The comparison is built against the results as they are now.
 */
export const MyScoreWithResultsSchema = z.object({
  has_results: z.literal(true),
  election: ElectionRefSchema,
  score: MyScorePointsSchema,
  party_seat_comparison: z.array(PartySeatComparisonRowSchema),
  turnout_comparison: z.array(TurnoutComparisonRowSchema),
  biggest_party_comparison: z.array(BiggestPartyComparisonRowSchema),
  municipality_selection_comparison: MunicipalitySelectionComparisonSchema.nullable(),
  country_turnout_comparison: CountryTurnoutComparisonSchema.nullable(),
  top3_parties_comparison: Top3PartiesComparisonSchema.nullable(),
  captain_party_comparison: CaptainPartyComparisonSchema.nullable(),
});
export type MyScoreWithResults = z.infer<typeof MyScoreWithResultsSchema>;

/** Before the player is scored: a Dutch message for the dashboard, no points. */
export const MyScoreWithoutResultsSchema = z.object({
  has_results: z.literal(false),
  election: ElectionRefSchema,
  message: z.string(),
});

/**
 * GET /api/auth/predictions/my-score/ — always the caller's own prediction (no id). 404
 * `no_active_election` without an active election; a player without a prediction gets
 * `has_results: false` with a Dutch message saying so (the dashboard asks for everyone).
 */
export const MyScoreSchema = z.discriminatedUnion('has_results', [
  MyScoreWithResultsSchema,
  MyScoreWithoutResultsSchema,
]);
export type MyScore = z.infer<typeof MyScoreSchema>;
