import { z } from 'zod';
import { PARTY_NAME_MAX_LENGTH } from '../constants';
import { safeText } from './primitives';

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
