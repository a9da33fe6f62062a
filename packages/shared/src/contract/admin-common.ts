import { z } from 'zod';
import { TURNOUT_MAX, TURNOUT_MIN } from '../constants';
import { bodyId as idInBody, idParam } from './primitives';

/*
 * What every admin call shares. Every call needs an admin (is_staff or is_superuser): 401
 * without a valid access token, 403 for a non-admin. The calls of each admin tab live beside
 * this file: admin-elections.ts, admin-parties.ts, admin-results.ts, admin-users.ts, staten.ts
 * and results-import.ts; contract/admin.ts gathers them.
 *
 * Conventions:
 * - Paths are under /api/auth/admin/ with trailing slashes, as listed at each schema.
 * - Turnouts travel as percentages with at most one decimal (55.5); the server stores tenths.
 * - Timestamps are ISO 8601 strings; requests must carry an offset or Z
 *   (`new Date(local).toISOString()`), responses are UTC.
 * - Errors are the bodies of contract/errors.ts: 400 `validation_error` with field errors
 *   (`{ "<field>": ["message"] }`, the message texts below), 404 `not_found` for an unknown
 *   election / party / prediction, 409 `conflict` for a rule about existing data.
 * - Admin texts are Dutch in the "je" voice, like every text a person reads
 *   (docs/decisions/020-dutch-texts.md).
 */

/* ---------- Texts (the admin rules in Dutch; the web shows the same words) ---------- */

export const ADMIN_MESSAGES = {
  /** With the election's own seat_count as the maximum. */
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

/* ---------- Building blocks ---------- */

/**
 * Ids are PostgreSQL integers (contract/primitives.ts): a path id is canonical decimal text,
 * a body id a JSON integer, both 1…2^31−1; anything else is a 400, not a database error.
 */
export const adminId = idParam('Ongeldig id.');
export const adminBodyId = idInBody('Ongeldig id.');
export const adminTimestamp = z.iso.datetime();
export const adminTimestampInput = (required: string) =>
  z.iso.datetime({ offset: true, error: required });

export function isDistinct(values: readonly number[]): boolean {
  return new Set(values).size === values.length;
}

/**
 * An admin turnout: a number 0–100 with at most one decimal (the form's step 0.1). The check
 * is on tenths, so 55.3 (5.53e1, not exactly representable) passes and 55.35 does not.
 */
export const AdminTurnoutSchema = z
  .number({ error: ADMIN_MESSAGES.turnoutRange })
  .min(TURNOUT_MIN, { error: ADMIN_MESSAGES.turnoutRange })
  .max(TURNOUT_MAX, { error: ADMIN_MESSAGES.turnoutRange })
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
    error: ADMIN_MESSAGES.turnoutStep,
  });

/* ---------- Path parameters ---------- */

/** `{id}` of /api/auth/admin/election-results/{id}/… */
export const ElectionIdParamsSchema = z.object({ id: adminId });
export type ElectionIdParams = z.infer<typeof ElectionIdParamsSchema>;

/** /api/auth/admin/election-results/{id}/parties/{partyId}/ */
export const ElectionPartyParamsSchema = z.object({ id: adminId, partyId: adminId });
export type ElectionPartyParams = z.infer<typeof ElectionPartyParamsSchema>;

/** /api/auth/admin/prediction-details/{predictionId}/ */
export const PredictionIdParamsSchema = z.object({ predictionId: adminId });
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

export const NamedMunicipalitySchema = z.object({ id: z.number().int(), name: z.string() });
