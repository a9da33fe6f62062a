import type { RankMovement } from '@zetelpoule/shared/rules/rank-movement';
import { league as leagueTexts } from '../i18n/nl-league';
import { cn } from '../lib/cn';

const t = leagueTexts.movement;

/** ↑2 / ↓1 beside a rank in a table, with the same in words; nothing when unchanged. */
export function RankMovementBadge({
  movement,
  className,
}: {
  movement: RankMovement | null;
  className?: string;
}) {
  if (movement === null || movement.kind === 'same') return null;
  const isUp = movement.kind === 'up';
  return (
    <span
      data-testid="row-movement"
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-1.5 py-0.5 text-xs font-bold tabular-nums',
        isUp ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800',
        className,
      )}
    >
      <span aria-hidden="true">{isUp ? t.up(movement.places) : t.down(movement.places)}</span>
      <span className="sr-only">
        {isUp ? t.upWords(movement.places) : t.downWords(movement.places)}
      </span>
    </span>
  );
}
