import type { ElectionDetails } from '@zetelpoule/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { useSaveMunicipalitySelection } from '../api/save-municipality-selection';
import { adminErrorMessage } from '../lib/admin-error';
import { useConfirmResultsEntry } from './results-entry-confirmation';
import { FormFeedback, type Feedback } from './form-feedback';

const t = adminTexts.municipalityTab;

/**
 * The first-count tab: which of the election's three first-count candidates
 * finished counting first. The current result is shown; save is disabled without a choice.
 */
export function MunicipalitySelectionForm({ election }: { election: ElectionDetails }) {
  const current = election.municipality_selection_result?.municipality_name ?? null;
  const [selected, setSelected] = useState(current ?? '');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const save = useSaveMunicipalitySelection();
  const confirmFirst = useConfirmResultsEntry();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (selected === '') return;
    confirmFirst((confirmation) =>
      save.mutate(
        { electionId: election.id, body: { ...confirmation, municipality_name: selected } },
        {
          onSuccess: () => setFeedback({ tone: 'success', text: t.saved }),
          onError: (error) =>
            setFeedback({
              tone: 'error',
              text: adminErrorMessage(error, adminTexts.errors.updateMunicipalitySelection),
            }),
        },
      ),
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="max-w-md">
      <p className="text-sm text-slate-700">
        {t.current} <strong className="font-semibold text-navy-950">{current ?? t.none}</strong>
      </p>
      <FormField label={t.label} className="mt-4">
        {(control) => (
          <select
            {...control}
            value={selected}
            onChange={(event) => {
              setSelected(event.target.value);
              setFeedback(null);
            }}
            className={inputClasses}
          >
            <option value="">{t.placeholder}</option>
            {election.first_count_candidates.map((m) => (
              <option key={m.id} value={m.name}>
                {m.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="submit" className="mt-4" disabled={selected === '' || save.isPending}>
        {save.isPending ? adminTexts.form.saving : t.save}
      </Button>
      <FormFeedback feedback={feedback} className="mt-4" />
    </form>
  );
}
