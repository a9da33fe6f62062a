import { PREDICTION_PATHS, type SaveBiggestPartyBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { predictionsContract } from '../../../lib/contracts';

/** POST the predicted biggest party of one played municipality. */
export function saveBiggestParty(body: SaveBiggestPartyBody) {
  return apiClient.post(PREDICTION_PATHS.biggestParty, {
    body,
    schema: () => predictionsContract().then((c) => c.SavedBiggestPartySchema),
  });
}
