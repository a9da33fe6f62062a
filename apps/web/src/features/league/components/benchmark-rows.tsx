import { benchmarkToBeat, type BenchmarkStanding } from '@zetelpoule/shared';
import { BarChart3 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { benchmarks as benchmarkTexts, versusText } from '../../../i18n/nl-benchmarks';
import { cn } from '../../../lib/cn';

const t = benchmarkTexts.table;

/**
 * The benchmarks (polls, De Poule) pinned above a ranking, marked with a badge where a
 * rank would be: reference rows that are never ranked and never counted. With the player's own
 * points, the verdict against the best-scoring poll comes first.
 */
export function BenchmarkRows({
  benchmarks,
  ownPoints,
  size = 'md',
  className,
}: {
  benchmarks: readonly BenchmarkStanding[] | undefined;
  /** The viewer's points in this league; null when they do not play in it. */
  ownPoints: number | null;
  size?: 'sm' | 'md';
  className?: string;
}) {
  if (!benchmarks || benchmarks.length === 0) return null;
  const poll = benchmarkToBeat(benchmarks);
  return (
    <div className={className}>
      {poll && ownPoints !== null && (
        <p
          className={cn(
            'flex items-center gap-1.5 font-semibold text-navy-900',
            size === 'md' ? 'text-sm' : 'text-xs',
          )}
        >
          <BarChart3 aria-hidden="true" className="size-4 shrink-0" />
          {versusText(ownPoints, poll)}
        </p>
      )}
      <ul aria-label={t.caption} className={cn('space-y-1', poll && ownPoints !== null && 'mt-2')}>
        {benchmarks.map((benchmark) => (
          <li
            key={benchmark.id}
            data-benchmark={benchmark.is_crowd ? 'crowd' : 'poll'}
            className={cn(
              'flex items-center gap-2.5 rounded-xl border border-dashed border-navy-200 bg-navy-50/60',
              size === 'md' ? 'px-3 py-2' : 'px-2 py-1.5 text-sm',
            )}
          >
            <Badge className="shrink-0">{benchmark.is_crowd ? t.crowdBadge : t.badge}</Badge>
            <span className="min-w-0 flex-1 truncate font-medium text-navy-950">
              {benchmark.name}
              <span className="sr-only">{t.notRanked}</span>
            </span>
            <span className="shrink-0 text-sm font-bold text-navy-900 tabular-nums">
              {t.points(benchmark.total_points)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
