import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_PATHS, LiveStateSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/live/state/: the first paint, before the stream has said anything. */
export function useLiveState() {
  return useQuery(
    queryOptions({
      queryKey: resultsKeys.liveState(),
      queryFn: ({ signal }) => apiClient.get(LIVE_PATHS.state, { schema: LiveStateSchema, signal }),
    }),
  );
}
