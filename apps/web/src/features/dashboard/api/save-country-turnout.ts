import { PREDICTION_PATHS, type SaveCountryTurnoutBodyInput } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { predictionsContract } from '../../../lib/contracts';

/** POST the predicted national turnout. */
export function saveCountryTurnout(body: SaveCountryTurnoutBodyInput) {
  return apiClient.post(PREDICTION_PATHS.countryTurnout, {
    body,
    schema: () => predictionsContract().then((c) => c.SavedCountryTurnoutSchema),
  });
}
