import type { QueryClient } from '@tanstack/react-query';
import { deadlineInfoQueryOptions } from '../../../components/deadline/deadline-info';
import { municipalitiesQueryOptions, partiesQueryOptions } from '../../../lib/election-catalog';
import { myScoreQueryOptions } from '../../../lib/my-score';
import type { CallStart } from '../../../lib/prefetch';
import { activePredictionQueryOptions } from './get-active-prediction';

/**
 * How long a prefetched prediction may wait for the page that reads it. The query itself is
 * forgotten as soon as no page reads it (gcTime 0, see get-active-prediction.ts), which would
 * throw the answer away before the page had mounted.
 */
const PREDICTION_WAIT_MS = 30_000;

/**
 * Every call the dashboard waits for before it draws anything (dashboard-page.tsx), started as
 * soon as the route is entered (app/router.tsx), with the same options as the page's queries.
 */
export function prefetchDashboard(queryClient: QueryClient): CallStart[] {
  const prediction = activePredictionQueryOptions();
  return [
    () => {
      // Each visit starts from the server's copy of the prediction, never from an earlier
      // visit's (it does not hold the saves made since).
      queryClient.removeQueries({ queryKey: prediction.queryKey, exact: true });
      void queryClient.prefetchQuery({ ...prediction, gcTime: PREDICTION_WAIT_MS });
    },
    () => void queryClient.prefetchQuery(partiesQueryOptions()),
    () => void queryClient.prefetchQuery(municipalitiesQueryOptions()),
    () => void queryClient.prefetchQuery(deadlineInfoQueryOptions()),
    () => void queryClient.prefetchQuery(myScoreQueryOptions()),
  ];
}
