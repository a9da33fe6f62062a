import type { ResetStatistics } from '@zetelpoule/shared';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { useResetAllPoints, useResetStatistics } from '../api/reset-all-points';
import { adminErrorMessage } from '../lib/admin-error';
import { AdminDialog, DANGER_BUTTON_CLASSES } from './admin-dialog';
import type { Feedback } from './form-feedback';

const t = adminTexts.reset;

/**
 * "Reset all points" in two steps: the button asks for the statistics (confirm false,
 * nothing changes), the modal shows them, and only confirming there deletes (confirm true).
 */
export function ResetPointsDialog({ onDone }: { onDone: (feedback: Feedback) => void }) {
  const [statistics, setStatistics] = useState<ResetStatistics | null>(null);
  const check = useResetStatistics();
  const reset = useResetAllPoints();

  function openWithStatistics() {
    check.mutate(undefined, {
      onSuccess: (data) => {
        reset.reset();
        setStatistics(data);
      },
      onError: (error) =>
        onDone({
          tone: 'error',
          text: adminErrorMessage(error, adminTexts.errors.resetStatistics),
        }),
    });
  }

  function confirm() {
    reset.mutate(undefined, {
      onSuccess: (done) => {
        setStatistics(null);
        onDone({ tone: 'success', text: done.message });
      },
    });
  }

  return (
    <>
      <Button variant="outline" onClick={openWithStatistics} disabled={check.isPending}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {check.isPending ? adminTexts.results.checkingReset : adminTexts.results.resetAllPoints}
      </Button>
      <AdminDialog
        open={statistics !== null}
        onOpenChange={(open) => {
          if (!open) setStatistics(null);
        }}
        title={t.title}
        description={
          statistics === null || statistics.total_scores === 0
            ? t.nothing
            : t.statistics(statistics.total_scores, statistics.users_affected)
        }
      >
        {statistics !== null && statistics.total_scores > 0 && (
          <p className="rounded-xl border border-oranje-300 bg-oranje-50 px-4 py-3 text-sm text-oranje-800">
            {t.warning}
          </p>
        )}
        {reset.isError && (
          <Alert tone="error" className="mt-4">
            {adminErrorMessage(reset.error, adminTexts.errors.resetPoints)}
          </Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setStatistics(null)}>
            {adminTexts.form.cancel}
          </Button>
          {statistics !== null && statistics.total_scores > 0 && (
            <button
              type="button"
              className={DANGER_BUTTON_CLASSES}
              onClick={confirm}
              disabled={reset.isPending}
            >
              {reset.isPending ? t.confirming : t.confirm}
            </button>
          )}
        </div>
      </AdminDialog>
    </>
  );
}
