import { LIVE_PATHS, LiveStateSchema } from '@zetelpoule/shared/contract/live';
import { apiClient } from '../api-client';

/** GET /api/live/state/ — the live payloads as JSON (first paint, polling fallback). */
export function getLiveState(signal?: AbortSignal) {
  return apiClient.get(LIVE_PATHS.state, { schema: LiveStateSchema, signal });
}
