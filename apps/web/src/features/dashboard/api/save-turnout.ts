import { PREDICTION_PATHS, type SaveTurnoutBodyInput } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { predictionsContract } from '../../../lib/contracts';

/** POST the predicted turnout of one played municipality. */
export function saveTurnout(body: SaveTurnoutBodyInput) {
  return apiClient.post(PREDICTION_PATHS.turnout, {
    body,
    schema: () => predictionsContract().then((c) => c.SavedTurnoutSchema),
  });
}
