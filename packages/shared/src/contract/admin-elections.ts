import { z } from 'zod';
import {
  ELECTION_NAME_MAX_LENGTH,
  FIRST_COUNT_CANDIDATES_DEFAULT,
  SEAT_COUNT_MAX,
  SEAT_COUNT_MIN,
} from '../constants';
import {
  ADMIN_MESSAGES,
  NamedMunicipalitySchema,
  adminBodyId as bodyId,
  adminTimestamp as timestamp,
  adminTimestampInput as timestampInput,
  isDistinct,
} from './admin-common';
import { PartySchema } from './catalog';
import { ResultsStatusSchema } from './live';
import { safeText } from './primitives';
import {
  ChamberResultSchema,
  ElectionCategorySchema,
  MunicipalityRegionSchema,
  StatenRegionSchema,
  StatenResultSchema,
} from './staten';

/* The elections tab: the list, one election's details, creating and editing an election. */

const electionName = safeText({ error: ADMIN_MESSAGES.electionNameRequired, trim: true })
  .min(1, { error: ADMIN_MESSAGES.electionNameRequired })
  .max(ELECTION_NAME_MAX_LENGTH, {
    error: `De naam mag maximaal ${ELECTION_NAME_MAX_LENGTH} tekens lang zijn.`,
  });

/* ---------- Elections ---------- */

/**
 * One row of GET /api/auth/admin/election-results/ (newest first).
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
 * One election in full: GET /api/auth/admin/election-results/{id}/, and the
 * answer of every write on an election (create, PATCH, each results section), so the admin
 * screen can replace what it shows. Every section lists only what has been entered; a section
 * without a result is an empty list or null.
 */
export const ElectionDetailsSchema = ElectionSummarySchema.extend({
  /** Parties of this election in ballot order, with colours. */
  parties: z.array(PartySchema),
  /** The municipalities played for turnout and biggest party, by name. */
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
  /** none → provisional (some result entered) → final (`is_final`). */
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
