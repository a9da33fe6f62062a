import type { Benchmark, BenchmarkBody, ElectionDetails } from '@zetelpoule/shared';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { benchmarks as benchmarkTexts } from '../../../i18n/nl-benchmarks';
import { cn } from '../../../lib/cn';
import { useCreateBenchmark } from '../api/create-benchmark';
import { useDeleteBenchmark } from '../api/delete-benchmark';
import { useBenchmarks } from '../api/get-benchmarks';
import { useUpdateBenchmark } from '../api/update-benchmark';
import { adminErrorMessage, firstFieldErrors } from '../lib/admin-error';
import { AdminDialog, DANGER_BUTTON_CLASSES } from './admin-dialog';
import { RowActions } from './row-actions';
import { compactInputClasses } from './compact-input';
import { FormFeedback, type Feedback } from './form-feedback';
import { PartySeatList, PartySeatRow } from './party-seat-row';
import { parseTurnout, turnoutInputProps, turnoutText } from './turnout-input';

const t = benchmarkTexts.admin;

type Editing = { kind: 'new' } | { kind: 'edit'; benchmark: Benchmark } | null;
type FieldErrors = Partial<Record<'name' | 'party_seats' | 'country_turnout', string>>;

const benchmarkFieldErrors = (error: unknown): FieldErrors =>
  firstFieldErrors(error, ['name', 'party_seats', 'country_turnout']);

/**
 * The polls of an election as benchmark players — add, edit, delete — and De Poule,
 * which the score calculation writes (shown, never editable). The seats must sum to exactly the
 * election's seat_count; the form says so as you type, and the server checks it again.
 */
export function BenchmarksPanel({ election }: { election: ElectionDetails }) {
  const list = useBenchmarks(election.id);
  const create = useCreateBenchmark();
  const update = useUpdateBenchmark();
  const remove = useDeleteBenchmark();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Benchmark | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const saving = editing?.kind === 'edit' ? update : create;
  const partyName = new Map(election.parties.map((party) => [party.id, party.name]));

  function saved(name: string, verb: (name: string) => string, isScored: boolean) {
    setEditing(null);
    setFeedback({
      tone: 'success',
      text: `${verb(name)}${isScored ? ` ${t.rescoreHint}` : ''}`,
    });
  }

  function submit(body: BenchmarkBody) {
    setFeedback(null);
    const isScored = election.scores_calculated_at !== null;
    const onError = (error: unknown) => {
      if (Object.values(benchmarkFieldErrors(error)).some(Boolean)) return;
      setFeedback({ tone: 'error', text: adminErrorMessage(error, t.saveFailed) });
    };
    if (editing?.kind === 'edit') {
      update.mutate(
        { electionId: election.id, benchmarkId: editing.benchmark.id, body },
        { onSuccess: (b) => saved(b.name, t.saved, isScored), onError },
      );
    } else {
      create.mutate(
        { electionId: election.id, body },
        { onSuccess: (b) => saved(b.name, t.added, isScored), onError },
      );
    }
  }

  function confirmDelete(benchmark: Benchmark) {
    remove.mutate(
      { electionId: election.id, benchmarkId: benchmark.id },
      {
        onSuccess: () => {
          setDeleting(null);
          setFeedback({ tone: 'success', text: t.deleted(benchmark.name) });
        },
      },
    );
  }

  if (list.isPending) {
    return (
      <div className="flex justify-center p-6">
        <Spinner label={t.loading} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <Alert tone="error">
        <p>{adminErrorMessage(list.error, t.loadFailed)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  }

  return (
    <div>
      <p className="mb-4 text-sm text-slate-600">{t.intro}</p>
      <FormFeedback feedback={feedback} className="mb-4" />
      {list.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {list.data.map((benchmark) => (
            <li key={benchmark.id} className="px-4 py-3">
              {editing?.kind === 'edit' && editing.benchmark.id === benchmark.id ? (
                <BenchmarkForm
                  election={election}
                  benchmark={benchmark}
                  isPending={saving.isPending}
                  serverErrors={update.isError ? benchmarkFieldErrors(update.error) : {}}
                  onSubmit={submit}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-950">
                      <span className="break-words">{benchmark.name}</span>
                      {benchmark.is_crowd && <Badge>{t.crowdBadge}</Badge>}
                    </p>
                    <p className="mt-0.5 text-sm text-slate-600">
                      {t.points(benchmark.total_points)}
                      {benchmark.country_turnout !== null &&
                        ` · ${t.turnoutValue(benchmark.country_turnout)}`}
                    </p>
                    <p className="mt-1 text-xs text-slate-600">
                      {benchmark.is_crowd
                        ? t.crowdHint
                        : benchmark.party_seats
                            .map((row) => `${partyName.get(row.party_id) ?? '?'} ${row.seat_count}`)
                            .join(' · ')}
                    </p>
                  </div>
                  {!benchmark.is_crowd && (
                    <div className="flex shrink-0 gap-1">
                      <RowActions
                        editLabel={t.editLabel(benchmark.name)}
                        deleteLabel={t.deleteLabel(benchmark.name)}
                        editText={t.edit}
                        deleteText={t.delete}
                        onEdit={() => {
                          update.reset();
                          setFeedback(null);
                          setEditing({ kind: 'edit', benchmark });
                        }}
                        onDelete={() => {
                          remove.reset();
                          setDeleting(benchmark);
                        }}
                      />
                    </div>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {editing?.kind === 'new' ? (
        <div className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <h4 className="mb-3 text-sm font-bold text-navy-950">{t.add}</h4>
          <BenchmarkForm
            election={election}
            isPending={saving.isPending}
            serverErrors={create.isError ? benchmarkFieldErrors(create.error) : {}}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          onClick={() => {
            create.reset();
            setFeedback(null);
            setEditing({ kind: 'new' });
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t.add}
        </Button>
      )}

      <AdminDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t.deleteTitle}
        description={deleting ? t.deleteConfirm(deleting.name) : ''}
      >
        {remove.isError && (
          <Alert tone="error">{adminErrorMessage(remove.error, t.deleteFailed)}</Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            {t.cancel}
          </Button>
          <button
            type="button"
            className={DANGER_BUTTON_CLASSES}
            disabled={remove.isPending || remove.isError}
            onClick={() => deleting && confirmDelete(deleting)}
          >
            {remove.isPending ? t.deleting : t.delete}
          </button>
        </div>
      </AdminDialog>
    </div>
  );
}

/** Name, seats per party (a running total against seat_count) and an optional turnout. */
function BenchmarkForm({
  election,
  benchmark,
  isPending,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  election: ElectionDetails;
  benchmark?: Benchmark;
  isPending: boolean;
  serverErrors: FieldErrors;
  onSubmit: (body: BenchmarkBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(benchmark?.name ?? '');
  const [seats, setSeats] = useState<Record<number, string>>(() => {
    const given = new Map(benchmark?.party_seats.map((row) => [row.party_id, row.seat_count]));
    return Object.fromEntries(
      election.parties.map((party) => [party.id, String(given.get(party.id) ?? 0)]),
    );
  });
  const [turnout, setTurnout] = useState(turnoutText(benchmark?.country_turnout));
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };

  const counts = election.parties.map((party) => {
    const raw = (seats[party.id] ?? '').trim();
    const value = raw === '' ? 0 : Number(raw);
    return { partyId: party.id, value };
  });
  const isWhole = counts.every(({ value }) => Number.isInteger(value) && value >= 0);
  const total = isWhole ? counts.reduce((sum, { value }) => sum + value, 0) : null;
  const isTotalRight = total === election.seat_count;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (name.trim() === '') found.name = t.nameRequired;
    if (!isWhole) found.party_seats = t.seatInvalid;
    else if (!isTotalRight) found.party_seats = t.seatTotalWrong(total ?? 0, election.seat_count);
    const parsedTurnout = parseTurnout(turnout);
    if (parsedTurnout.kind === 'invalid') found.country_turnout = parsedTurnout.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      name: name.trim(),
      party_seats: counts.map(({ partyId, value }) => ({ party_id: partyId, seat_count: value })),
      country_turnout: parsedTurnout.kind === 'valid' ? parsedTurnout.value : null,
    });
  }

  const errorId = (field: keyof FieldErrors) => `${id}-${field}-error`;
  const fieldError = (field: keyof FieldErrors) =>
    shown[field] ? (
      <p
        id={errorId(field)}
        // The seats have no single field to point at: their message is announced instead.
        role={field === 'party_seats' ? 'alert' : undefined}
        className="mt-1 text-xs font-medium text-red-700"
      >
        {shown[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-xs font-medium text-slate-600">
          {t.name}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          placeholder={t.namePlaceholder}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={shown.name !== undefined}
          aria-describedby={shown.name ? errorId('name') : undefined}
          autoComplete="off"
          className={cn(inputClasses, 'min-h-10 py-1.5')}
        />
        {fieldError('name')}
      </div>

      <fieldset aria-describedby={`${id}-total`}>
        <legend className="mb-2 text-xs font-medium text-slate-600">{t.seatsLegend}</legend>
        <PartySeatList>
          {election.parties.map((party) => (
            <PartySeatRow
              key={party.id}
              party={party}
              inputId={`${id}-party-${party.id}`}
              value={seats[party.id] ?? ''}
              max={election.seat_count}
              showListNumber={false}
              onChange={(raw) => setSeats((current) => ({ ...current, [party.id]: raw }))}
            />
          ))}
        </PartySeatList>
        <p
          id={`${id}-total`}
          aria-live="polite"
          className={cn(
            'mt-2 text-sm font-semibold tabular-nums',
            isTotalRight ? 'text-emerald-800' : 'text-navy-900',
          )}
        >
          {t.seatTotal(total ?? 0, election.seat_count)}
        </p>
        {fieldError('party_seats')}
      </fieldset>

      <div>
        <label htmlFor={`${id}-turnout`} className="mb-1 block text-xs font-medium text-slate-600">
          {t.turnout}
        </label>
        <input
          id={`${id}-turnout`}
          {...turnoutInputProps}
          value={turnout}
          onChange={(event) => setTurnout(event.target.value)}
          aria-invalid={shown.country_turnout !== undefined}
          aria-describedby={
            shown.country_turnout ? errorId('country_turnout') : `${id}-turnout-hint`
          }
          className={cn(compactInputClasses, 'w-28 px-3 tabular-nums')}
        />
        <p id={`${id}-turnout-hint`} className="mt-1 text-xs text-slate-600">
          {t.turnoutHint}
        </p>
        {fieldError('country_turnout')}
      </div>

      <div className="flex gap-2 sm:justify-end">
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={isPending}>
          {isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
