import type { LiveStanding } from '@zetelpoule/shared';
import { ArrowDown, ArrowUp, Equal, Trophy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { results as resultsTexts } from '../../../i18n/nl-results';
import { cn } from '../../../lib/cn';
import { rankMovement, type Movement } from '../lib/view-model';
import { BenchmarkVerdict } from './benchmark-verdict';

const t = resultsTexts.standing;

function movementWords(movement: Movement): string {
  if (movement.kind === 'up') return t.upWords(movement.places);
  if (movement.kind === 'down') return t.downWords(movement.places);
  return t.sameWords;
}

const MOVEMENT_STYLE = {
  up: { icon: ArrowUp, className: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/40' },
  down: { icon: ArrowDown, className: 'bg-red-400/15 text-red-200 ring-red-300/40' },
  same: { icon: Equal, className: 'bg-white/10 text-navy-100 ring-white/25' },
} as const;

/** ↑3 / ↓2 / =, with the same in words for a screen reader (never colour alone). */
function MovementBadge({ movement }: { movement: Movement }) {
  const style = MOVEMENT_STYLE[movement.kind];
  const label =
    movement.kind === 'up'
      ? t.up(movement.places)
      : movement.kind === 'down'
        ? t.down(movement.places)
        : t.same;
  return (
    <span
      data-testid="rank-movement"
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-bold tabular-nums ring-1 ring-inset',
        style.className,
      )}
    >
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{movementWords(movement)}</span>
    </span>
  );
}

/**
 * The player's rank in the national pool, its movement since they last saw it and the
 * total, live. A rank change is read out by a polite live region, once per change.
 */
export function StandingCard({
  standing,
  seenRank,
  hasResults,
  isScored,
}: {
  standing: LiveStanding | null;
  /** The place the player was last shown (docs/decisions/060-rank-movement-since-last-seen.md); null the first time. */
  seenRank: number | null;
  /** Before any result there is nothing provisional to say yet. */
  hasResults: boolean;
  /** The scores were calculated: before, every player ties at 0 and has no place to move from. */
  isScored: boolean;
}) {
  const rank = standing?.rank ?? null;
  // On a first visit there is no place seen before: election night then moves from the place
  // this page first showed, so an open /uitslag still shows ↑1 when a save lifts the player.
  const [firstShown, setFirstShown] = useState<number | null>(isScored ? rank : null);
  if (firstShown === null && isScored && rank !== null) setFirstShown(rank);
  const sinceOpened = rankMovement(rank, firstShown);
  const movement =
    seenRank !== null
      ? rankMovement(rank, seenRank)
      : sinceOpened?.kind === 'same'
        ? null
        : sinceOpened;
  const [announcement, setAnnouncement] = useState('');
  const shownRank = useRef<number | null>(rank);

  useEffect(() => {
    if (standing === null || standing.rank === null) return;
    if (shownRank.current !== null && shownRank.current !== standing.rank) {
      // The movement since the last visit when there is one, so the words match the badge;
      // else the change this page saw.
      const moved =
        rankMovement(standing.rank, seenRank ?? firstShown) ??
        rankMovement(standing.rank, shownRank.current);
      setAnnouncement(
        t.announcement(
          standing.rank,
          moved ? movementWords(moved) : t.sameWords,
          standing.total_points,
        ),
      );
    }
    shownRank.current = standing.rank;
  }, [standing, seenRank, firstShown]);

  return (
    <Card className="overflow-hidden" data-testid="standing">
      <section aria-labelledby="standing-title" className="surface-dark bg-navy-950 px-5 py-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id="standing-title" className="flex items-center gap-2 text-lg font-bold text-white">
            <Trophy aria-hidden="true" className="size-5 text-oranje-300" />
            {t.title}
          </h2>
          {standing !== null && hasResults && (
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ring-1 ring-inset',
                standing.provisional
                  ? 'bg-oranje-400/15 text-oranje-200 ring-oranje-300/40'
                  : 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/40',
              )}
            >
              {standing.provisional ? t.provisional : t.final}
            </span>
          )}
        </div>

        {rank === null ? (
          <div className="mt-4">
            <p className="text-2xl font-extrabold text-white">{t.noRank}</p>
            <p className="mt-1 text-sm text-navy-200">{t.noRankHint}</p>
          </div>
        ) : (
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <div>
              <dt className="text-xs font-semibold tracking-wide text-navy-200 uppercase">
                {t.rank}
              </dt>
              <dd className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                <span
                  data-testid="rank"
                  className="text-4xl font-extrabold text-white tabular-nums"
                >
                  {t.rankValue(rank)}
                </span>
                {movement && <MovementBadge movement={movement} />}
                <span className="w-full text-sm text-navy-200">
                  {t.ofPlayers(standing?.players ?? 0)}
                </span>
              </dd>
            </div>
            <div className="text-right">
              <dt className="text-xs font-semibold tracking-wide text-navy-200 uppercase">
                {t.total}
              </dt>
              <dd
                data-testid="total-points"
                className="mt-1 text-4xl font-extrabold text-white tabular-nums"
              >
                {standing?.total_points ?? 0}
              </dd>
            </div>
          </dl>
        )}

        {rank !== null && standing !== null && <BenchmarkVerdict standing={standing} />}
        {hasResults && standing?.provisional && rank !== null && (
          <p className="mt-4 text-sm text-navy-100">{t.provisionalHint}</p>
        )}
        <ButtonLink to="/league" variant="outlineOnDark" size="sm" className="mt-4">
          {t.leagueLink}
        </ButtonLink>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>
    </Card>
  );
}
