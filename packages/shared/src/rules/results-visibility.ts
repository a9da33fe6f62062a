import { formatDeadline } from './deadline-format';

/*
 * Results before the deadline (docs/decisions/050-results-before-the-deadline.md). While
 * predictions are open, a result a player could see would let them copy it into their own
 * prediction. So players see no result, and no point derived from one, until the deadline has
 * passed; the admin may still enter results then (a test run, an early count), but only after
 * confirming it. The boundary is the one of the prediction writes: closed from the deadline on.
 */

/** What a player reads where their points will be, while predictions are still open. */
export const RESULTS_AFTER_DEADLINE_MESSAGE =
  'De uitslag en je punten zie je zodra de deadline is verstreken.';

/** Whether players may see the election's results and points at `now`. */
export function resultsVisibleToPlayers(
  election: { predictionsDeadline: Date | string },
  now: Date,
): boolean {
  return now.getTime() >= new Date(election.predictionsDeadline).getTime();
}

/** Whether entering results for the election at `now` needs the admin's explicit confirmation. */
export function resultsEntryNeedsConfirmation(
  election: { predictionsDeadline: Date | string },
  now: Date,
): boolean {
  return !resultsVisibleToPlayers(election, now);
}

/** What the server answers, and the admin's dialog says, when predictions are still open. */
export function resultsBeforeDeadlineMessage(deadline: Date | string): string {
  return (
    `De voorspellingen zijn nog open tot ${formatDeadline(deadline)}. ` +
    'Bevestig dat je nu al uitslagen wilt invoeren.'
  );
}
