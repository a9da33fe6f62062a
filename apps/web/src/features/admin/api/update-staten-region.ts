import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ElectionDetailsSchema, type UpdateStatenRegionBody } from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { storeElectionDetails } from '../lib/store-election';
import { electionPath } from './get-election';

/**
 * PATCH /api/auth/admin/election-results/{id}/regions/{regionId}/: a body's members and
 * stemwaarde as the Kiesraad set them; they are no longer provisional afterwards.
 */
export function updateStatenRegion({
  electionId,
  regionId,
  body,
}: {
  electionId: number;
  regionId: number;
  body: UpdateStatenRegionBody;
}) {
  return apiClient.patch(`${electionPath(electionId)}regions/${regionId}/`, {
    body,
    schema: ElectionDetailsSchema,
  });
}

export function useUpdateStatenRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatenRegion,
    onSuccess: (details) => storeElectionDetails(queryClient, details),
  });
}
