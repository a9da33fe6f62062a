import { Check, ChevronDown, Info, Lock, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { cn } from '../../../lib/cn';
import { PointsTable } from '../../../components/points-table';
import type { ScoringCategory } from '../../../lib/scoring-table';
import { useCompleteness } from '../hooks/use-prediction-progress';
import { sectionForAnchor } from '../lib/completeness';

const t = dashboardTexts;

/**
 * The info card of a section: instructions and a collapsible scoring table. Locked, the
 * instructions go and the scoring table stays. A plain disclosure button, not Radix's
 * Collapsible, which measures its content in a layout effect even while closed (six layouts of
 * the whole dashboard in its first commit); nothing here animates.
 */
function InfoCard({
  instructions,
  scoring,
}: {
  instructions: string | null;
  scoring: ScoringCategory[];
}) {
  const [isOpen, setIsOpen] = useState(false);
  const contentId = useId();
  return (
    <div className="rounded-xl bg-navy-50/70 p-4 ring-1 ring-navy-100">
      <div className="flex gap-3">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
        <div className="min-w-0 flex-1">
          {instructions !== null && <p className="text-sm text-navy-900">{instructions}</p>}
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={contentId}
            onClick={() => setIsOpen((open) => !open)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1 rounded-lg text-sm font-semibold text-navy-700 hover:text-navy-900',
              instructions !== null && 'mt-2',
            )}
          >
            {isOpen ? t.info.hideScoring : t.info.showScoring}
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            />
          </button>
        </div>
      </div>
      <div id={contentId} hidden={!isOpen} className="mt-3 grid gap-3 sm:grid-cols-2">
        {isOpen &&
          scoring.map((category) => (
            <PointsTable key={category.id} category={category} size="compact" />
          ))}
      </div>
    </div>
  );
}

/**
 * While locked, every section says so beside its disabled inputs. Calm rather than
 * red: after the deadline a locked prediction is the normal, finished state, not an error.
 */
export function LockedNotice() {
  return (
    <p className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-200">
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      {t.locked}
    </p>
  );
}

/** One prediction section of the dashboard: numbered title, info card, then its inputs. */
export function SectionCard({
  id,
  step,
  totalSteps,
  icon: Icon,
  title,
  instructions,
  scoring,
  isLocked,
  status,
  children,
}: {
  id: string;
  step: number;
  totalSteps: number;
  icon: LucideIcon;
  title: string;
  instructions: string;
  scoring: ScoringCategory[];
  isLocked: boolean;
  /** A save status shown beside the title (sections with one value). */
  status?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  const section = sectionForAnchor(id);
  const progress = useCompleteness();
  // Keyed by the element id, so every section gets its check mark without passing it along.
  const isFinished = section !== null && progress?.sections[section] === true;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-oranje-100 text-oranje-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="flex min-h-5 flex-wrap items-center gap-x-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {t.stepLabel(step, totalSteps)}
                {isFinished && (
                  <span
                    data-testid="section-finished"
                    className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 tracking-normal text-emerald-800 normal-case"
                  >
                    <Check aria-hidden="true" className="size-3.5" />
                    {t.sectionFinished}
                  </span>
                )}
              </p>
              <h2 id={headingId} className="text-xl font-bold tracking-tight text-navy-950">
                {title}
              </h2>
            </div>
          </div>
          {status}
        </div>
        <div className="mt-4 space-y-4">
          <InfoCard instructions={isLocked ? null : instructions} scoring={scoring} />
          {isLocked && <LockedNotice />}
          {children}
        </div>
      </Card>
    </section>
  );
}
