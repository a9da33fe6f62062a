import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RESULTS_IMPORT_FIELD,
  RESULTS_IMPORT_PARTY_MAP_FIELD,
  RESULTS_IMPORT_PATH,
  ResultsImportSummarySchema,
  type ResultsImportPartyMap,
} from '@zetelpoule/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../lib/query-keys';

export interface ImportResultsInput {
  electionId: number;
  files: readonly File[];
  dryRun: boolean;
  createMissingParties: boolean;
  /** PS: the province the files are of. */
  regionId?: number | null;
  /** Applying while predictions are open: the admin confirmed it (docs/decisions/050-results-before-the-deadline.md). */
  confirmBeforeDeadline?: boolean;
  /** Names the dry run could not match → a party id, or "new". */
  partyMap?: ResultsImportPartyMap;
  /** Bytes sent and in all, while the files go up. */
  onProgress?: (sent: number, total: number) => void;
}

/**
 * POST /api/auth/admin/election-results/{id}/import/ (multipart, field `files`): the preview
 * with dry_run=true, the write with dry_run=false. The files go up again for the write, so the
 * server keeps nothing between the two calls.
 */
export function importResults({
  electionId,
  files,
  dryRun,
  createMissingParties,
  regionId,
  confirmBeforeDeadline,
  partyMap,
  onProgress,
}: ImportResultsInput) {
  const form = new FormData();
  if (partyMap && Object.keys(partyMap).length > 0) {
    form.append(RESULTS_IMPORT_PARTY_MAP_FIELD, JSON.stringify(partyMap));
  }
  for (const file of files) form.append(RESULTS_IMPORT_FIELD, file, file.name);
  const query = new URLSearchParams({
    dry_run: String(dryRun),
    create_missing_parties: String(createMissingParties),
  });
  if (regionId != null) query.set('region_id', String(regionId));
  if (confirmBeforeDeadline && !dryRun) query.set('confirm_before_deadline', 'true');
  return apiClient.upload(`${RESULTS_IMPORT_PATH(electionId)}?${query}`, {
    body: form,
    schema: ResultsImportSummarySchema,
    onProgress,
  });
}

export function useImportResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importResults,
    onSuccess: async (summary) => {
      // The write changed the election's results (and maybe its parties): show them anew.
      if (summary.applied) {
        await queryClient.invalidateQueries({ queryKey: adminKeys.elections() });
      }
    },
  });
}
