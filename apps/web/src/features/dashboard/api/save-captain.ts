import { PREDICTION_PATHS, type SaveCaptainBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { predictionsContract } from '../../../lib/contracts';

/** POST the joker (captain) party, whose seat points count double. */
export function saveCaptain(body: SaveCaptainBody) {
  return apiClient.post(PREDICTION_PATHS.captain, {
    body,
    schema: () => predictionsContract().then((c) => c.SavedCaptainSchema),
  });
}
