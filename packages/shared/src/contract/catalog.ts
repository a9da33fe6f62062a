import { z } from 'zod';

/** GET /api/auth/parties/ — the parties of the active election, in ballot order. */
export const PartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hexcolor: z.string(),
  list_number: z.number().int(),
});
export type Party = z.infer<typeof PartySchema>;
export const PartyListSchema = z.array(PartySchema);

/** GET /api/auth/municipalities/ — the municipalities played in the active election. */
export const MunicipalitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type Municipality = z.infer<typeof MunicipalitySchema>;
export const MunicipalityListSchema = z.array(MunicipalitySchema);

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
