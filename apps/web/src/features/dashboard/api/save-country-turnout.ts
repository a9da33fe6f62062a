import {
  PREDICTION_PATHS,
  SavedCountryTurnoutSchema,
  type SaveCountryTurnoutBodyInput,
} from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

/** POST the predicted national turnout. */
export function saveCountryTurnout(body: SaveCountryTurnoutBodyInput) {
  return apiClient.post(PREDICTION_PATHS.countryTurnout, {
    body,
    schema: SavedCountryTurnoutSchema,
  });
}
