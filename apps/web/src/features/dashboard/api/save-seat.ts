import { PREDICTION_PATHS, SavedSeatSchema, type SaveSeatBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

/** POST one seat (SPEC §7). Seat writes may run concurrently: the server upserts per seat. */
export function saveSeat(body: SaveSeatBody) {
  return apiClient.post(PREDICTION_PATHS.seat, { body, schema: SavedSeatSchema });
}
