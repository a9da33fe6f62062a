import { PREDICTION_PATHS, type SetSeatsBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { predictionsContract } from '../../../lib/contracts';

/** PUT the whole seat distribution: blocks in the order given, every other seat cleared. */
export function setSeats(body: SetSeatsBody) {
  return apiClient.put(PREDICTION_PATHS.seats, {
    body,
    schema: () => predictionsContract().then((c) => c.SetSeatsResultSchema),
  });
}
