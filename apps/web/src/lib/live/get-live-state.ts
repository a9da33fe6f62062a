import { queryOptions } from '@tanstack/react-query';
import { LIVE_PATHS } from '@zetelpoule/shared/contract/paths';
import { apiClient } from '../api-client';

/**
 * GET /api/live/state/ — the live payloads as JSON (first paint, polling fallback). The schema
 * loads with the call, so /uitslag's chunk does not wait for zod (lib/contracts.ts).
 */
export function getLiveState(signal?: AbortSignal) {
  return apiClient.get(LIVE_PATHS.state, {
    schema: () => import('@zetelpoule/shared/contract/live').then((c) => c.LiveStateSchema),
    signal,
  });
}

/**
 * How long a first-paint state is reused: /uitslag and the live client's baseline both want it
 * as a page loads, whichever asks first. After that the stream's own words are newer anyway.
 */
export const LIVE_STATE_FRESH_MS = 10_000;

/**
 * The first paint's state as one cached query: the results page reads it and the live client
 * takes its baseline from it, so loading /uitslag asks the server once, not twice.
 */
export function liveStateQueryOptions() {
  return queryOptions({
    queryKey: ['live', 'state'] as const,
    queryFn: ({ signal }) => getLiveState(signal),
    staleTime: LIVE_STATE_FRESH_MS,
  });
}
