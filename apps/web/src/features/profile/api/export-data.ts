import { useMutation } from '@tanstack/react-query';
import {
  DataExportSchema,
  PRIVACY_PATHS,
  dataExportFileName,
  type DataExport,
} from '@zetelpoule/shared/contract/privacy';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/profile/export/ — everything the server stores about the player. */
export function exportData(): Promise<DataExport> {
  return apiClient.get(PRIVACY_PATHS.export, { schema: DataExportSchema });
}

/**
 * Hands the export to the browser as a file. The call needs the bearer token, so a plain link
 * cannot download it; the JSON goes through a blob URL instead.
 */
export function saveDataExport(data: DataExport): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dataExportFileName(data.profile.username);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click's download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await exportData();
      saveDataExport(data);
      return data;
    },
  });
}
