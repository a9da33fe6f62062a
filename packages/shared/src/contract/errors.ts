import { z } from 'zod';

/** Every error body. Validation failures add field errors alongside. */
export const ErrorBodySchema = z
  .object({
    error: z.string(),
    message: z.string(),
    non_field_errors: z.array(z.string()).optional(),
  })
  .catchall(z.unknown());
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * The 423 every prediction write answers after the deadline
 * (docs/rules.md#the-deadline-and-who-sees-what).
 */
export const DeadlinePassedBodySchema = ErrorBodySchema.extend({
  election_date: z.string(),
  deadline_passed: z.literal(true),
});
export type DeadlinePassedBody = z.infer<typeof DeadlinePassedBodySchema>;
