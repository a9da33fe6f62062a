import type { PredictionDetailsWithResults } from '@zetelpoule/shared';
import { Check, X } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { admin as adminTexts } from '../../i18n/nl-admin';
import { dashboard as dashboardTexts } from '../../i18n/nl-dashboard';
import { cn } from '../../lib/cn';

/*
 * The building blocks every comparison section shares: a titled section with its points, the
 * points badge, a party's name with its colour, the verdict, and tables that fit a phone.
 */

/**
 * What the comparison needs: the admin's prediction details (GET prediction-details) and the
 * player's own score (GET my-score) both carry it.
 */
export type ScoreComparisonData = Pick<
  PredictionDetailsWithResults,
  | 'score'
  | 'party_seat_comparison'
  | 'turnout_comparison'
  | 'biggest_party_comparison'
  | 'municipality_selection_comparison'
  | 'country_turnout_comparison'
  | 'top3_parties_comparison'
  | 'captain_party_comparison'
>;

// The comparison's words are the admin analysis's, one wording for the admin looking at a
// player's prediction and for the player looking at their own; the points words are new.
export const t = adminTexts.analysis;
export const tp = dashboardTexts.points;

export interface ComparisonSettings {
  /** Put before the names of the tables, where the page has regions of the same name. */
  regionLabelPrefix: string;
  /** The admin's analysis also shows the accuracy percentages and their colours; players not. */
  showAccuracy: boolean;
}

export const ComparisonSettingsContext = createContext<ComparisonSettings>({
  regionLabelPrefix: '',
  showAccuracy: false,
});

export const useComparisonSettings = () => useContext(ComparisonSettingsContext);

const POINTS_TONE = {
  up: 'bg-emerald-100 text-emerald-800 ring-emerald-300',
  down: 'bg-red-100 text-red-800 ring-red-300',
  zero: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/** "+2" / "−1" / "0", coloured, with the same in words for a screen reader. */
export function PointsBadge({ points, className }: { points: number; className?: string }) {
  const tone = points > 0 ? 'up' : points < 0 ? 'down' : 'zero';
  return (
    <span
      data-points={points}
      className={cn(
        'inline-flex min-w-10 justify-center rounded-full px-2 py-0.5 text-sm font-bold tabular-nums ring-1 ring-inset',
        POINTS_TONE[tone],
        className,
      )}
    >
      <span aria-hidden="true">{t.signed(points)}</span>
      <span className="sr-only">{tp.words(points)}</span>
    </span>
  );
}

/** A section's title with, once it is scored, the points it brought in. */
export function AnalysisSection({
  title,
  points,
  children,
}: {
  title: string;
  points?: number | null;
  children: ReactNode;
}) {
  return (
    // A grid rather than a wrapper around the heading: the title, its points and the content
    // stay children of the section, which the section is found by.
    <section className="grid grid-cols-[1fr_auto] items-center gap-x-3">
      <h3 className="mb-3 text-base font-bold text-navy-950">{title}</h3>
      {points !== undefined && points !== null ? (
        <PointsBadge points={points} className="mb-3 text-base" />
      ) : (
        <span />
      )}
      <div className="col-span-2">{children}</div>
    </section>
  );
}

export function Pending() {
  return <p className="text-sm text-slate-600 italic">{t.pendingSection}</p>;
}

export function NoPrediction() {
  return <span className="font-normal text-slate-600 italic">{t.noPrediction}</span>;
}

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="mt-1 inline-block size-3 shrink-0 rounded-full ring-1 ring-black/10"
      style={{ backgroundColor: color }}
    />
  );
}

/** A long party name wraps under itself rather than pushing the table sideways. */
export function PartyName({ name, color }: { name: string; color: string }) {
  return (
    <span className="inline-flex items-start gap-2">
      <Swatch color={color} />
      <span className="min-w-0 break-words">{name}</span>
    </span>
  );
}

export function Verdict({ isCorrect }: { isCorrect: boolean }) {
  return isCorrect ? (
    <span className="inline-flex items-center gap-1 text-xs font-bold text-emerald-800">
      <Check aria-hidden="true" className="size-4" />
      {t.correct}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-xs font-bold text-red-700">
      <X aria-hidden="true" className="size-4" />
      {t.wrong}
    </span>
  );
}

/**
 * A table in a named, focusable region. It fits a phone's width; only where the admin's
 * analysis adds its accuracy column may it scroll sideways.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const { regionLabelPrefix } = useComparisonSettings();
  return (
    <div
      role="region"
      aria-label={`${regionLabelPrefix}${label}`}
      tabIndex={0}
      // relative: the sr-only column heads are positioned, and must scroll (and clip) with it.
      className="relative overflow-x-auto rounded-xl border border-slate-200"
    >
      <table className="w-full text-left text-sm">{children}</table>
    </div>
  );
}

export const TH = 'bg-slate-50 px-2 py-2 text-xs font-semibold text-slate-600 sm:px-3';
export const TD = 'border-t border-slate-100 px-2 py-2 sm:px-3';

export type Column = { label: string; numeric?: boolean; hidden?: boolean; className?: string };

/** A table's column heads: numbers align right; a hidden head (the verdict) is for screen readers. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={cn(TH, (column.numeric || column.hidden) && 'text-right', column.className)}
          >
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function Facts({ children }: { children: ReactNode }) {
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-4 text-sm sm:grid-cols-4">
      {children}
    </dl>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-navy-950 tabular-nums">{children}</dd>
    </div>
  );
}
