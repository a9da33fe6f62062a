import {
  PREDICTION_PATHS,
  SavedBiggestPartySchema,
  type SaveBiggestPartyBody,
} from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

/** POST the predicted biggest party of one played municipality. */
export function saveBiggestParty(body: SaveBiggestPartyBody) {
  return apiClient.post(PREDICTION_PATHS.biggestParty, { body, schema: SavedBiggestPartySchema });
}
