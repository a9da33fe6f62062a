import { z } from 'zod';
import { SEAT_COUNT_MAX } from '../constants';
import { AdminTurnoutSchema } from './admin';
import { bodyId, idParam, safeText } from './primitives';

export * from './benchmark-standing';

/*
 * Benchmark players (docs/decisions/035-benchmark-players.md): polls an admin enters and "De
 * Poule", the crowd's mean seats, scored like players and shown as pinned rows, never ranked.
 * Admin only, under /api/auth/admin/election-results/{id}/benchmarks/: GET (list), POST (201),
 * and PUT / DELETE on …/{benchmarkId}/ (De Poule is written by the calculation: 409).
 */

/** The name of the crowd benchmark; no admin benchmark may take it. */
export const CROWD_BENCHMARK_NAME = 'De Poule';
export const BENCHMARK_NAME_MAX_LENGTH = 60;

export const BENCHMARK_MESSAGES = {
  nameRequired: 'Vul een naam in voor de peiling.',
  nameTooLong: `De naam mag maximaal ${BENCHMARK_NAME_MAX_LENGTH} tekens lang zijn.`,
  nameTaken: 'Er is al een peiling met deze naam bij deze verkiezing.',
  nameReserved: `De naam ${CROWD_BENCHMARK_NAME} is voor de voorspelling van alle spelers samen.`,
  seatCountRange: `Het aantal zetels per partij moet een geheel getal tussen 0 en ${SEAT_COUNT_MAX} zijn.`,
  seatsRequired: 'Vul de zetels per partij in.',
  partyTwice: 'Elke partij mag maar één keer voorkomen.',
  seatTotal: (total: number, seatCount: number) =>
    `De zetels tellen op tot ${total}, maar deze verkiezing heeft er ${seatCount}. Zorg dat het totaal precies ${seatCount} is.`,
  foreignParty: (ids: readonly number[]) => `Geen partij van deze verkiezing: ${ids.join(', ')}.`,
  notFound: 'Peiling niet gevonden.',
  crowdReadOnly: `${CROWD_BENCHMARK_NAME} wordt berekend uit de voorspellingen van de spelers en kan niet worden aangepast.`,
} as const;

export const BENCHMARK_ERROR_CODES = {
  crowdReadOnly: 'crowd_benchmark_read_only',
} as const;

/* ---------- Admin: the body of POST and PUT ---------- */

/**
 * The whole benchmark. Parties left out have 0 seats; the server checks that every party is
 * one of the election's and that the seats sum to exactly its seat_count (400 otherwise).
 */
export const BenchmarkBodySchema = z.object({
  name: safeText({ error: BENCHMARK_MESSAGES.nameRequired, trim: true })
    .min(1, { error: BENCHMARK_MESSAGES.nameRequired })
    .max(BENCHMARK_NAME_MAX_LENGTH, { error: BENCHMARK_MESSAGES.nameTooLong }),
  party_seats: z
    .array(
      z.object({
        party_id: bodyId(),
        seat_count: z
          .number({ error: BENCHMARK_MESSAGES.seatCountRange })
          .int({ error: BENCHMARK_MESSAGES.seatCountRange })
          .min(0, { error: BENCHMARK_MESSAGES.seatCountRange })
          .max(SEAT_COUNT_MAX, { error: BENCHMARK_MESSAGES.seatCountRange }),
      }),
      { error: BENCHMARK_MESSAGES.seatsRequired },
    )
    .min(1, { error: BENCHMARK_MESSAGES.seatsRequired })
    .max(500)
    .refine((rows) => new Set(rows.map((row) => row.party_id)).size === rows.length, {
      error: BENCHMARK_MESSAGES.partyTwice,
    }),
  /** National turnout in percent with at most one decimal; null or absent: none. */
  country_turnout: AdminTurnoutSchema.nullish(),
});
export type BenchmarkBody = z.infer<typeof BenchmarkBodySchema>;

/** The seat-total rule for an election with `seatCount` seats (form and server alike). */
export function benchmarkBodySchemaFor(seatCount: number) {
  return BenchmarkBodySchema.superRefine((body, ctx) => {
    const total = body.party_seats.reduce((sum, row) => sum + row.seat_count, 0);
    if (total !== seatCount) {
      ctx.addIssue({
        code: 'custom',
        path: ['party_seats'],
        message: BENCHMARK_MESSAGES.seatTotal(total, seatCount),
      });
    }
  });
}

export const BenchmarkParamsSchema = z.object({
  id: idParam('Ongeldig id.'),
  benchmarkId: idParam('Ongeldige peiling.'),
});
export type BenchmarkParams = z.infer<typeof BenchmarkParamsSchema>;

/** A benchmark as the admin sees it. */
export const BenchmarkSchema = z.object({
  id: z.number().int(),
  election_id: z.number().int(),
  name: z.string(),
  /** De Poule: computed at each score calculation, read-only. */
  is_crowd: z.boolean(),
  /** Every party with seats (> 0), by list number. */
  party_seats: z.array(z.object({ party_id: z.number().int(), seat_count: z.number().int() })),
  country_turnout: z.number().nullable(),
  /** Null until the scores are calculated with this version of the benchmark. */
  total_points: z.number().int().nullable(),
  updated_at: z.iso.datetime(),
});
export type Benchmark = z.infer<typeof BenchmarkSchema>;

export const BenchmarkListSchema = z.array(BenchmarkSchema);
export type BenchmarkList = z.infer<typeof BenchmarkListSchema>;

export const BENCHMARK_PATHS = {
  list: (electionId: number) => `/api/auth/admin/election-results/${electionId}/benchmarks/`,
  one: (electionId: number, benchmarkId: number) =>
    `/api/auth/admin/election-results/${electionId}/benchmarks/${benchmarkId}/`,
} as const;
