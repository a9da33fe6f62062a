import type { ActivePrediction } from '@zetelpoule/shared';
import { Users } from 'lucide-react';
import { useCallback } from 'react';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { useAuth } from '../../../lib/auth';
import { saveCountryTurnout } from '../api/save-country-turnout';
import { useUpdateProgress } from '../hooks/use-prediction-progress';
import { sectionScoring } from '../scoring-rules';
import { SectionCard } from './section-card';
import { TurnoutInput } from './turnout-input';

const t = dashboardTexts.nationalTurnout;

/** One turnout input for the whole country. */
export function NationalTurnoutSection({
  step,
  totalSteps,
  prediction,
  isLocked,
}: {
  step: number;
  totalSteps: number;
  prediction: ActivePrediction;
  isLocked: boolean;
}) {
  const updateProgress = useUpdateProgress();
  const userId = useAuth().user?.id ?? null;
  const save = useCallback(
    async (value: number) => {
      const saved = await saveCountryTurnout({ predicted_turnout: value });
      updateProgress((progress) => ({ ...progress, hasNationalTurnout: true }));
      return saved;
    },
    [updateProgress],
  );
  return (
    <SectionCard
      id="landelijke-opkomst"
      step={step}
      totalSteps={totalSteps}
      icon={Users}
      title={t.title}
      instructions={t.instructions}
      scoring={sectionScoring('nationalTurnout', prediction.category)}
      isLocked={isLocked}
    >
      <TurnoutInput
        label={t.label}
        initialValue={prediction.country_turnout_prediction?.predicted_turnout ?? null}
        onSave={save}
        disabled={isLocked}
        failedMessage={t.autoFailed}
        manualFailedMessage={t.manualFailed}
        outbox={{ userId, field: 'country-turnout', isLocked }}
        className="max-w-xs"
      />
    </SectionCard>
  );
}
