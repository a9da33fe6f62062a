import { z } from 'zod';

/*
 * POST /api/auth/admin/election-results/{id}/import/?dry_run=&create_missing_parties=
 * (DESIGN §10 `results-import`, issue 11). Admins only: 401/403 as every admin call.
 *
 * The body is multipart/form-data with one or more files in the field `files`: the Kiesraad's
 * published zip, or EML_NL files (`.eml.xml`) of type 510b, 510c, 510d or 520. Together at
 * most RESULTS_IMPORT_MAX_UPLOAD_BYTES (413 beyond).
 *
 * 200 with ResultsImportSummary. With dry_run=true nothing is written (`applied: false`);
 * otherwise the seats, the national turnout and every played municipality's turnout and
 * biggest party are written in one transaction (`applied: true`). 400 (`import_error`) with a
 * Dutch message for a file that is not EML, an EML type it cannot use, malformed XML, a DTD,
 * a zip over its limits, files of different elections, or a list number the election lacks
 * (unless create_missing_parties=true). 404 for an unknown election.
 */

export const RESULTS_IMPORT_PATH = (electionId: number) =>
  `/api/auth/admin/election-results/${electionId}/import/`;

/** The multipart field that carries the files. */
export const RESULTS_IMPORT_FIELD = 'files';

/** Every upload of one request together (SPEC: "413 over 100 MB"). */
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
});
export type ResultsImportQuery = z.infer<typeof ResultsImportQuerySchema>;

/** The EML_NL documents the import reads (the zip's other types are skipped). */
export const EmlTypeSchema = z.enum(['510b', '510c', '510d', '520']);
export type EmlType = z.infer<typeof EmlTypeSchema>;

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
  /** Per list, in list-number order: every list of the files and every party of the election. */
  seats: z.array(ResultsImportSeatRowSchema),
  /** National turnout, percent with one decimal; null without a 510d or when `Cast` is 0. */
  country_turnout: z.number().nullable(),
  /** The played municipalities the files have data for, by name. */
  municipalities: z.array(ResultsImportMunicipalitySchema),
  warnings: z.array(z.string()),
  applied: z.boolean(),
});
export type ResultsImportSummary = z.infer<typeof ResultsImportSummarySchema>;
