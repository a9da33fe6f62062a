import {
  PREDICTION_PATHS,
  SavedTurnoutSchema,
  type SaveTurnoutBodyInput,
} from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

/** POST the predicted turnout of one played municipality. */
export function saveTurnout(body: SaveTurnoutBodyInput) {
  return apiClient.post(PREDICTION_PATHS.turnout, { body, schema: SavedTurnoutSchema });
}
