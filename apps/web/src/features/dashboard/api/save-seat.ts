import { PREDICTION_PATHS, type SaveSeatBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { predictionsContract } from '../../../lib/contracts';

/**
 * POST one seat (docs/architecture.md#the-shared-contract). Seat writes may run concurrently: the
 * server upserts per seat.
 */
export function saveSeat(body: SaveSeatBody) {
  return apiClient.post(PREDICTION_PATHS.seat, {
    body,
    schema: () => predictionsContract().then((c) => c.SavedSeatSchema),
  });
}
