import { PREDICTION_PATHS, ResetSeatsResultSchema } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

/** POST: clear every seat of the player's prediction in one statement. */
export function resetSeats() {
  return apiClient.post(PREDICTION_PATHS.resetSeats, { schema: ResetSeatsResultSchema });
}
