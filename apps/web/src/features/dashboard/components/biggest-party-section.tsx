import type { UseQueryResult } from '@tanstack/react-query';
import {
  categoryInfo,
  type ActivePrediction,
  type Municipality,
  type Party,
} from '@zetelpoule/shared';
import { Trophy } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { useAuth } from '../../../lib/auth';
import { saveBiggestParty } from '../api/save-biggest-party';
import { useUpdateProgress, withId } from '../hooks/use-prediction-progress';
import { useSerialSave } from '../hooks/use-serial-save';
import { keptId } from '../lib/pending-saves';
import { sectionScoring } from '../scoring-rules';
import { PartiesGate } from './parties-gate';
import { SaveStatusIndicator } from './save-status';
import { SectionCard } from './section-card';

const t = dashboardTexts.biggestParty;

function BiggestPartyRow({
  municipality,
  parties,
  initialPartyId,
  isLocked,
}: {
  municipality: Municipality;
  parties: Party[];
  initialPartyId: number | null;
  isLocked: boolean;
}) {
  const selectId = useId();
  const [choice, setChoice] = useState<number | null>(initialPartyId);
  const updateProgress = useUpdateProgress();
  const saveParty = useCallback(
    async (partyId: number) => {
      const saved = await saveBiggestParty({
        municipality_id: municipality.id,
        party_id: partyId,
      });
      updateProgress((progress) => ({
        ...progress,
        biggestPartyIds: withId(progress.biggestPartyIds, municipality.id),
      }));
      return saved;
    },
    [municipality.id, updateProgress],
  );
  const userId = useAuth().user?.id ?? null;
  const save = useSerialSave(saveParty, initialPartyId, {
    userId,
    field: `biggest-party:${municipality.id}`,
    isLocked,
    parse: keptId,
    onReplay: setChoice,
  });
  const colour = parties.find((party) => party.id === choice)?.hexcolor;

  return (
    // Phones: name and status on one line, the dropdown under them; wider: one line each.
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 border-b border-slate-100 py-3 sm:grid-cols-[9rem_minmax(0,16rem)_1fr] sm:gap-4 lg:grid-cols-[8rem_minmax(0,1fr)_auto]">
      <label htmlFor={selectId} className="order-1 text-sm font-semibold text-navy-950">
        {municipality.name}
        <span className="sr-only"> ({t.label(municipality.name)})</span>
      </label>
      <div className="relative order-3 col-span-2 sm:order-2 sm:col-span-1">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-3.5 -translate-y-1/2 rounded-full ring-1 ring-black/15"
          style={{ backgroundColor: colour ?? 'transparent' }}
        />
        <select
          id={selectId}
          value={choice ?? ''}
          disabled={isLocked}
          onChange={(event) => {
            const partyId = Number(event.target.value);
            setChoice(partyId);
            save.submit(partyId);
          }}
          className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white py-2 pr-8 pl-8 text-sm text-navy-950 shadow-xs disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
        >
          <option value="" disabled>
            {t.choose}
          </option>
          {parties.map((party) => (
            <option key={party.id} value={party.id}>
              {party.name}
            </option>
          ))}
        </select>
      </div>
      <SaveStatusIndicator
        status={save.status}
        error={save.error}
        onRetry={save.retry}
        isLocked={isLocked}
        className="order-2 justify-end sm:order-3 sm:justify-start"
      />
    </li>
  );
}

/** One dropdown of every party per played municipality, each saving on its own. */
export function BiggestPartySection({
  step,
  totalSteps,
  prediction,
  municipalities,
  partiesQuery,
  isLocked,
}: {
  step: number;
  totalSteps: number;
  prediction: ActivePrediction;
  municipalities: Municipality[];
  partiesQuery: UseQueryResult<Party[]>;
  isLocked: boolean;
}) {
  const words = categoryInfo(prediction.category);
  const saved = new Map(
    prediction.biggest_party_predictions.map((entry) => [
      entry.municipality,
      entry.predicted_party,
    ]),
  );
  return (
    <SectionCard
      id="grootste-partij"
      step={step}
      totalSteps={totalSteps}
      icon={Trophy}
      title={t.title(words)}
      instructions={t.instructions(words)}
      scoring={sectionScoring('biggestParty', prediction.category)}
      isLocked={isLocked}
    >
      <PartiesGate query={partiesQuery}>
        {(parties) => (
          <ul className="grid lg:grid-cols-2 lg:gap-x-10">
            {municipalities.map((municipality) => (
              <BiggestPartyRow
                key={municipality.id}
                municipality={municipality}
                parties={parties}
                initialPartyId={saved.get(municipality.id) ?? null}
                isLocked={isLocked}
              />
            ))}
          </ul>
        )}
      </PartiesGate>
    </SectionCard>
  );
}
