import type { PredictionDetailsWithResults } from '@zetelpoule/shared';
import { Check, X } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { admin as adminTexts } from '../../i18n/nl-admin';
import { cn } from '../../lib/cn';
import { AccuracyBadge } from './accuracy-badge';
import { TURNOUT_CLASS_CLASSES, turnoutClass } from './accuracy';

// The comparison texts are the admin analysis's: one wording for the admin looking at a
// player's prediction and for the player looking at their own.
const t = adminTexts.analysis;

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

const BREAKDOWN_ORDER = [
  ['seat_points', 'seats'],
  ['captain_bonus_points', 'seats'],
  ['top3_parties_points', 'seats'],
  ['turnout_points', 'turnout'],
  ['biggest_party_points', 'biggest_party'],
  ['municipality_selection_points', 'municipality_selection'],
  ['country_turnout_points', 'country_turnout'],
] as const;

const RegionLabelPrefix = createContext('');

/**
 * "Admin user search" analysis, shared with the player's own points: the score
 * breakdown, then per section what was predicted against the official result.
 */
export function ScoreComparison({
  details,
  regionLabelPrefix = '',
  region = 'gemeente',
}: {
  details: ScoreComparisonData;
  /** What the regional questions are about: gemeente, or provincie at PS (categoryInfo). */
  region?: string;
  /**
   * Put before the names of the scrollable tables, where the page has regions of the same
   * name (the dashboard's sections), so every landmark keeps a name of its own.
   */
  regionLabelPrefix?: string;
}) {
  const { score } = details;
  return (
    <RegionLabelPrefix value={regionLabelPrefix}>
      <div className="space-y-8">
        <AnalysisSection title={t.breakdown}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {BREAKDOWN_ORDER.map(([field, section]) => (
              <li key={field} className="rounded-xl border border-slate-200 px-3 py-2.5">
                <p className="text-xs font-medium text-slate-600">{t.breakdownLabels[field]}</p>
                <p className="mt-0.5 flex items-baseline justify-between gap-2">
                  <span className="text-xl font-bold text-navy-950 tabular-nums">
                    {t.signed(score[field])}
                  </span>
                  {score.pending[section] && (
                    <span className="text-xs font-semibold text-oranje-800">{t.pending}</span>
                  )}
                </p>
              </li>
            ))}
            <li className="rounded-xl bg-navy-900 px-3 py-2.5 text-white">
              <p className="text-xs font-medium text-navy-200">{t.breakdownLabels.total_points}</p>
              <p className="mt-0.5 text-xl font-extrabold tabular-nums">{score.total_points}</p>
            </li>
          </ul>
        </AnalysisSection>

        <SeatsSection rows={details.party_seat_comparison} />
        <TurnoutSection rows={details.turnout_comparison} region={region} />
        <BiggestPartySection rows={details.biggest_party_comparison} region={region} />
        <MunicipalitySelectionSection comparison={details.municipality_selection_comparison} />
        <CountryTurnoutSection comparison={details.country_turnout_comparison} />
        <Top3Section comparison={details.top3_parties_comparison} />
        <CaptainSection comparison={details.captain_party_comparison} />
      </div>
    </RegionLabelPrefix>
  );
}

function AnalysisSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-3 text-base font-bold text-navy-950">{title}</h3>
      {children}
    </section>
  );
}

function Pending() {
  return <p className="text-sm text-slate-600 italic">{t.pendingSection}</p>;
}

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3 shrink-0 rounded-full ring-1 ring-black/10"
      style={{ backgroundColor: color }}
    />
  );
}

function PartyName({ name, color }: { name: string; color: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Swatch color={color} />
      <span>{name}</span>
    </span>
  );
}

function Verdict({ isCorrect }: { isCorrect: boolean }) {
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

/** A wide table scrolls sideways on a phone; the region is focusable so keyboards can too. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const prefix = useContext(RegionLabelPrefix);
  return (
    <div
      role="region"
      aria-label={`${prefix}${label}`}
      tabIndex={0}
      // relative: the sr-only column heads are positioned, and must scroll (and clip) with it.
      className="relative overflow-x-auto rounded-xl border border-slate-200"
    >
      <table className="w-full min-w-[32rem] text-left text-sm">{children}</table>
    </div>
  );
}

const TH = 'bg-slate-50 px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'border-t border-slate-100 px-3 py-2';

type Column = { label: string; numeric?: boolean; hidden?: boolean; className?: string };

/** A table's column heads: numbers align right; a hidden head (the verdict) is for screen readers. */
function ColumnHeads({ columns }: { columns: readonly Column[] }) {
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

function SeatsSection({ rows }: { rows: ScoreComparisonData['party_seat_comparison'] }) {
  return (
    <AnalysisSection title={t.seats}>
      {rows.length === 0 ? (
        <Pending />
      ) : (
        <ScrollTable label={t.seats}>
          <ColumnHeads
            columns={[
              { label: t.party },
              { label: t.predicted, numeric: true },
              { label: t.actual, numeric: true },
              { label: t.difference, numeric: true },
              { label: t.accuracy, numeric: true },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.party_id} className={row.is_correct ? 'bg-emerald-50/50' : undefined}>
                <th scope="row" className={cn(TD, 'font-medium text-navy-950')}>
                  <PartyName name={row.party_name} color={row.party_color} />
                </th>
                <td className={cn(TD, 'text-right tabular-nums')}>{row.predicted_seats}</td>
                <td className={cn(TD, 'text-right tabular-nums')}>{row.actual_seats}</td>
                <td className={cn(TD, 'text-right tabular-nums')}>{t.signed(row.difference)}</td>
                <td className={cn(TD, 'text-right')}>
                  <AccuracyBadge accuracy={row.accuracy} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </AnalysisSection>
  );
}

function TurnoutSection({
  rows,
  region,
}: {
  rows: ScoreComparisonData['turnout_comparison'];
  region: string;
}) {
  return (
    <AnalysisSection title={t.turnout(region)}>
      {rows.length === 0 ? (
        <Pending />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => {
            const level = turnoutClass(row.accuracy);
            return (
              <li
                key={row.municipality_id}
                data-turnout-class={level}
                className={cn(
                  'rounded-xl border px-3 py-2.5 text-sm',
                  TURNOUT_CLASS_CLASSES[level],
                )}
              >
                <p className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-navy-950">{row.municipality_name}</span>
                  <AccuracyBadge accuracy={row.accuracy} />
                </p>
                <p className="mt-1 text-slate-700 tabular-nums">
                  {t.predicted}:{' '}
                  {row.predicted_turnout === null
                    ? t.noPrediction
                    : t.percent(row.predicted_turnout)}
                  {' · '}
                  {t.actual}: {t.percent(row.actual_turnout)}
                  {row.difference !== null &&
                    ` · ${t.difference}: ${t.signedPercent(row.difference)}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </AnalysisSection>
  );
}

function BiggestPartySection({
  rows,
  region,
}: {
  rows: ScoreComparisonData['biggest_party_comparison'];
  region: string;
}) {
  return (
    <AnalysisSection title={t.biggestParty(region)}>
      {rows.length === 0 ? (
        <Pending />
      ) : (
        <ScrollTable label={t.biggestParty(region)}>
          <ColumnHeads
            columns={[
              { label: t.municipality(region) },
              { label: t.predicted },
              { label: t.actual },
              { label: t.correct, hidden: true },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.municipality_id}>
                <th scope="row" className={cn(TD, 'font-medium text-navy-950')}>
                  {row.municipality_name}
                </th>
                <td className={TD}>
                  {row.predicted_party ? (
                    <PartyName name={row.predicted_party.name} color={row.predicted_party.color} />
                  ) : (
                    <span className="text-slate-600 italic">{t.noPrediction}</span>
                  )}
                </td>
                <td className={TD}>
                  <PartyName name={row.actual_party.name} color={row.actual_party.color} />
                </td>
                <td className={cn(TD, 'text-right')}>
                  <Verdict isCorrect={row.is_correct} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </AnalysisSection>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-4 text-sm sm:grid-cols-4">
      {children}
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-navy-950 tabular-nums">{children}</dd>
    </div>
  );
}

function MunicipalitySelectionSection({
  comparison,
}: {
  comparison: ScoreComparisonData['municipality_selection_comparison'];
}) {
  return (
    <AnalysisSection title={t.municipalitySelection}>
      {comparison === null ? (
        <Pending />
      ) : (
        <Facts>
          <Fact label={t.userSelected}>
            {comparison.has_prediction && comparison.user_selected !== null ? (
              comparison.user_selected
            ) : (
              <span className="font-normal text-slate-600 italic">{t.noPrediction}</span>
            )}
          </Fact>
          <Fact label={t.actualSelected}>{comparison.actual_selected}</Fact>
          <Fact label={t.result}>
            <Verdict isCorrect={comparison.is_correct} />
          </Fact>
        </Facts>
      )}
    </AnalysisSection>
  );
}

function CountryTurnoutSection({
  comparison,
}: {
  comparison: ScoreComparisonData['country_turnout_comparison'];
}) {
  return (
    <AnalysisSection title={t.countryTurnout}>
      {comparison === null ? (
        <Pending />
      ) : (
        <Facts>
          <Fact label={t.predicted}>
            {comparison.has_prediction && comparison.user_prediction !== null ? (
              t.percent(comparison.user_prediction)
            ) : (
              <span className="font-normal text-slate-600 italic">{t.noPrediction}</span>
            )}
          </Fact>
          <Fact label={t.actual}>{t.percent(comparison.actual_result)}</Fact>
          <Fact label={t.difference}>
            {comparison.difference === null ? '—' : t.signedPercent(comparison.difference)}
          </Fact>
          <Fact label={t.accuracy}>
            <span className="flex flex-wrap items-center gap-2">
              <AccuracyBadge accuracy={comparison.accuracy} />
              {/* Correct = the full points; anything else still scores by the difference. */}
              {comparison.is_correct && <Verdict isCorrect />}
            </span>
          </Fact>
        </Facts>
      )}
    </AnalysisSection>
  );
}

function Top3Section({
  comparison,
}: {
  comparison: ScoreComparisonData['top3_parties_comparison'];
}) {
  return (
    <AnalysisSection title={t.top3}>
      {comparison === null ? (
        <Pending />
      ) : (
        <>
          <p className="mb-3 text-sm font-semibold text-navy-900">
            {t.top3Summary(comparison.correct_positions, comparison.points_earned)}
          </p>
          {comparison.predicted_tie && (
            <p className="mb-2 text-sm text-slate-700">
              {t.top3PredictedTie(listOf(comparison.predicted_tie))}
            </p>
          )}
          {comparison.actual_tie && (
            <p className="mb-3 text-sm text-slate-700">
              {t.top3ActualTie(listOf(comparison.actual_tie))}
            </p>
          )}
          <ScrollTable label={t.top3}>
            <ColumnHeads
              columns={[
                { label: t.position, className: 'w-16' },
                { label: t.predicted },
                { label: t.actual },
                { label: t.correct, hidden: true },
              ]}
            />
            <tbody>
              {comparison.rows.map((row) => (
                <tr key={row.position}>
                  <th scope="row" className={cn(TD, 'font-bold text-navy-950 tabular-nums')}>
                    {row.position}
                  </th>
                  <td className={TD}>
                    <PartyWithSeats
                      party={row.predicted_party}
                      seats={row.predicted_party?.predicted_seats}
                    />
                  </td>
                  <td className={TD}>
                    <PartyWithSeats
                      party={row.actual_party}
                      seats={row.actual_party?.actual_seats}
                    />
                  </td>
                  <td className={cn(TD, 'text-right')}>
                    <Verdict isCorrect={row.is_correct} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      )}
    </AnalysisSection>
  );
}

/** "A, B en C". */
function listOf(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
}

/** A top-3 cell: the party and its seats, or a dash where there is none. */
function PartyWithSeats({
  party,
  seats,
}: {
  party: { party_name: string; party_color: string } | null;
  seats: number | undefined;
}) {
  if (party === null) return '—';
  return (
    <>
      <PartyName name={party.party_name} color={party.party_color} />{' '}
      <span className="text-slate-600 tabular-nums">({seats})</span>
    </>
  );
}

function CaptainSection({
  comparison,
}: {
  comparison: ScoreComparisonData['captain_party_comparison'];
}) {
  return (
    <AnalysisSection title={t.captain}>
      {comparison === null ? (
        <Pending />
      ) : !comparison.has_captain || comparison.party === null ? (
        <p className="rounded-xl border border-oranje-300 bg-oranje-50 px-4 py-3 text-sm font-medium text-oranje-800">
          {t.captainNone}
        </p>
      ) : (
        <div className="space-y-3">
          <Facts>
            <Fact label={t.party}>
              <PartyName name={comparison.party.party_name} color={comparison.party.party_color} />
            </Fact>
            <Fact label={`${t.predicted} / ${t.actual}`}>
              {comparison.predicted_seats ?? '—'} / {comparison.actual_seats ?? '—'}
            </Fact>
            <Fact label={t.captainSeatPoints}>
              {comparison.seat_points === null ? '—' : t.signed(comparison.seat_points)}
            </Fact>
            <Fact label={t.captainBonus}>{t.signed(comparison.bonus_points)}</Fact>
          </Facts>
          {comparison.is_void && (
            <p className="text-sm text-slate-700">{t.captainVoid(comparison.void_at_or_below)}</p>
          )}
        </div>
      )}
    </AnalysisSection>
  );
}
