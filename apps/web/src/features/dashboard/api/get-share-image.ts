import { SHARE_IMAGE_PATHS } from '@zetelpoule/shared/contract/share-images';
import { apiClient } from '../../../lib/api-client';

/** GET the signed-in player's own prediction as a 1200×630 PNG. */
export function getShareImage(signal?: AbortSignal): Promise<Blob> {
  return apiClient.getBlob(SHARE_IMAGE_PATHS.prediction, signal);
}
