import { z } from 'zod';

/*
 * Every results-entry write (the admin's sections, the Staten seats, an applied import) for an
 * election whose predictions are still open answers 409 with the code below unless the admin
 * confirmed it (docs/decisions/050-results-before-the-deadline.md).
 */

/** The error code of that 409; the body also carries `predictions_deadline`. */
export const RESULTS_BEFORE_DEADLINE_CODE = 'results_before_deadline';

/** The confirmation, in a results body (JSON). */
export const resultsEntryConfirmation = {
  confirm_before_deadline: z
    .boolean({ error: 'confirm_before_deadline moet true of false zijn.' })
    .optional(),
};

/** The same confirmation as a query parameter, for the multipart import. */
export const resultsEntryConfirmationQuery = {
  confirm_before_deadline: z
    .enum(['true', 'false'], { error: "confirm_before_deadline moet 'true' of 'false' zijn." })
    .optional()
    .transform((value) => value === 'true'),
};
