import { PREDICTION_PATHS, SavedCaptainSchema, type SaveCaptainBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

/** POST the joker (captain) party, whose seat points count double. */
export function saveCaptain(body: SaveCaptainBody) {
  return apiClient.post(PREDICTION_PATHS.captain, { body, schema: SavedCaptainSchema });
}
