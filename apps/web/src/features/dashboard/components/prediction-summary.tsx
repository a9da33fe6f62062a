import type { ElectionCategoryInfo } from '@zetelpoule/shared';
import { Check, ListChecks, Lock, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { cn } from '../../../lib/cn';
import { SECTION_ANCHORS, SECTION_KEYS, type Completeness } from '../lib/completeness';

const t = dashboardTexts;

/** The sections' titles, as their cards show them, in the election's words. */
function sectionTitles(c: ElectionCategoryInfo) {
  return {
    seats: t.seats.title(c),
    firstMunicipality: t.firstMunicipality.title,
    nationalTurnout: t.nationalTurnout.title,
    biggestParty: t.biggestParty.title(c),
    municipalityTurnout: t.municipalityTurnout.title(c),
    joker: t.joker.title,
  } as const;
}

/** "4 van 6 onderdelen · 142/150 zetels" */
function Count({ completeness }: { completeness: Completeness }) {
  return (
    <p data-testid="completeness-count" className="text-lg font-bold text-navy-950 tabular-nums">
      {t.summary.count(
        t.summary.sections(completeness.finishedCount, completeness.sectionCount),
        t.summary.seats(completeness.seatsAssigned, completeness.seatCount),
      )}
    </p>
  );
}

function ProgressBar({ completeness }: { completeness: Completeness }) {
  return (
    <div aria-hidden="true" className="mt-3 flex gap-1">
      {SECTION_KEYS.map((key) => (
        <span
          key={key}
          className={cn(
            'h-2 flex-1 rounded-full',
            completeness.sections[key] ? 'bg-emerald-600' : 'bg-slate-200',
          )}
        />
      ))}
    </div>
  );
}

/**
 * "Completeness at a glance", at the top of the dashboard. Open: how far the
 * prediction is and links to what is left. Locked: that the prediction is final, and the
 * way to the others' predictions (viewable after the deadline).
 */
export function PredictionSummary({
  completeness,
  isLocked,
  words,
}: {
  completeness: Completeness;
  isLocked: boolean;
  /** The election's words for the sections' titles (categoryInfo). */
  words: ElectionCategoryInfo;
}) {
  const titles = sectionTitles(words);
  const unfinished = SECTION_KEYS.filter((key) => !completeness.sections[key]);

  if (isLocked) {
    return (
      <Card className="p-5 sm:p-6" data-testid="prediction-summary" data-state="locked">
        <section
          aria-labelledby="summary-title"
          className="flex flex-col gap-4 sm:flex-row sm:items-center"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
            <Lock aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="summary-title" className="text-xl font-bold tracking-tight text-navy-950">
              {t.summary.lockedTitle}
            </h2>
            <Count completeness={completeness} />
            <p className="mt-1 text-sm text-slate-700">
              {completeness.isComplete ? t.summary.lockedComplete : t.summary.lockedIncomplete}
            </p>
          </div>
          <ButtonLink
            to="/league"
            variant="secondary"
            className="py-2 text-center sm:shrink-0 sm:self-center"
          >
            <Users aria-hidden="true" className="size-4 shrink-0" />
            {/* The button does not wrap by default; this text must, on a phone. */}
            <span className="whitespace-normal">{t.summary.othersLink}</span>
          </ButtonLink>
        </section>
      </Card>
    );
  }

  return (
    <Card className="p-5 sm:p-6" data-testid="prediction-summary" data-state="open">
      <section aria-label={t.summary.label}>
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-100 text-navy-800">
            <ListChecks aria-hidden="true" className="size-6" />
          </span>
          <Count completeness={completeness} />
        </div>
        <ProgressBar completeness={completeness} />
        {completeness.isComplete ? (
          <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-emerald-800">
            <Check aria-hidden="true" className="size-4" />
            {t.summary.complete}
          </p>
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-slate-700">{t.summary.todo}</span>
            {unfinished.map((key) => (
              <a
                key={key}
                href={`#${SECTION_ANCHORS[key]}`}
                className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 font-semibold text-navy-800 hover:bg-slate-50"
              >
                {titles[key]}
              </a>
            ))}
          </div>
        )}
      </section>
    </Card>
  );
}
