import {
  AnalysisSection,
  ComparisonSettingsContext,
  t,
  type ScoreComparisonData,
} from './comparison-parts';
import { CountryTurnoutSection, MunicipalitySelectionSection } from './national-comparison';
import { BiggestPartySection, TurnoutSection } from './region-comparison';
import { CaptainSection, SeatsSection, Top3Section } from './seat-comparison';

export type { ScoreComparisonData } from './comparison-parts';

const BREAKDOWN_ORDER = [
  ['seat_points', 'seats'],
  ['captain_bonus_points', 'seats'],
  ['top3_parties_points', 'seats'],
  ['turnout_points', 'turnout'],
  ['biggest_party_points', 'biggest_party'],
  ['municipality_selection_points', 'municipality_selection'],
  ['country_turnout_points', 'country_turnout'],
] as const;

/**
 * A scored prediction against the official result: the points per section, then per section
 * what was predicted, what came out and what each answer scored ("+2"). The player's own
 * points on the dashboard and the admin's analysis of a player (with `showAccuracy`, the
 * accuracy percentages the admin's search colours) share it.
 */
export function ScoreComparison({
  details,
  regionLabelPrefix = '',
  region = 'gemeente',
  showAccuracy = false,
}: {
  details: ScoreComparisonData;
  /** What the regional questions are about: gemeente, or provincie at PS (categoryInfo). */
  region?: string;
  /**
   * Put before the names of the tables, where the page has regions of the same name (the
   * dashboard's sections), so every landmark keeps a name of its own.
   */
  regionLabelPrefix?: string;
  showAccuracy?: boolean;
}) {
  const { score } = details;
  const seatsScored = !score.pending.seats;
  return (
    <ComparisonSettingsContext value={{ regionLabelPrefix, showAccuracy }}>
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

        <SeatsSection
          rows={details.party_seat_comparison}
          points={seatsScored ? score.seat_points : null}
        />
        <TurnoutSection rows={details.turnout_comparison} region={region} />
        <BiggestPartySection rows={details.biggest_party_comparison} region={region} />
        <MunicipalitySelectionSection comparison={details.municipality_selection_comparison} />
        <CountryTurnoutSection comparison={details.country_turnout_comparison} />
        <Top3Section comparison={details.top3_parties_comparison} />
        <CaptainSection
          comparison={details.captain_party_comparison}
          points={seatsScored ? score.captain_bonus_points : null}
        />
      </div>
    </ComparisonSettingsContext>
  );
}
