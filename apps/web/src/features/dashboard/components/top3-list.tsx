import type { Party } from '@zetelpoule/shared';
import type { SeatPattern } from '../../../components/hemicycle/party-patterns';
import { PartySwatch } from '../../../components/hemicycle/seat-patterns';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { cn } from '../../../lib/cn';
import { RANK_STYLES } from './party-picker';

const t = dashboardTexts.seats;

/** The player's top 3 (docs/rules.md#points) with gold, silver and bronze, under the chart. */
export function Top3List({
  top3,
  partyById,
  seatsByParty,
  patterns,
}: {
  /** Party ids, first place first. */
  top3: readonly number[];
  partyById: ReadonlyMap<number, Party>;
  seatsByParty: ReadonlyMap<number, number>;
  patterns: ReadonlyMap<string, SeatPattern>;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-navy-950">{t.top3Title}</h3>
      {top3.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t.top3Empty}</p>
      ) : (
        <ol className="mt-2 grid gap-2 sm:grid-cols-3">
          {top3.map((partyId, rank) => {
            const party = partyById.get(partyId);
            return (
              <li
                key={partyId}
                className={cn(
                  'flex items-center gap-2 rounded-xl border-2 bg-white px-3 py-2 text-sm',
                  RANK_STYLES[rank]?.border,
                )}
              >
                <span
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    RANK_STYLES[rank]?.badge,
                  )}
                >
                  {rank + 1}
                </span>
                {party && (
                  <PartySwatch colour={party.hexcolor} patterns={patterns} className="size-4" />
                )}
                <span className="min-w-0 flex-1 font-semibold break-words text-navy-950">
                  {party?.name}
                </span>
                <span className="shrink-0 text-slate-600 tabular-nums">
                  {t.partySeats(seatsByParty.get(partyId) ?? 0)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
