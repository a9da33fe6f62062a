import type { QuickStartBasis, QuickStartResult, QuickStartSource } from '@zetelpoule/shared';
import { QUICK_START_SOURCES } from '@zetelpoule/shared/contract/quick-start-sources';
import { Sparkles, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { cn } from '../../../lib/cn';
import { useQuickStartOptions } from '../api/quick-start';

const t = dashboardTexts.quickStart;

/** The line under a button: where its numbers come from, or why it cannot fill. */
function basisText(source: QuickStartSource, basis: QuickStartBasis | null | undefined) {
  if (basis === undefined) return null;
  if (basis === null) return t.unavailable[source];
  if (source === 'crowd' && basis.kind === 'polls') return t.crowdSecret;
  return t.basis(basis.kind, basis.names);
}

/**
 * The quick start (docs/decisions/063-quick-start.md): three buttons that fill the whole chamber in one tap,
 * from the polls, the crowd or the previous result, then an undo for that fill.
 */
export function QuickStartPanel({
  seatCount,
  disabled,
  isFilling,
  onFill,
  canUndoFill,
  onUndo,
  stepperId,
}: {
  seatCount: number;
  disabled: boolean;
  isFilling: boolean;
  onFill: (source: QuickStartSource) => Promise<QuickStartResult | null>;
  /** The fill is still the last change: its undo is offered here. */
  canUndoFill: boolean;
  onUndo: () => void;
  /** The id of the steppers, to go on with. */
  stepperId: string;
}) {
  const options = useQuickStartOptions(!disabled);
  const [filled, setFilled] = useState<QuickStartResult | null>(null);
  const bySource = new Map(options.data?.options.map((option) => [option.source, option.basis]));

  async function fill(source: QuickStartSource) {
    setFilled(await onFill(source));
  }

  return (
    <div className="rounded-2xl bg-oranje-50 p-4 ring-1 ring-oranje-200">
      <h3 className="flex items-center gap-2 font-semibold text-navy-950">
        <Sparkles aria-hidden="true" className="size-4 text-oranje-700" />
        {t.title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.intro(seatCount)}</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {QUICK_START_SOURCES.map((source) => {
          const basis = bySource.get(source);
          const detail = basisText(source, options.data ? (basis ?? null) : undefined);
          return (
            <button
              key={source}
              type="button"
              disabled={disabled || isFilling || basis === null}
              onClick={() => void fill(source)}
              className={cn(
                'flex min-h-12 flex-col items-start justify-center rounded-xl bg-white px-4 py-2 text-left ring-1 ring-slate-300',
                'hover:bg-slate-50 active:bg-slate-100',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-600',
                'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
              )}
            >
              <span className="font-semibold text-navy-950">{t.button[source]}</span>
              {detail && <span className="text-xs text-slate-600">{detail}</span>}
            </button>
          );
        })}
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        {isFilling && <p className="text-slate-700">{t.filling}</p>}
        {!isFilling && filled && canUndoFill && (
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-navy-950">
              {t.filled(seatCount, basisText(filled.source, filled.basis) ?? '')}
            </p>
            <Button variant="outline" size="sm" onClick={onUndo} disabled={disabled}>
              <Undo2 aria-hidden="true" className="size-4" />
              {dashboardTexts.seats.undo}
            </Button>
            <a
              href={`#${stepperId}`}
              className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline"
            >
              {t.toSteppers}
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
