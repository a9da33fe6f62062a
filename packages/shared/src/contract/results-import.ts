import { z } from 'zod';
import { resultsEntryConfirmationQuery } from './results-entry';

/*
 * POST /api/auth/admin/election-results/{id}/import/?dry_run=&create_missing_parties=&region_id=
 * (decision 029), admins only. Multipart: the Kiesraad's zip or EML_NL files in `files`, at most
 * RESULTS_IMPORT_MAX_UPLOAD_BYTES together (413), and optionally `party_map` (list name → party
 * id or "new"). The files must be of the election's category and year (and province, with
 * `region_id`, for PS). 200 with ResultsImportSummary: a dry run writes nothing and lists
 * `unmatched_names`; otherwise one transaction writes the results. 400 `import_error` with a
 * Dutch message for anything unreadable, foreign or unmatched; 404 for an unknown election.
 */

export const RESULTS_IMPORT_PATH = (electionId: number) =>
  `/api/auth/admin/election-results/${electionId}/import/`;

/** The multipart field that carries the files. */
export const RESULTS_IMPORT_FIELD = 'files';

/** Every upload of one request together: 413 over 100 MB. */
export const RESULTS_IMPORT_MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** How many files one request may carry (a zip counts as one). */
export const RESULTS_IMPORT_MAX_FILES = 50;

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} moet 'true' of 'false' zijn.` })
    .optional()
    .transform((value) => value === 'true');

export const ResultsImportQuerySchema = z.object({
  dry_run: flag('dry_run'),
  create_missing_parties: flag('create_missing_parties'),
  /** The province whose files these are; required for a PS election, refused for others. */
  region_id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: 'region_id moet het nummer van een provincie zijn.' })
    .transform(Number)
    .optional(),
  /** Needed to apply (not to try) an import while predictions are still open. */
  ...resultsEntryConfirmationQuery,
});
export type ResultsImportQuery = z.infer<typeof ResultsImportQuerySchema>;

/** The multipart field that maps the files' list names to parties. */
export const RESULTS_IMPORT_PARTY_MAP_FIELD = 'party_map';

/** party_map's value for a name whose party the import should create. */
export const RESULTS_IMPORT_NEW_PARTY = 'new';

/** `party_map`: list name in the files → an existing party id of the election, or "new". */
export const ResultsImportPartyMapSchema = z
  .record(
    z.string().min(1).max(200),
    z.union([z.number().int().positive(), z.literal(RESULTS_IMPORT_NEW_PARTY)], {
      error: `Koppel elke naam aan een partijnummer of aan "${RESULTS_IMPORT_NEW_PARTY}".`,
    }),
  )
  .refine((map) => Object.keys(map).length <= 200, { error: 'party_map noemt te veel namen.' });
export type ResultsImportPartyMap = z.infer<typeof ResultsImportPartyMapSchema>;

/** The EML_NL documents the import reads (the zip's other types are skipped). */
export const EmlTypeSchema = z.enum(['110a', '230b', '510b', '510c', '510d', '520']);
export type EmlType = z.infer<typeof EmlTypeSchema>;

/**
 * How a list name found its party: `name` equal names, `form` the short or long form
 * (‘PVV (Partij voor de Vrijheid)’), `initials` (‘Partij voor de Dieren’ → PvdD), `mapped` by
 * party_map, `created` a new party, `unmatched` none yet.
 */
export const ResultsImportNameMatchSchema = z.enum([
  'name',
  'form',
  'initials',
  'mapped',
  'created',
  'unmatched',
]);
export type ResultsImportNameMatch = z.infer<typeof ResultsImportNameMatchSchema>;

export const ResultsImportPartyNameSchema = z.object({
  /** The list's name in the files. */
  name: z.string(),
  /** The list's number in the files (another election numbers its parties otherwise). */
  list_number: z.number().int(),
  /** The election's party; null while unmatched or still to be created (dry run). */
  party_id: z.number().int().nullable(),
  match: ResultsImportNameMatchSchema,
});
export type ResultsImportPartyName = z.infer<typeof ResultsImportPartyNameSchema>;

/** One list's Staten seats in a PS import. */
export const ResultsImportStatenSeatRowSchema = z.object({
  list_number: z.number().int(),
  /** The name in the files. */
  name: z.string(),
  party_id: z.number().int().nullable(),
  /** The province's valid votes (510d); null without a 510d. */
  votes: z.number().int().nullable(),
  /** Seats from `votes` by the rule for Provinciale Staten; null without a 510d. */
  seats_from_votes: z.number().int().nullable(),
  /** Seats in the 520; null without a 520. */
  seats_520: z.number().int().nullable(),
});
export type ResultsImportStatenSeatRow = z.infer<typeof ResultsImportStatenSeatRowSchema>;

export const ResultsImportRegionSchema = z.object({
  region_id: z.number().int(),
  /** CBS code, e.g. PV22. */
  code: z.string(),
  name: z.string(),
  /** The Staten seats the votes are divided over (the 110a's, else the stored count). */
  seat_count: z.number().int().nullable(),
});
export type ResultsImportRegion = z.infer<typeof ResultsImportRegionSchema>;

export const ResultsImportSeatRowSchema = z.object({
  /** The election's party with this list number; null while it does not exist (dry run). */
  party_id: z.number().int().nullable(),
  list_number: z.number().int(),
  /** The name in the files (the election's own name when the files do not name the list). */
  name: z.string(),
  /** National valid votes (510d); null without a 510d. */
  votes: z.number().int().nullable(),
  /** Seats in the 520; null without a 520. */
  seats: z.number().int().nullable(),
  /** Seats computed from `votes` by the Kieswet (P 5–P 9); null without a 510d. */
  seats_from_votes: z.number().int().nullable(),
});
export type ResultsImportSeatRow = z.infer<typeof ResultsImportSeatRowSchema>;

export const ResultsImportMunicipalitySchema = z.object({
  municipality_id: z.number().int(),
  /** CBS code, e.g. GM0363. */
  code: z.string(),
  name: z.string(),
  /** Eligible voters (the files' `Cast`). */
  eligible: z.number().int(),
  /** Valid + blank + invalid votes. */
  votes_cast: z.number().int(),
  /** Percent with one decimal, capped at 100; null when `Cast` is 0. */
  turnout: z.number().nullable(),
  /** The list with the most valid votes; null on a tie or when its party does not exist yet. */
  biggest_party_id: z.number().int().nullable(),
});
export type ResultsImportMunicipality = z.infer<typeof ResultsImportMunicipalitySchema>;

export const ResultsImportSummarySchema = z.object({
  election_id: z.number().int(),
  source: z.object({
    /** The files' ElectionIdentifier, e.g. TK2021. */
    election_identifier: z.string(),
    /** The files that were used (inside a zip: the entry names). */
    files: z.array(z.object({ name: z.string(), eml_type: EmlTypeSchema })),
  }),
  /**
   * TK: per list, in list-number order: every list of the files, then every party of the
   * election the files do not name (with its own list number). Empty for PS.
   */
  seats: z.array(ResultsImportSeatRowSchema),
  /** National turnout, percent with one decimal; null without a 510d or when `Cast` is 0. */
  country_turnout: z.number().nullable(),
  /** The played municipalities the files have data for, by name; for PS the province. */
  municipalities: z.array(ResultsImportMunicipalitySchema),
  /** Every list name in the files, in list-number order, and the party it goes to. */
  parties: z.array(ResultsImportPartyNameSchema),
  /** Names without a party: applying is refused until party_map settles each one. */
  unmatched_names: z.array(z.string()),
  /** PS: the province read in; null for TK. */
  region: ResultsImportRegionSchema.nullable(),
  /** PS: the province's Staten seats per list; null for TK. */
  staten_seats: z.array(ResultsImportStatenSeatRowSchema).nullable(),
  warnings: z.array(z.string()),
  applied: z.boolean(),
});
export type ResultsImportSummary = z.infer<typeof ResultsImportSummarySchema>;
