import { z } from 'zod';

/** DESIGN §7: every error body. Validation failures add field errors alongside. */
export const ErrorBodySchema = z
  .object({
    error: z.string(),
    message: z.string(),
    non_field_errors: z.array(z.string()).optional(),
  })
  .catchall(z.unknown());
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The 423 every prediction write answers after the deadline (DESIGN §5.4). */
export const DeadlinePassedBodySchema = ErrorBodySchema.extend({
  election_date: z.string(),
  deadline_passed: z.literal(true),
});
export type DeadlinePassedBody = z.infer<typeof DeadlinePassedBodySchema>;
