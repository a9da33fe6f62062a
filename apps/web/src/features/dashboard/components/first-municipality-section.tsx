import type { ActivePrediction } from '@zetelpoule/shared';
import { Flag } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { useAuth } from '../../../lib/auth';
import { selectMunicipality } from '../api/select-municipality';
import { useUpdateProgress } from '../hooks/use-prediction-progress';
import { useSerialSave } from '../hooks/use-serial-save';
import { sectionScoring } from '../scoring-rules';
import { ChoiceGrid } from './choice-grid';
import { SaveStatusIndicator } from './save-status';
import { SectionCard } from './section-card';

const t = dashboardTexts.firstMunicipality;

/** The first municipality to finish counting, one of the election's candidates. */
export function FirstMunicipalitySection({
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
  const initial = prediction.selected_municipality?.municipality_name ?? null;
  const [choice, setChoice] = useState<string | null>(initial);
  const updateProgress = useUpdateProgress();
  const saveChoice = useCallback(
    async (municipalityName: string) => {
      const saved = await selectMunicipality({ municipality_name: municipalityName });
      updateProgress((progress) => ({ ...progress, hasFirstMunicipality: true }));
      return saved;
    },
    [updateProgress],
  );
  const userId = useAuth().user?.id ?? null;
  const candidates = prediction.first_count_candidates;
  const save = useSerialSave(saveChoice, initial, {
    userId,
    field: 'first-municipality',
    isLocked,
    parse: (kept) => (typeof kept === 'string' && candidates.includes(kept) ? kept : null),
    onReplay: setChoice,
  });
  const name = useId();

  return (
    <SectionCard
      id="eerste-gemeente"
      step={step}
      totalSteps={totalSteps}
      icon={Flag}
      title={t.title}
      instructions={t.instructions(candidates.length)}
      scoring={sectionScoring('firstMunicipality', prediction.category)}
      isLocked={isLocked}
      status={
        <SaveStatusIndicator
          status={save.status}
          error={save.error}
          onRetry={save.retry}
          isLocked={isLocked}
        />
      }
    >
      <ChoiceGrid
        legend={t.groupLabel}
        name={name}
        choices={candidates.map((candidate) => ({ value: candidate, label: candidate }))}
        selected={choice}
        onSelect={(value) => {
          setChoice(value);
          save.submit(value);
        }}
        disabled={isLocked}
        className="sm:grid-cols-3"
      />
    </SectionCard>
  );
}
