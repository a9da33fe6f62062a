import type { ElectionSummary } from '@zetelpoule/shared';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../lib/amsterdam-time';
import { ElectionBadges } from './election-badges';

const t = adminTexts.results;

/** Every election with its date, badges and 'Seats: n/<seat_count>'; newest first. */
export function ElectionList({
  elections,
  selectedId,
  onSelect,
}: {
  elections: ElectionSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  if (elections.length === 0) {
    return <p className="px-1 text-sm text-slate-600">{t.electionsEmpty}</p>;
  }
  return (
    <ul className="space-y-2">
      {elections.map((election) => {
        const isSelected = election.id === selectedId;
        return (
          <li key={election.id}>
            <button
              type="button"
              onClick={() => onSelect(election.id)}
              aria-current={isSelected ? 'true' : undefined}
              className={cn(
                'w-full rounded-xl border px-4 py-3 text-left transition-colors',
                isSelected
                  ? 'border-navy-600 bg-navy-50 ring-1 ring-navy-600'
                  : 'border-slate-200 bg-white hover:border-navy-300 hover:bg-slate-50',
              )}
            >
              <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
                <span className="font-semibold text-navy-950">{election.name}</span>
                <ElectionBadges isActive={election.is_active} isFinal={election.is_final} />
              </span>
              <span className="mt-1 flex flex-wrap justify-between gap-x-3 text-sm text-slate-600">
                <time dateTime={election.election_date}>
                  {formatDateTime(election.election_date)}
                </time>
                <span className="font-medium tabular-nums">
                  {t.seats(election.seat_results_count, election.seat_count)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
