import * as Tabs from '../../../components/ui/tabs';
import type { ElectionDetails } from '@zetelpoule/shared';
import { useState } from 'react';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { BiggestPartyResultsForm } from './biggest-party-results-form';
import { ChamberSourceNotice } from './chamber-source-notice';
import { CountryTurnoutForm } from './country-turnout-form';
import { MunicipalitySelectionForm } from './municipality-selection-form';
import { ResultsEntryConfirmationProvider } from './results-entry-confirmation';
import { ResultsImportPanel } from './results-import-panel';
import { SeatResultsForm } from './seat-results-form';
import { StatenPanel } from './staten-panel';
import { TurnoutResultsForm } from './turnout-results-form';

const t = adminTexts.tabs;

const TRIGGER_CLASSES =
  'shrink-0 rounded-lg px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:text-navy-900 data-[state=active]:bg-white data-[state=active]:text-navy-950 data-[state=active]:shadow-sm';

// Every panel stays mounted (hidden when inactive) so switching tabs keeps what was typed.
const PANEL_CLASSES =
  'mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm data-[state=inactive]:hidden sm:p-6';

/**
 * The five results tabs of the selected election. Each form starts from the entered
 * results and is rebuilt when the parties or played municipalities it lists change. A PS
 * election opens on its Provincies tab, the Staten that make its Eerste Kamer.
 */
export function ResultsTabs({ election }: { election: ElectionDetails }) {
  const partiesKey = election.parties.map((p) => p.id).join(',');
  const municipalitiesKey = election.played_municipalities.map((m) => m.id).join(',');
  const candidatesKey = election.first_count_candidates.map((m) => m.id).join(',');
  // The forms start from the stored results once; after an import wrote new ones they must
  // start again from those, or a save would put the old values back.
  const [imports, setImports] = useState(0);
  const isStaten = election.category === 'PS';
  // At PS the seats are the projection from the Staten until the elected chamber is entered:
  // the seats form starts again from it whenever a province's seats or values change, and
  // when the admin goes back from the elected chamber to the projection.
  const [backToProjection, setBackToProjection] = useState(0);
  const statenKey = isStaten
    ? JSON.stringify([election.staten_results, election.regions, backToProjection])
    : '';

  return (
    <ResultsEntryConfirmationProvider predictionsDeadline={election.predictions_deadline}>
      <Tabs.Root defaultValue={isStaten ? 'provinces' : 'seats'}>
        <Tabs.List
          aria-label={t.label}
          // A phone scrolls the row sideways; from sm up it wraps, so every tab reads whole.
          className="flex gap-1 overflow-x-auto rounded-xl bg-slate-200/70 p-1 sm:flex-wrap"
        >
          {isStaten && (
            <Tabs.Trigger value="provinces" className={TRIGGER_CLASSES}>
              {t.provinces}
            </Tabs.Trigger>
          )}
          <Tabs.Trigger value="seats" className={TRIGGER_CLASSES}>
            {t.seats(election.seat_count)}
          </Tabs.Trigger>
          <Tabs.Trigger value="turnout" className={TRIGGER_CLASSES}>
            {t.turnout}
          </Tabs.Trigger>
          <Tabs.Trigger value="biggest-party" className={TRIGGER_CLASSES}>
            {t.biggestParty}
          </Tabs.Trigger>
          <Tabs.Trigger value="municipality" className={TRIGGER_CLASSES}>
            {t.municipalitySelection}
          </Tabs.Trigger>
          <Tabs.Trigger value="country" className={TRIGGER_CLASSES}>
            {t.countryTurnout}
          </Tabs.Trigger>
          <Tabs.Trigger value="import" className={TRIGGER_CLASSES}>
            {t.import}
          </Tabs.Trigger>
        </Tabs.List>
        {isStaten && (
          <Tabs.Content value="provinces" forceMount className={PANEL_CLASSES}>
            <StatenPanel election={election} />
          </Tabs.Content>
        )}
        <Tabs.Content value="seats" forceMount className={PANEL_CLASSES}>
          {isStaten && (
            <ChamberSourceNotice
              election={election}
              onBackToProjection={() => setBackToProjection((n) => n + 1)}
            />
          )}
          <SeatResultsForm
            key={`${partiesKey}/${election.seat_count}/${imports}/${statenKey}`}
            election={election}
          />
        </Tabs.Content>
        <Tabs.Content value="turnout" forceMount className={PANEL_CLASSES}>
          <TurnoutResultsForm key={`${municipalitiesKey}/${imports}`} election={election} />
        </Tabs.Content>
        <Tabs.Content value="biggest-party" forceMount className={PANEL_CLASSES}>
          <BiggestPartyResultsForm
            key={`${municipalitiesKey}/${partiesKey}/${imports}`}
            election={election}
          />
        </Tabs.Content>
        <Tabs.Content value="municipality" forceMount className={PANEL_CLASSES}>
          <MunicipalitySelectionForm key={candidatesKey} election={election} />
        </Tabs.Content>
        <Tabs.Content value="country" forceMount className={PANEL_CLASSES}>
          <CountryTurnoutForm key={imports} election={election} />
        </Tabs.Content>
        <Tabs.Content value="import" forceMount className={PANEL_CLASSES}>
          <ResultsImportPanel election={election} onApplied={() => setImports((n) => n + 1)} />
        </Tabs.Content>
      </Tabs.Root>
    </ResultsEntryConfirmationProvider>
  );
}
