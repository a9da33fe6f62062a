import {
  ADMIN_MESSAGES,
  RESULTS_BEFORE_DEADLINE_CODE,
  resultsBeforeDeadlineMessage,
  resultsEntryNeedsConfirmation,
} from '@zetelpoule/shared';
import type { DbOrTx } from '../../db/client';
import { AppError, NotFoundError } from '../../errors';
import { findElectionById } from './elections.repo';

/**
 * The one check before every results-entry write (the admin's sections, the Staten seats, an
 * applied import): while predictions are open the admin must confirm, else 409 and nothing is
 * written (docs/decisions/050-results-before-the-deadline.md). The body names the deadline, so
 * a client can ask the admin and send the request again with the confirmation.
 */
export async function requireResultsEntryConfirmed(
  db: DbOrTx,
  electionId: number,
  confirmed: boolean | undefined,
  now: Date = new Date(),
): Promise<void> {
  const election = await findElectionById(db, electionId);
  if (!election) throw new NotFoundError(ADMIN_MESSAGES.electionNotFound);
  if (confirmed === true || !resultsEntryNeedsConfirmation(election, now)) return;
  throw new AppError(
    409,
    RESULTS_BEFORE_DEADLINE_CODE,
    resultsBeforeDeadlineMessage(election.predictionsDeadline),
    { predictions_deadline: election.predictionsDeadline.toISOString() },
  );
}
