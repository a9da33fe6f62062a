import { PREDICTION_PATHS, type SelectMunicipalityBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { predictionsContract } from '../../../lib/contracts';

/** POST the municipality the player expects to finish counting first. */
export function selectMunicipality(body: SelectMunicipalityBody) {
  return apiClient.post(PREDICTION_PATHS.selectMunicipality, {
    body,
    schema: () => predictionsContract().then((c) => c.SelectedMunicipalitySchema),
  });
}
