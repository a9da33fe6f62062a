import { categoryInfo, type ElectionDetails } from '@zetelpoule/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';
import { useSaveBiggestPartyResults } from '../api/save-biggest-party-results';
import { adminErrorMessage } from '../lib/admin-error';
import { useConfirmResultsEntry } from './results-entry-confirmation';
import { compactInputClasses } from './compact-input';
import { FormFeedback, type Feedback } from './form-feedback';
import { parseTurnout, turnoutInputProps, turnoutText } from './turnout-input';

const t = adminTexts.biggestPartyTab;

type Row = { partyId: string; vote: string };

/**
 * The biggest-party tab: the winning party per played municipality (all of them), plus
 * the optional vote share the result carries (docs/architecture.md#the-shared-contract). Only
 * municipalities with a party are sent (docs/rules.md#input-rules).
 */
export function BiggestPartyResultsForm({ election }: { election: ElectionDetails }) {
  // What the admin changed, over what is stored (see TurnoutResultsForm).
  const [edits, setEdits] = useState<Record<number, Row>>({});
  const stored = useMemo(() => {
    const entered = new Map(
      election.biggest_party_results.map((row) => [row.municipality_id, row]),
    );
    return Object.fromEntries(
      election.played_municipalities.map((m) => {
        const result = entered.get(m.id);
        return [
          m.id,
          {
            partyId: result ? String(result.winning_party_id) : '',
            vote: turnoutText(result?.vote_percentage),
          },
        ];
      }),
    ) as Record<number, Row>;
  }, [election.biggest_party_results, election.played_municipalities]);
  const rows: Record<number, Row> = { ...stored, ...edits };
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const save = useSaveBiggestPartyResults();
  const confirmFirst = useConfirmResultsEntry();
  // Played municipalities, or at PS the provinces (the server lists them the same way).
  const { region, regions } = categoryInfo(election.category);

  const parsed = election.played_municipalities.map((municipality) => {
    const row = rows[municipality.id] ?? { partyId: '', vote: '' };
    return { municipality, row, vote: row.partyId === '' ? null : parseTurnout(row.vote) };
  });
  const hasInvalid = parsed.some(({ vote }) => vote?.kind === 'invalid');

  function update(municipalityId: number, patch: Partial<Row>) {
    setEdits((current) => ({
      ...current,
      [municipalityId]: {
        ...(current[municipalityId] ?? rows[municipalityId] ?? { partyId: '', vote: '' }),
        ...patch,
      },
    }));
    setFeedback(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (hasInvalid) return;
    const results = parsed.flatMap(({ municipality, row, vote }) =>
      row.partyId === ''
        ? []
        : [
            {
              municipality_id: municipality.id,
              winning_party_id: Number(row.partyId),
              vote_percentage: vote?.kind === 'valid' ? vote.value : null,
            },
          ],
    );
    confirmFirst((confirmation) =>
      save.mutate(
        { electionId: election.id, body: { ...confirmation, biggest_party_results: results } },
        {
          onSuccess: () => {
            setEdits({});
            setFeedback({ tone: 'success', text: t.saved(results.length, region, regions) });
          },
          onError: (error) =>
            setFeedback({
              tone: 'error',
              text: adminErrorMessage(error, adminTexts.errors.updateBiggestParty),
            }),
        },
      ),
    );
  }

  if (election.played_municipalities.length === 0) {
    return <p className="text-slate-600">{adminTexts.turnoutTab.noMunicipalities(regions)}</p>;
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <p className="text-sm text-slate-600">{t.intro(region, regions)}</p>
      {/* Column heads for the wide layout; each control carries its full name itself. */}
      <div
        aria-hidden="true"
        className="mt-5 hidden grid-cols-[12rem_1fr_8rem] gap-4 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:grid"
      >
        <span>{t.municipality(region)}</span>
        <span>{t.winningParty}</span>
        <span>{t.voteColumn}</span>
      </div>
      <ul className="mt-2 divide-y divide-slate-100 sm:mt-0">
        {parsed.map(({ municipality, row, vote }) => {
          const selectId = `biggest-${municipality.id}`;
          const voteId = `biggest-vote-${municipality.id}`;
          const party = election.parties.find((p) => String(p.id) === row.partyId);
          const error = vote?.kind === 'invalid' ? vote.message : undefined;
          return (
            <li
              key={municipality.id}
              className="py-3 sm:grid sm:grid-cols-[12rem_1fr_8rem] sm:items-center sm:gap-4"
            >
              <label htmlFor={selectId} className="block text-sm font-semibold text-navy-950">
                {municipality.name}
              </label>
              <div className="mt-1.5 flex items-center gap-2.5 sm:mt-0">
                <span
                  aria-hidden="true"
                  className="size-4 shrink-0 rounded-full ring-1 ring-black/10"
                  style={{ backgroundColor: party?.hexcolor ?? 'transparent' }}
                />
                <select
                  id={selectId}
                  aria-label={t.partyLabel(municipality.name)}
                  value={row.partyId}
                  onChange={(event) => update(municipality.id, { partyId: event.target.value })}
                  className={cn(inputClasses, 'min-h-10 py-1.5')}
                >
                  <option value="">{t.noParty}</option>
                  {election.parties.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="mt-2 flex items-center gap-2 sm:mt-0">
                <label htmlFor={voteId} className="text-xs font-medium text-slate-600 sm:sr-only">
                  {t.voteShort}
                </label>
                <input
                  id={voteId}
                  aria-label={t.voteLabel(municipality.name)}
                  {...turnoutInputProps}
                  placeholder="%"
                  disabled={row.partyId === ''}
                  value={row.vote}
                  onChange={(event) => update(municipality.id, { vote: event.target.value })}
                  aria-invalid={error !== undefined}
                  aria-describedby={error ? `${voteId}-error` : undefined}
                  className={cn(
                    compactInputClasses,
                    'w-28 px-2.5 text-right tabular-nums sm:w-full',
                  )}
                />
              </div>
              {error && (
                <p
                  id={`${voteId}-error`}
                  className="mt-1 text-xs font-medium text-red-700 sm:col-span-3 sm:text-right"
                >
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" disabled={hasInvalid || save.isPending}>
          {save.isPending ? adminTexts.form.saving : t.save}
        </Button>
      </div>
      <FormFeedback feedback={feedback} className="mt-3" />
    </form>
  );
}
