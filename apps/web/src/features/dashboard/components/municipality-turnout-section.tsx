import { categoryInfo, type ActivePrediction, type Municipality } from '@zetelpoule/shared';
import { Percent } from 'lucide-react';
import { useCallback } from 'react';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { useAuth } from '../../../lib/auth';
import { saveTurnout } from '../api/save-turnout';
import { useUpdateProgress, withId } from '../hooks/use-prediction-progress';
import { sectionScoring } from '../scoring-rules';
import { SectionCard } from './section-card';
import { TurnoutInput } from './turnout-input';

const t = dashboardTexts.municipalityTurnout;

function MunicipalityTurnoutInput({
  municipality,
  initialValue,
  isLocked,
}: {
  municipality: Municipality;
  initialValue: number | null;
  isLocked: boolean;
}) {
  const updateProgress = useUpdateProgress();
  const userId = useAuth().user?.id ?? null;
  const save = useCallback(
    async (value: number) => {
      const saved = await saveTurnout({
        municipality_id: municipality.id,
        predicted_turnout: value,
      });
      updateProgress((progress) => ({
        ...progress,
        turnoutIds: withId(progress.turnoutIds, municipality.id),
      }));
      return saved;
    },
    [municipality.id, updateProgress],
  );
  return (
    <TurnoutInput
      label={t.label(municipality.name)}
      visibleLabel={municipality.name}
      initialValue={initialValue}
      onSave={save}
      disabled={isLocked}
      failedMessage={t.failed}
      outbox={{ userId, field: `turnout:${municipality.id}`, isLocked }}
    />
  );
}

/** One turnout input per played municipality. */
export function MunicipalityTurnoutSection({
  step,
  totalSteps,
  prediction,
  municipalities,
  isLocked,
}: {
  step: number;
  totalSteps: number;
  prediction: ActivePrediction;
  municipalities: Municipality[];
  isLocked: boolean;
}) {
  const words = categoryInfo(prediction.category);
  const saved = new Map(
    prediction.turnout_predictions.map((entry) => [entry.municipality, entry.predicted_turnout]),
  );
  return (
    <SectionCard
      id="opkomst-per-gemeente"
      step={step}
      totalSteps={totalSteps}
      icon={Percent}
      title={t.title(words)}
      instructions={t.instructions(words)}
      scoring={sectionScoring('municipalityTurnout', prediction.category)}
      isLocked={isLocked}
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:gap-x-5 lg:grid-cols-3">
        {municipalities.map((municipality) => (
          <MunicipalityTurnoutInput
            key={municipality.id}
            municipality={municipality}
            initialValue={saved.get(municipality.id) ?? null}
            isLocked={isLocked}
          />
        ))}
      </div>
    </SectionCard>
  );
}
