import { Download, Trash2 } from 'lucide-react';
import type { User } from '@zetelpoule/shared/contract/user';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { profile as profileTexts } from '../../../i18n/nl-profile';
import { useExportData } from '../api/export-data';
import { DeleteAccountDialog } from './delete-account-dialog';

const t = profileTexts.data;

/** The self-service privacy rights: download your data, delete your account. */
export function AccountDataCard({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const download = useExportData();

  return (
    <section aria-labelledby="account-data-title" className="space-y-4">
      <h2 id="account-data-title" className="text-lg font-bold text-navy-950">
        {t.title}
      </h2>
      <p className="text-sm text-slate-600">{t.intro}</p>
      {download.isSuccess && <Alert tone="success">{t.downloaded}</Alert>}
      {download.isError && <Alert tone="error">{t.downloadFailed}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? t.downloading : t.download}
        </Button>
        <DeleteAccountDialog
          user={user}
          onDeleted={onDeleted}
          trigger={
            <Button variant="danger">
              <Trash2 aria-hidden="true" className="size-4" />
              {t.delete}
            </Button>
          }
        />
      </div>
    </section>
  );
}
