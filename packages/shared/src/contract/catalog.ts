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

/**
 * GET /api/health/ and /api/health/ready/ when they answer 200: `degraded` while Redis is down
 * (the instance serves, its rate limits counted in its own memory); `none` without REDIS_URL.
 */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.literal('ok'),
  redis: z.enum(['ok', 'down', 'none']),
});
