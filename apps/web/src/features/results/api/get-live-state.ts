import { useQuery } from '@tanstack/react-query';
import { liveStateQueryOptions } from '../../../lib/live/get-live-state';

/**
 * GET /api/live/state/: the first paint, before the stream has said anything. The live
 * client's baseline reads the same cached query, so the page load asks once.
 */
export function useLiveState() {
  return useQuery(liveStateQueryOptions());
}
