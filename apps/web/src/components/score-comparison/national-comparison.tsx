import { AccuracyBadge } from './accuracy-badge';
import {
  AnalysisSection,
  Fact,
  Facts,
  NoPrediction,
  Pending,
  PointsBadge,
  t,
  tp,
  useComparisonSettings,
  type ScoreComparisonData,
} from './comparison-parts';

/* The two national questions: which municipality counts first, and the national turnout. */

export function MunicipalitySelectionSection({
  comparison,
}: {
  comparison: ScoreComparisonData['municipality_selection_comparison'];
}) {
  return (
    <AnalysisSection title={t.municipalitySelection} points={comparison?.points ?? null}>
      {comparison === null ? (
        <Pending />
      ) : (
        <Facts>
          <Fact label={t.userSelected}>
            {comparison.has_prediction && comparison.user_selected !== null ? (
              comparison.user_selected
            ) : (
              <NoPrediction />
            )}
          </Fact>
          <Fact label={t.actualSelected}>{comparison.actual_selected}</Fact>
          <Fact label={tp.column}>
            <PointsBadge points={comparison.points} />
          </Fact>
        </Facts>
      )}
    </AnalysisSection>
  );
}

export function CountryTurnoutSection({
  comparison,
}: {
  comparison: ScoreComparisonData['country_turnout_comparison'];
}) {
  const { showAccuracy } = useComparisonSettings();
  return (
    <AnalysisSection title={t.countryTurnout} points={comparison?.points ?? null}>
      {comparison === null ? (
        <Pending />
      ) : (
        <Facts>
          <Fact label={t.predicted}>
            {comparison.has_prediction && comparison.user_prediction !== null ? (
              t.percent(comparison.user_prediction)
            ) : (
              <NoPrediction />
            )}
          </Fact>
          <Fact label={t.actual}>{t.percent(comparison.actual_result)}</Fact>
          <Fact label={tp.column}>
            <PointsBadge points={comparison.points} />
          </Fact>
          {showAccuracy && (
            <Fact label={t.accuracy}>
              <AccuracyBadge accuracy={comparison.accuracy} />
            </Fact>
          )}
        </Facts>
      )}
    </AnalysisSection>
  );
}
