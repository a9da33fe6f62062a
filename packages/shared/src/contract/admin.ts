import { z } from 'zod';
import { ResultsStatusSchema } from './live';
import {
  ELECTION_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIRST_COUNT_CANDIDATES_DEFAULT,
  PARTY_NAME_MAX_LENGTH,
  SEAT_COUNT_MAX,
  SEAT_COUNT_MIN,
  TURNOUT_MAX,
  TURNOUT_MIN,
} from '../constants';
import type { PredictionComparison } from '../scoring/comparison-types';
import type { ScoreBreakdown } from '../scoring/score-prediction';
import { PartySchema } from './catalog';
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
import { bodyId as idInBody, idParam, safeText } from './primitives';
import { resultsEntryConfirmation } from './results-entry';
import {
  ChamberResultSchema,
  ElectionCategorySchema,
  MunicipalityRegionSchema,
  StatenRegionSchema,
  StatenResultSchema,
  acceptingRegionId,
} from './staten';

export * from './score-comparison';

/*
 * SPEC §7 "Admin" plus DESIGN §5.3 (editing an election, its parties). Every call needs an
 * admin (is_staff or is_superuser): 401 without a valid access token, 403 for a non-admin.
 *
 * Conventions:
 * - Paths are under /api/auth/admin/ with trailing slashes, as listed at each schema.
 * - Turnouts travel as percentages with at most one decimal (55.5); the server stores tenths.
 * - Timestamps are ISO 8601 strings; requests must carry an offset or Z
 *   (`new Date(local).toISOString()`), responses are UTC.
 * - Errors are the bodies of contract/errors.ts: 400 `validation_error` with field errors
 *   (`{ "<field>": ["message"] }`, the message texts below), 404 `not_found` for an unknown
 *   election / party / prediction, 409 `conflict` for a rule about existing data.
 * - Admin texts are Dutch in the "je" voice, like every text a person reads (SPEC §2 gives the
 *   admin screens in English; docs/decisions/020-dutch-texts.md lists both).
 */

/* ---------- Texts (SPEC §5 admin rules in Dutch; the web shows the same words) ---------- */

export const ADMIN_MESSAGES = {
  /** SPEC §5 with the election's own seat_count in place of 150. */
  seatTotalExceeded: (total: number, seatCount: number) =>
    `Het totaal aantal zetels (${total}) is hoger dan het maximum van ${seatCount}. Pas de aantallen aan.`,
  seatCountRange: (seatCount: number) =>
    `Het aantal zetels per partij moet een geheel getal tussen 0 en ${seatCount} zijn.`,
  turnoutRange: 'Vul een geldig opkomstpercentage tussen 0 en 100 in',
  turnoutStep: 'Vul een opkomst in met hooguit één decimaal.',
  userSearchEmpty: 'Vul een e-mailadres of een gebruikersnaam in',
  noResultsYet: 'Er is nog geen verkiezingsuitslag om mee te vergelijken.',
  scoresCalculated: (players: number) =>
    `Punten berekend voor ${players} ${players === 1 ? 'speler' : 'spelers'}.`,
  pointsReset: (scores: number, users: number) =>
    `Alle punten zijn gewist: ${scores} ${scores === 1 ? 'score' : 'scores'} van ${users} ${users === 1 ? 'gebruiker' : 'gebruikers'} verwijderd.`,
  electionNameRequired: 'Vul een naam in voor de verkiezing.',
  electionDateRequired: 'Vul de datum en tijd van de verkiezing in.',
  userNotFound: 'Geen gebruiker gevonden met dit e-mailadres of deze gebruikersnaam.',
  electionNotFound: 'Verkiezing niet gevonden.',
} as const;

/* ---------- Building blocks ---------- */

/**
 * Ids are PostgreSQL integers (contract/primitives.ts): a path id is canonical decimal text,
 * a body id a JSON integer, both 1…2^31−1; anything else is a 400, not a database error.
 */
const id = idParam('Ongeldig id.');
const bodyId = idInBody('Ongeldig id.');
const timestamp = z.iso.datetime();
const timestampInput = (required: string) => z.iso.datetime({ offset: true, error: required });

/**
 * An admin turnout: a number 0–100 with at most one decimal (SPEC §5 "step 0.1"). The check
 * is on tenths, so 55.3 (5.53e1, not exactly representable) passes and 55.35 does not.
 */
export const AdminTurnoutSchema = z
  .number({ error: ADMIN_MESSAGES.turnoutRange })
  .min(TURNOUT_MIN, { error: ADMIN_MESSAGES.turnoutRange })
  .max(TURNOUT_MAX, { error: ADMIN_MESSAGES.turnoutRange })
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
    error: ADMIN_MESSAGES.turnoutStep,
  });

const electionName = safeText({ error: ADMIN_MESSAGES.electionNameRequired, trim: true })
  .min(1, { error: ADMIN_MESSAGES.electionNameRequired })
  .max(ELECTION_NAME_MAX_LENGTH, {
    error: `De naam mag maximaal ${ELECTION_NAME_MAX_LENGTH} tekens lang zijn.`,
  });

/* ---------- Path parameters ---------- */

/** `{id}` of /api/auth/admin/election-results/{id}/… */
export const ElectionIdParamsSchema = z.object({ id });
export type ElectionIdParams = z.infer<typeof ElectionIdParamsSchema>;

/** /api/auth/admin/election-results/{id}/parties/{partyId}/ */
export const ElectionPartyParamsSchema = z.object({ id, partyId: id });
export type ElectionPartyParams = z.infer<typeof ElectionPartyParamsSchema>;

/** /api/auth/admin/prediction-details/{predictionId}/ */
export const PredictionIdParamsSchema = z.object({ predictionId: id });
export type PredictionIdParams = z.infer<typeof PredictionIdParamsSchema>;

/* ---------- Municipalities: GET /api/auth/admin/municipalities/ ---------- */

/** All 342 municipalities, by name: the picker for played municipalities and candidates. */
export const AdminMunicipalitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  province: z.string(),
});
export type AdminMunicipality = z.infer<typeof AdminMunicipalitySchema>;
export const AdminMunicipalityListSchema = z.array(AdminMunicipalitySchema);

const NamedMunicipalitySchema = z.object({ id: z.number().int(), name: z.string() });

/* ---------- Elections ---------- */

/**
 * SPEC §3 "Election result": one row of GET /api/auth/admin/election-results/ (newest first).
 * `seat_results_count` is the total of the entered seat result, so the list reads
 * 'Seats: {seat_results_count}/{seat_count}'.
 */
export const ElectionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** TK, PS or EP: the chamber players predict and the regions of the regional questions. */
  category: ElectionCategorySchema,
  election_date: timestamp,
  predictions_deadline: timestamp,
  seat_count: z.number().int(),
  is_final: z.boolean(),
  is_active: z.boolean(),
  seat_results_count: z.number().int(),
});
export type ElectionSummary = z.infer<typeof ElectionSummarySchema>;
export const ElectionSummaryListSchema = z.array(ElectionSummarySchema);

/**
 * SPEC §3 "Election result" details: GET /api/auth/admin/election-results/{id}/, and the
 * answer of every write on an election (create, PATCH, each results section), so the admin
 * screen can replace what it shows. Every section lists only what has been entered; a section
 * without a result is an empty list or null.
 */
export const ElectionDetailsSchema = ElectionSummarySchema.extend({
  /** Parties of this election in ballot order, with colours. */
  parties: z.array(PartySchema),
  /** DESIGN §5.2: the municipalities played for turnout and biggest party, by name. */
  played_municipalities: z.array(NamedMunicipalitySchema),
  /** The choices of the first-count question (exactly three), by name. */
  first_count_candidates: z.array(NamedMunicipalitySchema),
  /**
   * The regions of the regional questions: for PS every province's Staten and the kiescolleges
   * (with their members and stemwaarde), for TK and EP the played municipalities.
   */
  regions: z.array(z.union([StatenRegionSchema, MunicipalityRegionSchema])),
  /** PS: the Staten seats per party of each region reported so far; [] otherwise. */
  staten_results: z.array(StatenResultSchema),
  /** PS: where seat_results comes from; null for TK and EP, whose seats are entered as such. */
  chamber_result: ChamberResultSchema.nullable(),
  /** The chamber's seats: for PS the Eerste Kamer projection, or the official one once entered. */
  seat_results: z.array(z.object({ party_id: z.number().int(), seat_count: z.number().int() })),
  turnout_results: z.array(
    z.object({
      municipality_id: z.number().int(),
      region_id: z.number().int(),
      actual_turnout: z.number(),
    }),
  ),
  biggest_party_results: z.array(
    z.object({
      municipality_id: z.number().int(),
      region_id: z.number().int(),
      winning_party_id: z.number().int(),
      /** The winner's share of the vote, percent with one decimal; null when not entered. */
      vote_percentage: z.number().nullable(),
    }),
  ),
  country_turnout_result: z.object({ actual_turnout: z.number() }).nullable(),
  municipality_selection_result: z
    .object({ municipality_id: z.number().int(), municipality_name: z.string() })
    .nullable(),
  /** Players with a prediction for this election: the number calculate-scores will score. */
  predictions_count: z.number().int(),
  /** Issue 12: none → provisional (some result entered) → final (`is_final`). */
  results_status: ResultsStatusSchema,
  /** When a result last changed; null before the first. */
  results_updated_at: timestamp.nullable(),
  /** When the scores were last (re)calculated, by hand or after a results change. */
  scores_calculated_at: timestamp.nullable(),
  /** How long that calculation took, in milliseconds. */
  scores_calculation_ms: z.number().int().nullable(),
});
export type ElectionDetails = z.infer<typeof ElectionDetailsSchema>;

/**
 * POST /api/auth/admin/election-results/create/ → 201 ElectionDetails.
 * The new election gets seat_count 150, its predictions deadline at election_date, and — so it
 * is playable at once — a copy of the active election's parties, played municipalities and
 * first-count candidates (none when no election is active; then the default three candidates).
 * is_active true deactivates the election that was active, in the same transaction.
 */
export const CreateElectionBodySchema = z.object({
  name: electionName,
  /** TK by default. A PS election gets 75 seats (the Eerste Kamer) and the provinces. */
  category: ElectionCategorySchema.default('TK'),
  election_date: timestampInput(ADMIN_MESSAGES.electionDateRequired),
  is_final: z.boolean().default(false),
  is_active: z.boolean().default(false),
});
export type CreateElectionBodyInput = z.input<typeof CreateElectionBodySchema>;
export type CreateElectionBody = z.output<typeof CreateElectionBodySchema>;

/**
 * PATCH /api/auth/admin/election-results/{id}/ → ElectionDetails. Every field is optional;
 * what is sent replaces what was there, in one transaction.
 * - is_active true deactivates every other election; false leaves no election active.
 * - seat_count (50–250) cannot drop below the entered seat total or a seat a player already
 *   used (409).
 * - played_municipality_ids replaces the played set; turnout and biggest-party results of a
 *   municipality that is no longer played are deleted (players' answers stay, unscored).
 * - first_count_candidate_ids: exactly three distinct municipalities; a municipality-selection
 *   result that is no longer a candidate is cleared.
 */
export const UpdateElectionBodySchema = z.object({
  name: electionName.optional(),
  election_date: timestampInput('Vul een geldige datum en tijd in.').optional(),
  predictions_deadline: timestampInput('Vul een geldige datum en tijd in.').optional(),
  seat_count: z
    .number({
      error: `Het aantal zetels moet een geheel getal tussen ${SEAT_COUNT_MIN} en ${SEAT_COUNT_MAX} zijn.`,
    })
    .int({
      error: `Het aantal zetels moet een geheel getal tussen ${SEAT_COUNT_MIN} en ${SEAT_COUNT_MAX} zijn.`,
    })
    .min(SEAT_COUNT_MIN, {
      error: `Het aantal zetels moet een geheel getal tussen ${SEAT_COUNT_MIN} en ${SEAT_COUNT_MAX} zijn.`,
    })
    .max(SEAT_COUNT_MAX, {
      error: `Het aantal zetels moet een geheel getal tussen ${SEAT_COUNT_MIN} en ${SEAT_COUNT_MAX} zijn.`,
    })
    .optional(),
  played_municipality_ids: z
    .array(bodyId)
    .max(400)
    .refine(isDistinct, { error: 'Een gemeente kan maar één keer worden gespeeld.' })
    .optional(),
  first_count_candidate_ids: z
    .array(bodyId)
    .length(FIRST_COUNT_CANDIDATES_DEFAULT.length, {
      error: `Kies precies ${FIRST_COUNT_CANDIDATES_DEFAULT.length} kandidaten voor de eerste telling.`,
    })
    .refine(isDistinct, { error: 'Kies drie verschillende gemeenten.' })
    .optional(),
  is_active: z.boolean().optional(),
  is_final: z.boolean().optional(),
  /**
   * PS only: false goes back from the elected Eerste Kamer (entered via seats/) to the
   * projection from the Staten. true is set by entering the seats.
   */
  chamber_seats_official: z.literal(false, { error: 'Alleen false is mogelijk.' }).optional(),
});
export type UpdateElectionBody = z.infer<typeof UpdateElectionBodySchema>;

/* ---------- Parties of an election ---------- */
// GET  /api/auth/admin/election-results/{id}/parties/            → Party[] (ballot order)
// POST /api/auth/admin/election-results/{id}/parties/            → 201 Party
// PATCH  /api/auth/admin/election-results/{id}/parties/{partyId}/ → Party
// DELETE /api/auth/admin/election-results/{id}/parties/{partyId}/ → 204; 409 while a
//        prediction (seat, biggest party, joker) or a result (seats, biggest party) uses it.
// list_number is unique per election: a taken number is a 409 with a list_number field error.

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

const partyName = safeText({ error: 'Vul de naam van de partij in.', trim: true })
  .min(1, { error: 'Vul de naam van de partij in.' })
  .max(PARTY_NAME_MAX_LENGTH, {
    error: `De naam van de partij mag maximaal ${PARTY_NAME_MAX_LENGTH} tekens lang zijn.`,
  });
/** Stored upper case, as the seeded colours are. */
const hexcolor = safeText({ error: 'Vul een kleur in als #RRGGBB.' })
  .regex(HEX_COLOR, { error: 'Vul een kleur in als #RRGGBB.' })
  .transform((value) => value.toUpperCase());
const listNumber = z
  .number({ error: 'Het lijstnummer moet een geheel getal van minimaal 1 zijn.' })
  .int({ error: 'Het lijstnummer moet een geheel getal van minimaal 1 zijn.' })
  .min(1, { error: 'Het lijstnummer moet een geheel getal van minimaal 1 zijn.' })
  .max(999, { error: 'Het lijstnummer mag maximaal 999 zijn.' });

/** list_number is optional on create: then the next free number after the highest. */
export const CreatePartyBodySchema = z.object({
  name: partyName,
  hexcolor,
  list_number: listNumber.optional(),
});
export type CreatePartyBodyInput = z.input<typeof CreatePartyBodySchema>;
export type CreatePartyBody = z.output<typeof CreatePartyBodySchema>;

export const UpdatePartyBodySchema = z.object({
  name: partyName.optional(),
  hexcolor: hexcolor.optional(),
  list_number: listNumber.optional(),
});
export type UpdatePartyBodyInput = z.input<typeof UpdatePartyBodySchema>;
export type UpdatePartyBody = z.output<typeof UpdatePartyBodySchema>;

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

/** The seat rules of SPEC §5 for an election with `seatCount` seats (form and server alike). */
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
 * POST /api/auth/admin/reset-all-points/ (SPEC §4): confirm false → statistics, nothing
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

/** SPEC §3 "Prediction summary", plus the election it belongs to and its points. */
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

/** SPEC §3 "User as seen by an admin". */
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

/** SPEC §3 "Prediction details" when the election has at least one result section. */
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

function isDistinct(values: readonly number[]): boolean {
  return new Set(values).size === values.length;
}
