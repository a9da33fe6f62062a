import type { UseQueryResult } from '@tanstack/react-query';
import {
  categoryInfo,
  jokerVoidAtOrBelow,
  type ActivePrediction,
  type Party,
} from '@zetelpoule/shared';
import { Sparkles } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { useAuth } from '../../../lib/auth';
import { saveCaptain } from '../api/save-captain';
import { useUpdateProgress } from '../hooks/use-prediction-progress';
import { useSerialSave } from '../hooks/use-serial-save';
import { keptId } from '../lib/pending-saves';
import { sectionScoring } from '../scoring-rules';
import { ChoiceGrid } from './choice-grid';
import { PartiesGate } from './parties-gate';
import { SaveStatusIndicator } from './save-status';
import { SectionCard } from './section-card';

const t = dashboardTexts.joker;

/** The joker, a grid of party buttons; its party's seat points count double. */
export function JokerSection({
  step,
  totalSteps,
  prediction,
  partiesQuery,
  isLocked,
}: {
  step: number;
  totalSteps: number;
  prediction: ActivePrediction;
  partiesQuery: UseQueryResult<Party[]>;
  isLocked: boolean;
}) {
  const initial = prediction.captain_party?.selected_party ?? null;
  const [choice, setChoice] = useState<number | null>(initial);
  const updateProgress = useUpdateProgress();
  const saveJoker = useCallback(
    async (partyId: number) => {
      const saved = await saveCaptain({ party_id: partyId });
      updateProgress((progress) => ({ ...progress, hasJoker: true }));
      return saved;
    },
    [updateProgress],
  );
  const userId = useAuth().user?.id ?? null;
  const save = useSerialSave(saveJoker, initial, {
    userId,
    field: 'captain',
    isLocked,
    parse: keptId,
    onReplay: setChoice,
  });
  const name = useId();

  return (
    <SectionCard
      id="joker"
      step={step}
      totalSteps={totalSteps}
      icon={Sparkles}
      title={t.title}
      instructions={t.instructions(
        jokerVoidAtOrBelow(prediction.seat_count),
        prediction.seat_count,
        categoryInfo(prediction.category),
      )}
      scoring={sectionScoring('joker', prediction.category)}
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
      <PartiesGate query={partiesQuery}>
        {(parties) => (
          <ChoiceGrid
            legend={t.groupLabel}
            name={name}
            choices={parties.map((party) => ({
              value: party.id,
              label: party.name,
              color: party.hexcolor,
            }))}
            selected={choice}
            onSelect={(value) => {
              setChoice(value);
              save.submit(value);
            }}
            disabled={isLocked}
            className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
          />
        )}
      </PartiesGate>
    </SectionCard>
  );
}
