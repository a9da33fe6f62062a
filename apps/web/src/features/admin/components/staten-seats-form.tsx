import { STATEN_MESSAGES, type ElectionDetails, type StatenRegion } from '@zetelpoule/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';
import { useSaveStatenSeats } from '../api/save-staten-seats';
import { adminErrorMessage } from '../lib/admin-error';
import { useConfirmResultsEntry } from './results-entry-confirmation';
import { statenSeatsOf } from '../lib/staten-regions';
import { PartySeatList, PartySeatRow } from './party-seat-row';
import { seatValue } from './seat-results-form';
import { staten as statenTexts } from '../../../i18n/nl-admin-staten';

const t = statenTexts;

/**
 * One province's (or kiescollege's) Staten seats: a number per party and the running total,
 * which must reach the body's members before anything is sent — the rule the server applies
 * too, in the same words (STATEN_MESSAGES). Fields start empty so a phone's number pad types
 * straight in; an empty field is 0.
 */
export function StatenSeatsForm({
  election,
  region,
  members,
  onSaved,
}: {
  election: ElectionDetails;
  region: StatenRegion;
  members: number;
  onSaved: (cleared: boolean) => void;
}) {
  const [values, setValues] = useState<Record<number, string>>(() => {
    const stored = statenSeatsOf(election, region.id);
    return Object.fromEntries(
      election.parties.map((p) => {
        const seats = stored.get(p.id);
        return [p.id, seats ? String(seats) : ''];
      }),
    );
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveStatenSeats();
  const confirmFirst = useConfirmResultsEntry();
  const hasStored = statenSeatsOf(election, region.id).size > 0;

  const partySeats = election.parties.map((p) => ({
    party_id: p.id,
    seat_count: seatValue(values[p.id] ?? ''),
  }));
  const total = partySeats.reduce((sum, row) => sum + row.seat_count, 0);
  const invalid = partySeats.some((row) => !Number.isInteger(row.seat_count) || row.seat_count < 0);
  const left = members - total;

  function send(rows: typeof partySeats) {
    setError(null);
    confirmFirst((confirmation) =>
      save.mutate(
        {
          electionId: election.id,
          body: { ...confirmation, region_id: region.id, party_seats: rows },
        },
        {
          onSuccess: () => onSaved(rows.length === 0),
          onError: (failure) => setError(adminErrorMessage(failure, t.saveFailed)),
        },
      ),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (invalid) {
      setError(statenTexts.wholeNumber);
      return;
    }
    if (total !== members) {
      setError(STATEN_MESSAGES.seatsMustAddUp(region.name, total, members));
      return;
    }
    // Parties without a seat are left out: the server reads them as 0 (packages/shared/src/contract/staten.ts).
    send(partySeats.filter((row) => row.seat_count > 0));
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t.seatsTitle(region.name)}>
      <PartySeatList>
        {election.parties.map((party) => (
          <PartySeatRow
            key={party.id}
            party={party}
            inputId={`staten-${region.id}-${party.id}`}
            value={values[party.id] ?? ''}
            max={members}
            onChange={(raw) => {
              setValues((current) => ({ ...current, [party.id]: raw }));
              setError(null);
            }}
          />
        ))}
      </PartySeatList>

      {/* The total and the save stay in reach while the admin scrolls the parties. */}
      <div className="sticky -bottom-6 -mx-6 mt-4 border-t border-slate-200 bg-white px-6 pt-3 pb-4 sm:-bottom-8 sm:-mx-8 sm:px-8">
        <div className="flex items-center justify-between gap-3">
          <p
            className={cn(
              'text-sm font-semibold tabular-nums',
              left < 0 ? 'text-red-700' : left === 0 ? 'text-emerald-800' : 'text-navy-950',
            )}
          >
            <span className="text-base">{t.total(total, members)}</span>
            <span className="block text-xs font-medium">{t.remaining(left)}</span>
          </p>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? adminTexts.form.saving : t.save}
          </Button>
        </div>
        <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200">
          <div
            className={cn(
              'h-full rounded-full',
              left < 0 ? 'bg-red-600' : left === 0 ? 'bg-emerald-600' : 'bg-navy-600',
            )}
            style={{ width: `${Math.min(100, (total / members) * 100)}%` }}
          />
        </div>
        {error && (
          <Alert tone="error" className="mt-3">
            {error}
          </Alert>
        )}
        {hasStored && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 -ml-3"
            disabled={save.isPending}
            onClick={() => send([])}
          >
            {t.clear}
          </Button>
        )}
      </div>
    </form>
  );
}
