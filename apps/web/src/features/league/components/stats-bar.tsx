import { Medal, Star, UsersRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { nl } from '../../../i18n/nl';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { useLeagueStats } from '../api/get-league-stats';
import { LoadError } from './load-error';

const t = leagueTexts.stats;
const formatNumber = leagueTexts.number;

/** League: national rank, points and the number of sub-leagues. */
export function StatsBar() {
  const stats = useLeagueStats();

  if (stats.isError && !stats.data) {
    return (
      <LoadError
        message={t.loadError}
        onRetry={() => void stats.refetch()}
        isRetrying={stats.isFetching}
      />
    );
  }

  const data = stats.data;
  return (
    <section aria-label={t.label}>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        <Stat
          icon={Medal}
          label={t.rank}
          value={
            data ? (data.global_rank === null ? t.noRank : t.rankValue(data.global_rank)) : null
          }
          hint={data?.global_rank === null ? t.noRankHint : undefined}
        />
        <Stat icon={Star} label={t.points} value={data ? formatNumber(data.global_points) : null} />
        <Stat
          icon={UsersRound}
          label={t.subleagues}
          value={data ? formatNumber(data.subleagues_count) : null}
        />
      </dl>
    </section>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  /** null while loading. */
  value: ReactNode;
  hint?: string | undefined;
}) {
  // dt and dd are direct children of the tile: a <dl> allows only those in its groups.
  return (
    <div className="surface-dark relative flex flex-col overflow-hidden rounded-2xl bg-navy-900 p-3 text-white shadow-sm sm:p-5">
      <Icon
        aria-hidden="true"
        className="absolute top-3 right-3 hidden size-6 text-oranje-300 sm:block"
      />
      <dt className="text-xs font-medium text-navy-200 sm:text-sm">{label}</dt>
      <dd className="mt-auto pt-0.5 text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl">
        {value ?? (
          <>
            <span
              aria-hidden="true"
              className="inline-block h-7 w-12 animate-pulse rounded-md bg-white/15 align-middle"
            />
            <span className="sr-only">{nl.common.loading}</span>
          </>
        )}
      </dd>
      {hint && <dd className="text-xs text-navy-200">{hint}</dd>}
    </div>
  );
}
