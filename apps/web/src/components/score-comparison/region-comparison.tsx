import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AccuracyBadge } from './accuracy-badge';
import { TURNOUT_CLASS_CLASSES, turnoutClass } from './accuracy';
import {
  AnalysisSection,
  NoPrediction,
  PartyName,
  Pending,
  PointsBadge,
  t,
  useComparisonSettings,
  type ScoreComparisonData,
} from './comparison-parts';

/*
 * The questions asked per region (a municipality, or a province at PS): its turnout and its
 * biggest party. One card per region, its points at the right and the predicted and actual
 * value under its name, so a phone reads "Eindhoven +2 · Voorspeld 76,2% · Uitslag 77,8%".
 */

function RegionCard({
  name,
  points,
  className,
  badge,
  children,
  ...data
}: {
  name: string;
  points: number;
  className?: string;
  badge?: ReactNode;
  children: ReactNode;
  'data-turnout-class'?: string;
}) {
  return (
    <li
      {...data}
      className={cn(
        'rounded-xl border px-3 py-2.5 text-sm',
        className ?? (points > 0 ? 'border-emerald-200 bg-emerald-50/60' : 'border-slate-200'),
      )}
    >
      <p className="flex items-center justify-between gap-2">
        <span className="min-w-0 font-semibold break-words text-navy-950">{name}</span>
        <span className="flex shrink-0 items-center gap-1.5">
          {badge}
          <PointsBadge points={points} />
        </span>
      </p>
      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-slate-700">{children}</div>
    </li>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1 tabular-nums">
      <span className="text-slate-600">{label}</span> {children}
    </span>
  );
}

const sum = (rows: readonly { points: number }[]) => rows.reduce((a, row) => a + row.points, 0);

export function TurnoutSection({
  rows,
  region,
}: {
  rows: ScoreComparisonData['turnout_comparison'];
  region: string;
}) {
  const { showAccuracy } = useComparisonSettings();
  return (
    <AnalysisSection title={t.turnout(region)} points={rows.length === 0 ? null : sum(rows)}>
      {rows.length === 0 ? (
        <Pending />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => {
            // The admin's analysis keeps the turnout classes and their colours.
            const level = showAccuracy ? turnoutClass(row.accuracy) : undefined;
            return (
              <RegionCard
                key={row.municipality_id}
                name={row.municipality_name}
                points={row.points}
                data-turnout-class={level}
                className={level && TURNOUT_CLASS_CLASSES[level]}
                badge={showAccuracy && <AccuracyBadge accuracy={row.accuracy} />}
              >
                <Labelled label={t.predicted}>
                  {row.predicted_turnout === null ? (
                    <NoPrediction />
                  ) : (
                    t.percent(row.predicted_turnout)
                  )}
                </Labelled>
                <Labelled label={t.actual}>{t.percent(row.actual_turnout)}</Labelled>
              </RegionCard>
            );
          })}
        </ul>
      )}
    </AnalysisSection>
  );
}

export function BiggestPartySection({
  rows,
  region,
}: {
  rows: ScoreComparisonData['biggest_party_comparison'];
  region: string;
}) {
  return (
    <AnalysisSection title={t.biggestParty(region)} points={rows.length === 0 ? null : sum(rows)}>
      {rows.length === 0 ? (
        <Pending />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => (
            <RegionCard key={row.municipality_id} name={row.municipality_name} points={row.points}>
              <Labelled label={t.predicted}>
                {row.predicted_party ? (
                  <PartyName name={row.predicted_party.name} color={row.predicted_party.color} />
                ) : (
                  <NoPrediction />
                )}
              </Labelled>
              <Labelled label={t.actual}>
                <PartyName name={row.actual_party.name} color={row.actual_party.color} />
              </Labelled>
            </RegionCard>
          ))}
        </ul>
      )}
    </AnalysisSection>
  );
}
