import { Check, CircleAlert, LoaderCircle, RotateCcw } from 'lucide-react';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { isRetryableSaveError, type SaveStatus } from '../hooks/use-serial-save';

const t = dashboardTexts.status;

/**
 * The auto-save status: saving, saved, or an error with a retry button. Polite live
 * region, so a screen reader hears "Opgeslagen" without losing its place. A save that did not
 * reach the server (offline, 5xx) reads "Niet opgeslagen — opnieuw proberen": the value stays
 * and is sent again when the connection returns.
 */
export function SaveStatusIndicator({
  status,
  error,
  onRetry,
  errorMessage,
  isLocked = false,
  className,
}: {
  status: SaveStatus;
  error?: unknown;
  onRetry?: () => void;
  /** Overrides the server's message for an error. */
  errorMessage?: string;
  isLocked?: boolean;
  className?: string;
}) {
  return (
    <div aria-live="polite" className={cn('flex min-h-9 items-center text-sm', className)}>
      {status === 'saving' && (
        <span className="inline-flex items-center gap-1.5 text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t.saving}
        </span>
      )}
      {status === 'saved' && (
        <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-700">
          <Check aria-hidden="true" className="size-4" />
          {t.saved}
        </span>
      )}
      {status === 'error' && (
        <span className="inline-flex flex-wrap items-center gap-2 text-red-700">
          <CircleAlert aria-hidden="true" className="size-4" />
          <span>
            {isRetryableSaveError(error)
              ? t.unsaved
              : (errorMessage ?? (isApiError(error) ? error.message : t.failed))}
          </span>
          {onRetry && !isLocked && (
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2 font-semibold text-navy-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              <RotateCcw aria-hidden="true" className="size-3.5" />
              {t.retry}
            </button>
          )}
        </span>
      )}
    </div>
  );
}
