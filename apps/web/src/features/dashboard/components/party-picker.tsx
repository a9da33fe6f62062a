import type { Party } from '@zetelpoule/shared';
import type { SeatPattern } from '../../../components/hemicycle/party-patterns';
import { PartySwatch } from '../../../components/hemicycle/seat-patterns';
import { cn } from '../../../lib/cn';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';

const t = dashboardTexts.seats;

/** Gold, silver and bronze borders on the player's top 3. */
export const RANK_STYLES = [
  { border: 'border-amber-400', badge: 'bg-amber-400 text-amber-950' },
  { border: 'border-slate-400', badge: 'bg-slate-300 text-slate-900' },
  { border: 'border-amber-700', badge: 'bg-amber-700 text-white' },
] as const;

/**
 * Choose the party to paint seats with: native radio buttons (arrow keys move between them)
 * drawn as chips with the party colour, its seat count and its top-3 border.
 */
export function PartyPicker({
  parties,
  selectedPartyId,
  onSelect,
  seatsByParty,
  top3,
  disabled,
  name,
  patterns,
}: {
  parties: Party[];
  selectedPartyId: number | null;
  onSelect: (partyId: number) => void;
  seatsByParty: ReadonlyMap<number, number>;
  /** Party ids, first place first. */
  top3: readonly number[];
  disabled: boolean;
  name: string;
  /** Look-alike colours' patterns, as the chart draws them. */
  patterns?: ReadonlyMap<string, SeatPattern>;
}) {
  return (
    // The radios are disabled one by one, not through the fieldset: axe counts everything
    // inside a disabled fieldset as disabled, the focusable row below included.
    <fieldset className="min-w-0">
      <legend className="sr-only mb-2 text-sm font-semibold text-navy-950 sm:not-sr-only">
        {t.pickerLabel}
      </legend>
      {/* Phones: one row that scrolls sideways and stays in view above the chart
          (seats-section.tsx): low enough that the chart still fits the screen under it.
          Locked, the radios cannot take focus: the row itself does, so a keyboard can still
          scroll it (axe scrollable-region-focusable). */}
      <div
        tabIndex={disabled ? 0 : undefined}
        role={disabled ? 'group' : undefined}
        aria-label={disabled ? t.pickerRowLabel : undefined}
        className="-mx-5 grid auto-cols-max grid-flow-col grid-rows-1 gap-2 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {parties.map((party) => {
          const rank = top3.indexOf(party.id);
          const seats = seatsByParty.get(party.id) ?? 0;
          const isSelected = party.id === selectedPartyId;
          return (
            <label
              key={party.id}
              data-rank={rank >= 0 ? rank + 1 : undefined}
              className={cn(
                'relative inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border-2 py-1 pr-2 pl-1.5 text-sm font-semibold transition-colors',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy-600',
                'has-disabled:cursor-not-allowed has-disabled:opacity-60',
                rank >= 0 ? RANK_STYLES[rank]?.border : 'border-transparent',
                isSelected
                  ? 'bg-navy-900 text-white shadow-sm'
                  : 'bg-white text-navy-950 ring-1 ring-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                disabled={disabled}
                name={name}
                value={party.id}
                checked={isSelected}
                onChange={() => onSelect(party.id)}
                // The chip shows name, count and rank as separate pieces; read them as one.
                aria-label={[
                  party.name,
                  t.partySeats(seats),
                  ...(rank >= 0 ? [t.rank(rank + 1)] : []),
                ].join(', ')}
                className="sr-only"
              />
              <PartySwatch colour={party.hexcolor} patterns={patterns} />
              <span>{party.name}</span>
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  isSelected ? 'bg-white/15 text-white' : 'bg-slate-100 text-slate-700',
                )}
              >
                {seats}
              </span>
              {rank >= 0 && (
                <span
                  className={cn(
                    'flex size-5 items-center justify-center rounded-full text-[11px] font-bold',
                    RANK_STYLES[rank]?.badge,
                  )}
                >
                  {rank + 1}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
