import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATEN_RESULTS_PATH } from '@zetelpoule/shared/contract/paths';
import { apiClient } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET the active Provinciale Statenverkiezing's Staten, province by province (public). */
export function getStatenResults(signal?: AbortSignal) {
  return apiClient.get(STATEN_RESULTS_PATH, {
    schema: () => import('@zetelpoule/shared/contract/staten').then((c) => c.StatenResultsSchema),
    auth: false,
    signal,
  });
}

/**
 * Asked only at a PS election (any other answers 404). Under the results page's keys, so the
 * live client refetches it with the rest whenever a province reports.
 */
export function useStatenResults(isStaten: boolean) {
  return useQuery(
    queryOptions({
      queryKey: resultsKeys.staten(),
      queryFn: ({ signal }) => getStatenResults(signal),
      enabled: isStaten,
      retry: false,
    }),
  );
}
