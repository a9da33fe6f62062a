import { ADMIN_MESSAGES, seatResultsBodySchemaFor, type ElectionDetails } from '@zetelpoule/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';
import { useSaveSeatResults } from '../api/save-seat-results';
import { adminErrorMessage } from '../lib/admin-error';
import { FormFeedback, type Feedback } from './form-feedback';
import { PartySeatList, PartySeatRow } from './party-seat-row';
import { useConfirmResultsEntry } from './results-entry-confirmation';

const t = adminTexts.seatsTab;

/** "a non-numeric value becomes 0". Whole-number checks are the schema's. */
export function seatValue(raw: string): number {
  const trimmed = raw.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isNaN(value) ? 0 : value;
}

/**
 * The seats tab: one number per party, the running total, and the save button disabled
 * while the total is above the election's seat_count. The rules are the shared
 * seatResultsBodySchemaFor, the same the server applies.
 */
export function SeatResultsForm({ election }: { election: ElectionDetails }) {
  const seatCount = election.seat_count;
  const [values, setValues] = useState<Record<number, string>>(() => {
    const entered = new Map(election.seat_results.map((row) => [row.party_id, row.seat_count]));
    return Object.fromEntries(
      election.parties.map((party) => [party.id, String(entered.get(party.id) ?? 0)]),
    );
  });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const save = useSaveSeatResults();
  const confirmFirst = useConfirmResultsEntry();

  const partySeats = election.parties.map((party) => ({
    party_id: party.id,
    seat_count: seatValue(values[party.id] ?? ''),
  }));
  const total = partySeats.reduce((sum, row) => sum + row.seat_count, 0);
  const isOver = total > seatCount;
  const check = seatResultsBodySchemaFor(seatCount).safeParse({ party_seats: partySeats });
  const rowErrors = new Map<number, string>();
  if (!check.success) {
    for (const issue of check.error.issues) {
      const [field, index] = issue.path;
      if (field === 'party_seats' && typeof index === 'number') {
        const row = partySeats[index];
        if (row) rowErrors.set(row.party_id, issue.message);
      }
    }
  }

  function change(partyId: number, raw: string) {
    setValues((current) => ({ ...current, [partyId]: raw }));
    setFeedback(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!check.success) return;
    const body = check.data;
    confirmFirst((confirmation) =>
      save.mutate(
        { electionId: election.id, body: { ...body, ...confirmation } },
        {
          onSuccess: () => setFeedback({ tone: 'success', text: t.saved }),
          onError: (error) =>
            setFeedback({
              tone: 'error',
              text: adminErrorMessage(error, adminTexts.errors.updateSeats),
            }),
        },
      ),
    );
  }

  if (election.parties.length === 0) return <p className="text-slate-600">{t.noParties}</p>;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <p className="text-sm text-slate-600">{t.intro(seatCount)}</p>
      <PartySeatList className="mt-5">
        {election.parties.map((party) => (
          <PartySeatRow
            key={party.id}
            party={party}
            inputId={`seats-${party.id}`}
            value={values[party.id] ?? ''}
            max={seatCount}
            error={rowErrors.get(party.id)}
            onChange={(raw) => change(party.id, raw)}
            // The value the total counts is what the field shows once the admin moves on.
            onBlur={() => change(party.id, String(seatValue(values[party.id] ?? '')))}
          />
        ))}
      </PartySeatList>

      <div className="sticky bottom-0 -mx-5 mt-6 border-t border-slate-200 bg-white/95 px-5 py-4 backdrop-blur sm:-mx-6 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 flex-1">
            <p
              className={cn(
                'font-semibold tabular-nums',
                isOver ? 'text-red-700' : 'text-navy-950',
              )}
            >
              {t.total(total, seatCount)}
            </p>
            <div
              aria-hidden="true"
              className="mt-1.5 h-2 max-w-md overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={cn('h-full rounded-full', isOver ? 'bg-red-600' : 'bg-navy-600')}
                style={{ width: `${Math.min(100, (total / seatCount) * 100)}%` }}
              />
            </div>
          </div>
          <Button type="submit" disabled={!check.success || save.isPending}>
            {save.isPending ? adminTexts.form.saving : t.save}
          </Button>
        </div>
        {isOver && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {ADMIN_MESSAGES.seatTotalExceeded(total, seatCount)}
          </p>
        )}
        <FormFeedback feedback={feedback} className="mt-3" />
      </div>
    </form>
  );
}
