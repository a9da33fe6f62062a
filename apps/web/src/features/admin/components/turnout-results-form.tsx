import { categoryInfo, type ElectionDetails } from '@zetelpoule/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';
import { useSaveTurnoutResults } from '../api/save-turnout-results';
import { adminErrorMessage } from '../lib/admin-error';
import { useConfirmResultsEntry } from './results-entry-confirmation';
import { compactInputClasses } from './compact-input';
import { FormFeedback, type Feedback } from './form-feedback';
import { parseTurnout, turnoutInputProps, turnoutText } from './turnout-input';

const t = adminTexts.turnoutTab;

/**
 * The turnout tab: a percentage per played municipality — all of them, no cut-off
 * (docs/rules.md#seats-and-regions). Blank entries are skipped on save (docs/rules.md#input-rules),
 * so they have no result after; the server replaces the set with what is sent, so every stored
 * turnout is sent along.
 */
export function TurnoutResultsForm({ election }: { election: ElectionDetails }) {
  // What the admin typed, over what is stored. A result stored meanwhile (another
  // admin, an import, this form's own save) shows in every field the admin has not touched,
  // so a save never sends an old value back for a municipality someone else just entered.
  const [edits, setEdits] = useState<Record<number, string>>({});
  const stored = useMemo(() => {
    const entered = new Map(
      election.turnout_results.map((row) => [row.municipality_id, row.actual_turnout]),
    );
    return Object.fromEntries(
      election.played_municipalities.map((m) => [m.id, turnoutText(entered.get(m.id))]),
    ) as Record<number, string>;
  }, [election.turnout_results, election.played_municipalities]);
  const values: Record<number, string> = { ...stored, ...edits };
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const save = useSaveTurnoutResults();
  const confirmFirst = useConfirmResultsEntry();
  // Played municipalities, or at PS the provinces (the server lists them the same way).
  const { region, regions } = categoryInfo(election.category);

  const parsed = election.played_municipalities.map((m) => ({
    municipality: m,
    turnout: parseTurnout(values[m.id] ?? ''),
  }));
  const hasInvalid = parsed.some((row) => row.turnout.kind === 'invalid');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (hasInvalid) return;
    const turnoutResults = parsed.flatMap(({ municipality, turnout }) =>
      turnout.kind === 'valid'
        ? [{ municipality_id: municipality.id, actual_turnout: turnout.value }]
        : [],
    );
    confirmFirst((confirmation) =>
      save.mutate(
        { electionId: election.id, body: { ...confirmation, turnout_results: turnoutResults } },
        {
          onSuccess: () => {
            // The answer is stored as the election's details: the fields now show what was saved.
            setEdits({});
            setFeedback({ tone: 'success', text: t.saved(turnoutResults.length, region, regions) });
          },
          onError: (error) =>
            setFeedback({
              tone: 'error',
              text: adminErrorMessage(error, adminTexts.errors.updateTurnout),
            }),
        },
      ),
    );
  }

  if (election.played_municipalities.length === 0) {
    return <p className="text-slate-600">{t.noMunicipalities(regions)}</p>;
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <p className="text-sm text-slate-600">{t.intro}</p>
      <ul className="mt-5 grid grid-cols-1 gap-x-8 gap-y-2 sm:grid-cols-2">
        {parsed.map(({ municipality, turnout }) => {
          const id = `turnout-${municipality.id}`;
          const error = turnout.kind === 'invalid' ? turnout.message : undefined;
          return (
            <li key={municipality.id} className="py-1">
              <div className="flex items-center gap-3">
                <label
                  htmlFor={id}
                  className="min-w-0 flex-1 text-sm leading-snug font-medium text-navy-950"
                >
                  {municipality.name}
                </label>
                <div className="relative shrink-0">
                  <input
                    id={id}
                    // The visible label is the name; the full name says what the number is.
                    aria-label={t.inputLabel(municipality.name)}
                    {...turnoutInputProps}
                    value={values[municipality.id] ?? ''}
                    onChange={(event) => {
                      const raw = event.target.value;
                      setEdits((current) => ({ ...current, [municipality.id]: raw }));
                      setFeedback(null);
                    }}
                    aria-invalid={error !== undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className={cn(compactInputClasses, 'w-28 pr-8 pl-2.5 text-right tabular-nums')}
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500"
                  >
                    %
                  </span>
                </div>
              </div>
              {error && (
                <p id={`${id}-error`} className="mt-1 text-right text-xs font-medium text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" disabled={hasInvalid || save.isPending}>
          {save.isPending ? adminTexts.form.saving : t.save}
        </Button>
      </div>
      <FormFeedback feedback={feedback} className="mt-3" />
    </form>
  );
}
