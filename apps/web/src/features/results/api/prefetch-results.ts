import type { QueryClient } from '@tanstack/react-query';
import { deadlineInfoQueryOptions } from '../../../components/deadline/deadline-info';
import { municipalitiesQueryOptions, partiesQueryOptions } from '../../../lib/election-catalog';
import { liveStateQueryOptions } from '../../../lib/live/get-live-state';
import { myScoreQueryOptions } from '../../../lib/my-score';
import type { CallStart } from '../../../lib/prefetch';
import { subleaguesQueryOptions } from '../../../lib/subleagues';
import { predictionQueryOptions } from './get-prediction';

/**
 * Every call /uitslag waits for before it draws its sections (results-page.tsx), started as
 * soon as the route is entered (app/router.tsx), with the same options as the page's queries:
 * on a phone's slow connection they would otherwise start only once the session is known.
 */
export function prefetchResults(queryClient: QueryClient): CallStart[] {
  return [
    () => void queryClient.prefetchQuery(liveStateQueryOptions()),
    () => void queryClient.prefetchQuery(myScoreQueryOptions()),
    () => void queryClient.prefetchQuery(predictionQueryOptions()),
    () => void queryClient.prefetchQuery(partiesQueryOptions()),
    () => void queryClient.prefetchQuery(municipalitiesQueryOptions()),
    () => void queryClient.prefetchQuery(deadlineInfoQueryOptions()),
    () => void queryClient.prefetchQuery(subleaguesQueryOptions()),
  ];
}
