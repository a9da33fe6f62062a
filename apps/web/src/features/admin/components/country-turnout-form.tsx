import type { ElectionDetails } from '@zetelpoule/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';
import { useSaveCountryTurnout } from '../api/save-country-turnout';
import { adminErrorMessage } from '../lib/admin-error';
import { useConfirmResultsEntry } from './results-entry-confirmation';
import { FormFeedback, type Feedback } from './form-feedback';
import { parseTurnout, turnoutInputProps, turnoutText } from './turnout-input';

const t = adminTexts.countryTab;

/**
 * The national turnout tab: the national turnout, 0–100, the current result shown; save
 * is disabled while the field is empty (docs/rules.md#input-rules) or holds no valid percentage.
 */
export function CountryTurnoutForm({ election }: { election: ElectionDetails }) {
  const current = election.country_turnout_result?.actual_turnout ?? null;
  const [value, setValue] = useState(() => turnoutText(current));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const save = useSaveCountryTurnout();
  const confirmFirst = useConfirmResultsEntry();
  const parsed = parseTurnout(value);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (parsed.kind !== 'valid') return;
    confirmFirst((confirmation) =>
      save.mutate(
        { electionId: election.id, body: { ...confirmation, actual_turnout: parsed.value } },
        {
          onSuccess: () => setFeedback({ tone: 'success', text: t.saved }),
          onError: (error) =>
            setFeedback({
              tone: 'error',
              text: adminErrorMessage(error, adminTexts.errors.updateCountryTurnout),
            }),
        },
      ),
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="max-w-md">
      <p className="text-sm text-slate-700">
        {t.current}{' '}
        <strong className="font-semibold text-navy-950">
          {current === null ? t.none : adminTexts.analysis.percent(current)}
        </strong>
      </p>
      <FormField
        label={t.label}
        className="mt-4"
        error={parsed.kind === 'invalid' ? parsed.message : undefined}
      >
        {(control) => (
          <input
            {...control}
            {...turnoutInputProps}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setFeedback(null);
            }}
            className={cn(inputClasses, 'max-w-40 tabular-nums')}
          />
        )}
      </FormField>
      <Button type="submit" className="mt-4" disabled={parsed.kind !== 'valid' || save.isPending}>
        {save.isPending ? adminTexts.form.saving : t.save}
      </Button>
      <FormFeedback feedback={feedback} className="mt-4" />
    </form>
  );
}
