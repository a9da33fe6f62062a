import {
  PREDICTION_PATHS,
  SelectedMunicipalitySchema,
  type SelectMunicipalityBody,
} from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';

/** POST the municipality the player expects to finish counting first. */
export function selectMunicipality(body: SelectMunicipalityBody) {
  return apiClient.post(PREDICTION_PATHS.selectMunicipality, {
    body,
    schema: SelectedMunicipalitySchema,
  });
}
