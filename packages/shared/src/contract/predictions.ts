import { z } from 'zod';
import { SEAT_COUNT_MAX } from '../constants';
import { TurnoutInputSchema } from '../rules/turnout';

/*
 * SPEC §7 "Predictions": every call works on the player's prediction for the ACTIVE election
 * (DESIGN §5.3). A prediction is created by the first write. After the deadline every write
 * answers 423 with DeadlinePassedBodySchema (contract/errors.ts) and changes nothing; without an
 * active election every call except deadline-info answers 404 `no_active_election`.
 *
 * Turnouts travel as percentages with one decimal (55.5); the server stores tenths.
 * Timestamps are ISO 8601 strings in UTC.
 */

/** Largest id a database key holds; bounding it keeps absurd numbers a 400, not a 500. */
const ID_MAX = 2_147_483_647;

const id = (label: string) =>
  z
    .number({ error: `${label} moet een getal zijn.` })
    .int(`${label} moet een geheel getal zijn.`)
    .positive(`${label} is ongeldig.`)
    .max(ID_MAX, `${label} is ongeldig.`);

const timestamp = z.iso.datetime();

/* ---------- Request bodies ---------- */

/**
 * POST /api/auth/predictions/seats/single/. The exact upper bound is the election's
 * seat_count − 1 (DESIGN §5.1), checked by the server because it differs per election; the
 * schema only rules out what no election can hold.
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

/** POST /api/auth/predictions/turnout/update/ — one played municipality. */
export const SaveTurnoutBodySchema = z.object({
  municipality_id: id('Gemeente'),
  predicted_turnout: TurnoutInputSchema,
});
/** What the web sends (turnout as typed: number or string). */
export type SaveTurnoutBodyInput = z.input<typeof SaveTurnoutBodySchema>;
export type SaveTurnoutBody = z.output<typeof SaveTurnoutBodySchema>;

/** POST /api/auth/predictions/biggest-party/update/ */
export const SaveBiggestPartyBodySchema = z.object({
  municipality_id: id('Gemeente'),
  party_id: id('Partij'),
});
export type SaveBiggestPartyBody = z.infer<typeof SaveBiggestPartyBodySchema>;

/** POST /api/auth/predictions/municipality/select/ — one of the first-count candidates, by name (case-insensitive). */
export const SelectMunicipalityBodySchema = z.object({
  municipality_name: z
    .string({ error: 'Kies een gemeente.' })
    .trim()
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
// SPEC leaves them open; each echoes the value as stored plus the prediction's updated_at, so
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
  predicted_turnout: z.number(),
  updated_at: timestamp,
});
export type SavedTurnout = z.infer<typeof SavedTurnoutSchema>;

export const SavedBiggestPartySchema = z.object({
  municipality_id: z.number().int(),
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

/* ---------- GET /api/auth/predictions/active/ ---------- */

/**
 * SPEC §3 "Active prediction", plus (additions, so the dashboard needs no further call):
 * `election_id`, `seat_count` (seat_number runs 0..seat_count−1), `first_count_candidates`
 * (the names the first-municipality question offers, alphabetical) and `updated_at` (null
 * while the player has saved nothing). Lists are ordered by seat_number / municipality name.
 * A player without a prediction gets empty lists and nulls.
 */
export const ActivePredictionSchema = z.object({
  election_id: z.number().int(),
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
 * SPEC §3 "Deadline info", judged by the server clock (DESIGN §5.4). Polled by the banner, so
 * it answers 200 even without an active election: then deadline_active is false and the
 * election fields are null. predictions_locked and deadline_passed are equal (kept both
 * because the SPEC names both). time_remaining is null once locked. status_message is Dutch.
 * Addition: predictions_deadline, the ISO moment itself, for the banner's nl-NL rendering.
 */
export const DeadlineInfoSchema = z.object({
  predictions_locked: z.boolean(),
  deadline_passed: z.boolean(),
  deadline_active: z.boolean(),
  election_name: z.string().nullable(),
  election_date: timestamp.nullable(),
  predictions_deadline: timestamp.nullable(),
  status_message: z.string(),
  time_remaining: z
    .object({
      days: z.number().int(),
      hours: z.number().int(),
      minutes: z.number().int(),
    })
    .nullable(),
});
export type DeadlineInfo = z.infer<typeof DeadlineInfoSchema>;

/** Paths of the calls above, so server and web cannot drift apart. */
export const PREDICTION_PATHS = {
  active: '/api/auth/predictions/active/',
  deadlineInfo: '/api/auth/predictions/deadline-info/',
  seat: '/api/auth/predictions/seats/single/',
  resetSeats: '/api/auth/predictions/seats/reset/',
  turnout: '/api/auth/predictions/turnout/update/',
  biggestParty: '/api/auth/predictions/biggest-party/update/',
  selectMunicipality: '/api/auth/predictions/municipality/select/',
  countryTurnout: '/api/auth/predictions/country-turnout/update/',
  captain: '/api/auth/predictions/captain/update/',
} as const;
