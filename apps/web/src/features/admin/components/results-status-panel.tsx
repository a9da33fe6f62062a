import type { ElectionDetails } from '@zetelpoule/shared';
import { CircleDashed, Hourglass, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';
import { useUpdateElection } from '../api/update-election';
import { adminErrorMessage } from '../lib/admin-error';
import { formatDateTime } from '../lib/amsterdam-time';

const t = adminTexts.night;

const STATUS = {
  none: { icon: CircleDashed, className: 'bg-slate-100 text-slate-700 ring-slate-300' },
  provisional: { icon: Hourglass, className: 'bg-oranje-100 text-oranje-800 ring-oranje-300' },
  final: { icon: Lock, className: 'bg-emerald-50 text-emerald-800 ring-emerald-300' },
} as const;

/**
 * The admin on election night: the results status, when a result last changed, when
 * the scores were last recalculated and how long that took, and "Definitief maken" (with a
 * confirmation in place, and a way back to provisional).
 */
export function ResultsStatusPanel({ election }: { election: ElectionDetails }) {
  const update = useUpdateElection();
  const [isConfirming, setIsConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const status = election.results_status;
  const { icon: Icon, className } = STATUS[status];
  const isFinal = status === 'final';

  function setFinal(isFinalNow: boolean) {
    setDone(null);
    update.mutate(
      { id: election.id, body: { is_final: isFinalNow } },
      {
        onSuccess: () => {
          setIsConfirming(false);
          setDone(isFinalNow ? t.finalized : t.reopened);
        },
      },
    );
  }

  return (
    <section aria-labelledby="results-status-title" data-testid="results-status-panel">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="results-status-title" className="text-base font-bold text-navy-950">
          {t.title}
        </h3>
        <span
          data-testid="admin-results-status"
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-bold ring-1 ring-inset',
            className,
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t.statusLabel}: </span>
          {t.status[status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t.statusHint[status]}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={t.updatedAt}>
          {election.results_updated_at ? (
            <time dateTime={election.results_updated_at}>
              {formatDateTime(election.results_updated_at)}
            </time>
          ) : (
            t.never
          )}
        </Fact>
        <Fact label={t.calculatedAt}>
          {election.scores_calculated_at ? (
            <>
              <time dateTime={election.scores_calculated_at}>
                {formatDateTime(election.scores_calculated_at)}
              </time>
              {election.scores_calculation_ms !== null && (
                <span className="ml-1.5 font-normal text-slate-600">
                  {t.took(election.scores_calculation_ms)}
                </span>
              )}
            </>
          ) : (
            t.never
          )}
        </Fact>
      </dl>

      <div className="mt-4">
        {isConfirming ? (
          <div className="rounded-xl border border-oranje-300 bg-oranje-50 p-4">
            <p className="text-sm font-medium text-oranje-800">
              {isFinal ? t.reopenConfirm : t.finalizeConfirm}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={isFinal ? 'outline' : 'primary'}
                onClick={() => setFinal(!isFinal)}
                disabled={update.isPending}
              >
                {update.isPending ? t.saving : isFinal ? t.reopenYes : t.finalizeYes}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setIsConfirming(false)}
                disabled={update.isPending}
              >
                {t.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="sm"
              variant={isFinal ? 'outline' : 'secondary'}
              onClick={() => {
                setDone(null);
                update.reset();
                setIsConfirming(true);
              }}
              disabled={status === 'none'}
              aria-describedby={status === 'none' ? 'finalize-hint' : undefined}
            >
              {isFinal ? t.reopen : t.finalize}
            </Button>
            {status === 'none' && (
              <p id="finalize-hint" className="text-sm text-slate-600">
                {t.noResultToFinalize}
              </p>
            )}
          </div>
        )}
        {done && (
          <Alert tone="success" className="mt-3">
            {done}
          </Alert>
        )}
        {update.isError && (
          <Alert tone="error" className="mt-3">
            {adminErrorMessage(update.error, adminTexts.errors.updateStatus)}
          </Alert>
        )}
      </div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium text-navy-950 tabular-nums">{children}</dd>
    </div>
  );
}
