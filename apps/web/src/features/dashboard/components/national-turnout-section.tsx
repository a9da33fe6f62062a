import type { ActivePrediction } from '@zetelpoule/shared';
import { Users } from 'lucide-react';
import { nl } from '../../../i18n/nl';
import { saveCountryTurnout } from '../api/save-country-turnout';
import { SECTION_SCORING } from '../scoring-rules';
import { SectionCard } from './section-card';
import { TurnoutInput } from './turnout-input';

const t = nl.dashboard.nationalTurnout;

function save(value: number) {
  return saveCountryTurnout({ predicted_turnout: value });
}

/** SPEC §2: one turnout input for the whole country. */
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
  return (
    <SectionCard
      id="landelijke-opkomst"
      step={step}
      totalSteps={totalSteps}
      icon={Users}
      title={t.title}
      instructions={t.instructions}
      scoring={SECTION_SCORING.nationalTurnout}
      isLocked={isLocked}
    >
      <TurnoutInput
        label={t.label}
        initialValue={prediction.country_turnout_prediction?.predicted_turnout ?? null}
        onSave={save}
        disabled={isLocked}
        failedMessage={t.autoFailed}
        manualFailedMessage={t.manualFailed}
        className="max-w-xs"
      />
    </SectionCard>
  );
}
