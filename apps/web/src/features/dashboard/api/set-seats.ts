import { PREDICTION_PATHS, SetSeatsResultSchema, type SetSeatsBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

/** PUT the whole seat distribution: blocks in the order given, every other seat cleared. */
export function setSeats(body: SetSeatsBody) {
  return apiClient.put(PREDICTION_PATHS.seats, { body, schema: SetSeatsResultSchema });
}
