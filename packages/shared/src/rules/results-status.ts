import type { ResultsStatus } from '../contract/live';

/**
 * An election's results status, derived so that it can never disagree with what is
 * stored. Final is the admin's word (`is_final`, "Definitief maken"); otherwise the results
 * are provisional as soon as any section has a result.
 */
export function resultsStatus(election: {
  isFinal: boolean;
  hasAnyResult: boolean;
}): ResultsStatus {
  if (election.isFinal) return 'final';
  return election.hasAnyResult ? 'provisional' : 'none';
}
