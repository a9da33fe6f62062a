import { LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';
import { importTab as importTexts } from '../../../i18n/nl-admin-import';

/* The small pieces the import tab's components share (results-import-panel.tsx). */

export const t = importTexts;
export const numberFormat = new Intl.NumberFormat('nl-NL');
export const percent = adminTexts.analysis.percent;

export const TH = 'px-2 py-2 text-left font-semibold whitespace-nowrap';
export const TD = 'px-2 py-1.5 align-top';
export const NUM = 'text-right tabular-nums';

export type Progress = { phase: 'uploading'; percent: number } | { phase: 'reading' } | null;

export function ImportProgress({ progress }: { progress: Progress }) {
  if (progress === null) return null;
  const isUploading = progress.phase === 'uploading';
  return (
    <div className="mt-4">
      <p aria-live="polite" className="flex items-center gap-2 text-sm text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {isUploading ? t.uploading(progress.percent) : t.reading}
      </p>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={isUploading ? progress.percent : undefined}
        className="mt-2 h-2 overflow-hidden rounded-full bg-navy-100"
      >
        <div
          className={cn(
            'h-full rounded-full bg-navy-600',
            !isUploading && 'w-2/5 animate-progress',
          )}
          style={isUploading ? { width: `${progress.percent}%` } : undefined}
        />
      </div>
    </div>
  );
}

export function WarningList({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-label={t.warnings(warnings.length)}
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h4 className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t.warnings(warnings.length)}
      </h4>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}

/** A wide table scrolls sideways on a phone; the region is focusable so keyboards can too. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600"
    >
      {children}
    </div>
  );
}

/** What the apply would change, in words as well as colour. */
export function ChangeMark() {
  return (
    <span className="ml-1.5 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
      {t.changes}
    </span>
  );
}

/** A list name without a party yet: "nieuw" when it will be created, else "geen partij". */
export function NoPartyMark({ label }: { label: string }) {
  return (
    <span className="ml-2 rounded bg-navy-100 px-1.5 text-xs font-semibold text-navy-800">
      {label}
    </span>
  );
}
