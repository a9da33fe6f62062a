import { PREDICTION_PATHS } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { predictionsContract } from '../../../lib/contracts';

/** POST: clear every seat of the player's prediction in one statement. */
export function resetSeats() {
  return apiClient.post(PREDICTION_PATHS.resetSeats, {
    schema: () => predictionsContract().then((c) => c.ResetSeatsResultSchema),
  });
}
