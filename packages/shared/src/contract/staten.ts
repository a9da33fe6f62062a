import { z } from 'zod';
import { SEAT_COUNT_MAX } from '../constants';
import { ELECTION_CATEGORIES } from '../rules/election-category';
import { bodyId as idInBody, idParam } from './primitives';
import { resultsEntryConfirmation } from './results-entry';

/*
 * A Provinciale Staten election (category PS) in the admin area: each province's Staten (and
 * each kiescollege) with its members and stemwaarde, the Staten seats per party as they come
 * in, and the Eerste Kamer projection that follows (docs/rules.md, "Provinciale Staten").
 * Every call needs an admin, as every admin call (contract/admin.ts).
 */

export const ElectionCategorySchema = z.enum(ELECTION_CATEGORIES, {
  error: 'Kies een soort verkiezing: TK, PS of EP.',
});

export const STATEN_MESSAGES = {
  notPs: 'Dit kan alleen bij een Provinciale Statenverkiezing.',
  unknownRegion: 'Deze provincie of dit kiescollege hoort niet bij deze verkiezing.',
  seatsMustAddUp: (name: string, total: number, members: number) =>
    `De zetels van ${name} tellen op tot ${total}, maar ${name} heeft ${members} zetels. Pas de aantallen aan.`,
  noMembersYet: (name: string) => `Vul eerst het aantal leden en de stemwaarde van ${name} in.`,
  memberCount: 'Het aantal zetels moet een geheel getal tussen 1 en 250 zijn.',
  stemwaarde: 'De stemwaarde moet een geheel getal tussen 1 en 1.000.000 zijn.',
  bothForNewCollege: 'Vul voor een kiescollege zowel het aantal leden als de stemwaarde in.',
  seatsBelowEntered: (name: string, entered: number) =>
    `Voor ${name} zijn al ${entered} zetels ingevuld; wis die eerst of kies minstens ${entered}.`,
} as const;

const id = idParam('Ongeldig id.');
const bodyId = idInBody('Ongeldig id.');

/** /api/auth/admin/election-results/{id}/regions/{regionId}/ */
export const ElectionRegionParamsSchema = z.object({ id, regionId: id });
export type ElectionRegionParams = z.infer<typeof ElectionRegionParamsSchema>;

/** One electing body of a PS election: a province's Staten, or a kiescollege. */
export const StatenRegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['provincie', 'kiescollege']),
  /** Members; null for a kiescollege the admin has not entered (it does not count yet). */
  staten_seat_count: z.number().int().nullable(),
  stemwaarde: z.number().int().nullable(),
  /** The seed's placeholder values (2023) until the admin confirms or changes them. */
  values_provisional: z.boolean(),
});
export type StatenRegion = z.infer<typeof StatenRegionSchema>;

/** A region of the regional questions of a TK or EP election: a played municipality. */
export const MunicipalityRegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.literal('gemeente'),
});

export const StatenResultSchema = z.object({
  region_id: z.number().int(),
  party_seats: z.array(z.object({ party_id: z.number().int(), seat_count: z.number().int() })),
});
export type StatenResult = z.infer<typeof StatenResultSchema>;

/**
 * Where a PS election's seat result comes from: the projection from the Staten reported so
 * far, or the elected Eerste Kamer itself. `decided_by_lot`: equal averages competed for the
 * last seats and a reproducible lot gave them (docs/rules.md).
 */
export const ChamberResultSchema = z.object({
  source: z.enum(['projection', 'official']),
  regions_reported: z.number().int(),
  regions_total: z.number().int(),
  decided_by_lot: z
    .object({ party_ids: z.array(z.number().int()), seats: z.number().int() })
    .nullable(),
});
export type ChamberResult = z.infer<typeof ChamberResultSchema>;

const memberCount = z
  .number({ error: STATEN_MESSAGES.memberCount })
  .int({ error: STATEN_MESSAGES.memberCount })
  .min(1, { error: STATEN_MESSAGES.memberCount })
  .max(SEAT_COUNT_MAX, { error: STATEN_MESSAGES.memberCount });
const stemwaarde = z
  .number({ error: STATEN_MESSAGES.stemwaarde })
  .int({ error: STATEN_MESSAGES.stemwaarde })
  .min(1, { error: STATEN_MESSAGES.stemwaarde })
  .max(1_000_000, { error: STATEN_MESSAGES.stemwaarde });

/**
 * PATCH /api/auth/admin/election-results/{id}/regions/{regionId}/ → ElectionDetails. The values
 * the Kiesraad set; they are no longer provisional afterwards. A kiescollege without values
 * needs both to start counting. The seats entered for the region must still fit.
 */
export const UpdateStatenRegionBodySchema = z.object({
  staten_seat_count: memberCount.optional(),
  stemwaarde: stemwaarde.optional(),
});
export type UpdateStatenRegionBody = z.infer<typeof UpdateStatenRegionBodySchema>;

/**
 * POST /api/auth/admin/election-results/{id}/staten-seats/ → ElectionDetails. The seats per
 * party in one province (or kiescollege); they must add up to its member count. Parties left
 * out won no seat there. An empty list clears the region's result. The projection follows.
 */
export const StatenSeatsBodySchema = z.object({
  region_id: bodyId,
  party_seats: z
    .array(
      z.object({
        party_id: bodyId,
        seat_count: z
          .number({ error: 'Het aantal zetels moet een geheel getal van 0 of meer zijn.' })
          .int({ error: 'Het aantal zetels moet een geheel getal van 0 of meer zijn.' })
          .min(0, { error: 'Het aantal zetels moet een geheel getal van 0 of meer zijn.' })
          .max(SEAT_COUNT_MAX, {
            error: 'Het aantal zetels moet een geheel getal van 0 of meer zijn.',
          }),
      }),
      { error: 'party_seats moet een lijst van party_id en seat_count zijn.' },
    )
    .max(500)
    .refine((rows) => new Set(rows.map((r) => r.party_id)).size === rows.length, {
      error: 'Elke partij mag maar één keer voorkomen.',
    }),
  ...resultsEntryConfirmation,
});
export type StatenSeatsBody = z.infer<typeof StatenSeatsBodySchema>;

/**
 * The regional calls name a region as `region_id` (any category) or `municipality_id` (the
 * name the Tweede Kamer game has always used); both reach the server as municipality_id.
 */
export function acceptingRegionId<T extends z.ZodType>(row: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const fields = value as Record<string, unknown>;
    return fields.municipality_id === undefined && fields.region_id !== undefined
      ? { ...fields, municipality_id: fields.region_id }
      : value;
  }, row);
}

/* ---------- For players: GET /api/auth/staten-results/ ---------- */

export { STATEN_RESULTS_PATH } from './paths';

/**
 * One province (or kiescollege) on election night: its Staten seats per party, turnout and
 * biggest party once reported (`reported`), and the weight its members carry in the Eerste
 * Kamer. Results show from the predictions deadline on: nothing is told before it.
 */
export const StatenRegionResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['provincie', 'kiescollege']),
  staten_seat_count: z.number().int(),
  stemwaarde: z.number().int(),
  reported: z.boolean(),
  party_seats: z.array(z.object({ party_id: z.number().int(), seat_count: z.number().int() })),
  /** Percent with one decimal; null until entered. */
  turnout: z.number().nullable(),
  biggest_party_id: z.number().int().nullable(),
});
export type StatenRegionResult = z.infer<typeof StatenRegionResultSchema>;

/**
 * The active PS election's Staten, for /uitslag: 200 with the bodies that count (the twelve
 * provinces and every kiescollege with members); 404 (`not_found`) when the active election is
 * not a Provinciale Statenverkiezing.
 */
export const StatenResultsSchema = z.object({
  election_id: z.number().int(),
  chamber_result: ChamberResultSchema,
  regions: z.array(StatenRegionResultSchema),
});
export type StatenResults = z.infer<typeof StatenResultsSchema>;
