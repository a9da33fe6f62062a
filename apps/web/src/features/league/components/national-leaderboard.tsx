import type { InfiniteData } from '@tanstack/react-query';
import type { LeaderboardEntry, LeaderboardPage } from '@zetelpoule/shared';
import { rankMovementSince, type RankMovement } from '@zetelpoule/shared/rules/rank-movement';
import { Info, Users } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useDeadlineInfo } from '../../../components/deadline/deadline-info';
import { RankMovementBadge } from '../../../components/rank-movement-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useMarkRankSeen, useRankSeen } from '../../../lib/rank-seen';
import { useLeaderboard } from '../api/get-leaderboard';
import { useLeagueStats } from '../api/get-league-stats';
import { BenchmarkRows } from './benchmark-rows';
import { LoadError } from './load-error';
import { PoolBeforeDeadline } from './pool-before-deadline';
import { ProvisionalBanner } from './provisional-banner';
import { RankBadge } from './rank-badge';
import type { SelectedMember } from './member-predictions-dialog';

const t = leagueTexts.leaderboard;

/** Start loading the next page this far before the end of the list comes into view. */
const PREFETCH_MARGIN = '600px 0px';

/**
 * Pages are joined in order and de-duplicated by id. Between two page loads the
 * ranking can shift (new scores, a new player), so a player can appear on two pages; the first
 * appearance wins.
 */
export function joinPages(data: InfiniteData<LeaderboardPage> | undefined): LeaderboardEntry[] {
  if (!data) return [];
  const seen = new Set<number>();
  const entries: LeaderboardEntry[] = [];
  for (const page of data.pages) {
    for (const entry of page.results) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries;
}

/**
 * The national leaderboard with infinite scroll; before the deadline, who
 * takes part (PoolBeforeDeadline).
 */
export function NationalLeaderboard({ onSelect }: { onSelect: (member: SelectedMember) => void }) {
  const { user } = useAuth();
  const query = useLeaderboard();
  const stats = useLeagueStats();
  const deadline = useDeadlineInfo();
  const seen = useRankSeen('national');
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const entries = useMemo(() => joinPages(data), [data]);
  // Before the first scores everyone ties at 0: no ranking to measure movement from.
  const isScored = entries.some((entry) => entry.total_points !== 0);
  useMarkRankSeen(
    'national',
    isScored ? entries.map((entry) => ({ user: entry.id, rank: entry.rank })) : null,
  );
  // The newest page knows the newest totals.
  const latest = data?.pages.at(-1);
  const sentinelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || isFetchingNextPage) return;
    // Without IntersectionObserver the 'load more' button below still works.
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (observed) => {
        if (observed.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <Card className="flex justify-center p-10">
        <Spinner />
      </Card>
    );
  }
  if (query.isError && !data) {
    return (
      <LoadError
        message={t.loadError}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (deadline.data?.predictions_locked === false) {
    return (
      <PoolBeforeDeadline
        entries={entries}
        count={latest?.count ?? 0}
        electionName={latest?.election_name ?? null}
        viewerId={user?.id}
        // Only players with a prediction are in the pool, so no national rank means none yet.
        hasPredicted={stats.data ? stats.data.global_rank !== null : null}
      />
    );
  }

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-b border-slate-100 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-navy-950">{t.title}</h2>
          {latest?.election_name && (
            <p className="truncate text-sm text-slate-600">{latest.election_name}</p>
          )}
        </div>
        <p className="flex items-center gap-1.5 text-sm font-semibold text-navy-800">
          <Users aria-hidden="true" className="size-4" />
          {t.totalPlayers(latest?.count ?? 0)}
        </p>
      </div>

      {latest && !latest.is_final && <ProvisionalBanner className="mx-4 mt-4 sm:mx-6" />}

      {/* Polls and De Poule pinned above the ranking, never ranked themselves. */}
      <BenchmarkRows
        benchmarks={latest?.benchmarks}
        ownPoints={stats.data?.global_rank == null ? null : stats.data.global_points}
        className="px-4 pt-4 sm:px-6"
      />

      {entries.length === 0 ? (
        <p className="px-4 py-10 text-center text-slate-600 sm:px-6">{t.empty}</p>
      ) : (
        <>
          <p className="flex items-center gap-1.5 px-4 pt-4 text-sm text-slate-600 sm:px-6">
            <Info aria-hidden="true" className="size-4 shrink-0" />
            {t.viewHint}
          </p>
          <ol aria-label={t.listLabel} className="divide-y divide-slate-100 px-2 py-2 sm:px-4">
            {entries.map((entry) => (
              <LeaderboardRow
                key={entry.id}
                entry={entry}
                isYou={entry.id === user?.id}
                movement={rankMovementSince(seen.get(entry.id), entry.rank)}
                onSelect={() =>
                  onSelect({ userId: entry.id, name: entry.display_name, isGlobal: true })
                }
              />
            ))}
          </ol>
        </>
      )}

      {query.isFetchNextPageError && (
        <LoadError
          message={t.loadError}
          onRetry={() => void fetchNextPage()}
          className="mx-4 mb-4 sm:mx-6"
        />
      )}
      <div ref={sentinelRef} className="flex justify-center px-4 pb-5">
        {hasNextPage && !query.isFetchNextPageError ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? t.loadingMore : t.loadMore}
          </Button>
        ) : (
          entries.length > 0 && <p className="text-sm text-slate-500">{t.end}</p>
        )}
      </div>
    </Card>
  );
}

function LeaderboardRow({
  entry,
  isYou,
  movement,
  onSelect,
}: {
  entry: LeaderboardEntry;
  isYou: boolean;
  /** Since the viewer last saw this table (docs/decisions/060-rank-movement-since-last-seen.md). */
  movement: RankMovement | null;
  onSelect: () => void;
}) {
  const showUsername = entry.display_name !== entry.username;
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={isYou ? 'true' : undefined}
        className={cn(
          'flex w-full items-center gap-3 rounded-xl px-2 py-2.5 text-left transition-colors sm:gap-4 sm:px-3',
          isYou
            ? 'bg-oranje-50 ring-1 ring-oranje-300 ring-inset hover:bg-oranje-100'
            : 'hover:bg-slate-50',
        )}
      >
        <RankBadge rank={entry.rank} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-1.5">
            <span className="truncate font-semibold text-navy-950">{entry.display_name}</span>
            {isYou && <span className="shrink-0 text-sm font-bold text-oranje-800">{t.you}</span>}
          </span>
          {showUsername && (
            // slate-600, not 500: on the highlighted row's oranje-50, slate-500 is 4.45:1.
            <span className="block truncate text-xs text-slate-600">@{entry.username}</span>
          )}
        </span>
        <RankMovementBadge movement={movement} />
        <span className="shrink-0 text-right text-sm font-bold text-navy-900 tabular-nums">
          {leagueTexts.points(entry.total_points)}
        </span>
      </button>
    </li>
  );
}
