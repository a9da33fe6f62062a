import type { Party } from '@zetelpoule/shared';
import { ChevronDown, Minus, Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { SeatPattern } from '../../../components/hemicycle/party-patterns';
import { PartySwatch } from '../../../components/hemicycle/seat-patterns';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { cn } from '../../../lib/cn';

const t = dashboardTexts.seats;

const STEP_BUTTON = cn(
  'flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-navy-900 ring-1 ring-slate-300',
  'hover:bg-slate-50 active:bg-slate-100',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-600',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400 disabled:ring-slate-200',
);

function PartyRow({
  party,
  seats,
  canAdd,
  patterns,
  disabled,
  onChange,
}: {
  party: Party;
  seats: number;
  canAdd: boolean;
  patterns: ReadonlyMap<string, SeatPattern>;
  disabled: boolean;
  onChange: (seats: number) => void;
}) {
  const inputId = useId();
  // What the player is typing; null shows the party's seats.
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const value = draft.trim() === '' ? 0 : Number(draft);
    setDraft(null);
    // The hook caps the number at the seats still free; a non-number keeps the old count.
    if (Number.isInteger(value) && value >= 0) onChange(value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  }

  return (
    <li className="flex items-center gap-2 py-1.5">
      <label
        htmlFor={inputId}
        className="flex min-w-0 flex-1 items-center gap-2 text-sm font-semibold text-navy-950"
      >
        <PartySwatch colour={party.hexcolor} patterns={patterns} />
        {/* Wrapped, never cut off: "Partij voor de Rechtsstaat" needs two lines on a phone. */}
        <span className="min-w-0 break-words">{party.name}</span>
      </label>
      <button
        type="button"
        className={STEP_BUTTON}
        aria-label={t.perPartyLess(party.name)}
        disabled={disabled || seats === 0}
        onClick={() => onChange(seats - 1)}
      >
        <Minus aria-hidden="true" className="size-5" />
      </button>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={t.perPartyInput(party.name)}
        value={draft ?? String(seats)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/[^0-9]/g, '').slice(0, 3))}
        onFocus={(event) => event.target.select()}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        className={cn(
          'h-11 w-14 rounded-xl border border-slate-300 bg-white text-center text-base text-navy-950 tabular-nums shadow-xs',
          'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
        )}
      />
      <button
        type="button"
        className={STEP_BUTTON}
        aria-label={t.perPartyMore(party.name)}
        disabled={disabled || !canAdd}
        onClick={() => onChange(seats + 1)}
      >
        <Plus aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}

/**
 * The second way to fill the chart, without aiming at seats: a − / + stepper and a
 * number field per party. Every change is one PUT of the whole distribution (blocks in list
 * order); the + buttons stop when every seat is given out.
 */
export function SeatsByParty({
  id,
  open,
  onOpenChange,
  parties,
  seatsByParty,
  seatCount,
  patterns,
  disabled,
  onChange,
}: {
  id?: string;
  /** Controlled: the quick start opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  parties: Party[];
  seatsByParty: ReadonlyMap<number, number>;
  seatCount: number;
  patterns: ReadonlyMap<string, SeatPattern>;
  disabled: boolean;
  onChange: (partyId: number, seats: number) => void;
}) {
  const total = [...seatsByParty.values()].reduce((sum, n) => sum + n, 0);
  const left = Math.max(0, seatCount - total);
  return (
    <details
      id={id}
      open={open}
      onToggle={(event) => onOpenChange?.(event.currentTarget.open)}
      className="group scroll-mt-24 rounded-2xl ring-1 ring-slate-200"
    >
      <summary
        className={cn(
          'flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-2xl px-4 py-2 font-semibold text-navy-950 [&::-webkit-details-marker]:hidden',
          'hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-600',
        )}
      >
        {t.perPartyTitle}
        <ChevronDown
          aria-hidden="true"
          className="size-5 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="border-t border-slate-200 px-4 pt-2 pb-3">
        <p className="text-sm text-slate-600">{t.perPartyIntro(seatCount)}</p>
        <p aria-live="polite" className="mt-2 text-sm font-semibold text-navy-950">
          {t.perPartyLeft(left)}
        </p>
        <ul className="mt-1 divide-y divide-slate-100">
          {parties.map((party) => {
            const seats = seatsByParty.get(party.id) ?? 0;
            return (
              <PartyRow
                key={party.id}
                party={party}
                seats={seats}
                canAdd={left > 0}
                patterns={patterns}
                disabled={disabled}
                onChange={(next) => onChange(party.id, next)}
              />
            );
          })}
        </ul>
      </div>
    </details>
  );
}
