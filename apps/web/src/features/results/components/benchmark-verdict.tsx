import { benchmarkToBeat, type LiveStanding } from '@zetelpoule/shared';
import { BarChart3 } from 'lucide-react';
import { benchmarks as benchmarkTexts, versusText } from '../../../i18n/nl-benchmarks';

/**
 * The player against the polls, live: the verdict against the best-scoring poll (the
 * one to beat; De Poule is the crowd the player is part of, so it is named, not fought), and
 * De Poule's points beside it. Nothing before a benchmark has been scored.
 */
export function BenchmarkVerdict({ standing }: { standing: LiveStanding }) {
  const benchmarks = standing.benchmarks ?? [];
  const poll = benchmarkToBeat(benchmarks);
  const crowd = benchmarks.find((benchmark) => benchmark.is_crowd);
  if (!poll && !crowd) return null;
  return (
    <div data-testid="benchmark-verdict" className="mt-4 rounded-xl bg-white/10 px-4 py-3">
      {poll && (
        <p className="flex items-start gap-2 text-sm font-semibold text-white">
          <BarChart3 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-oranje-300" />
          {versusText(standing.total_points, poll)}
        </p>
      )}
      {crowd && (
        <p className="mt-1 text-sm text-navy-100">
          {benchmarkTexts.results.crowd(crowd.total_points)}
        </p>
      )}
    </div>
  );
}
