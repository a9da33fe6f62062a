import { useId } from 'react';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { cn } from '../../../lib/cn';

const t = leagueTexts.leaderboard;

/** Gold, silver and bronze: a light and a dark tone each, drawn so every platform shows the same. */
const MEDALS: Record<number, { light: string; dark: string; ribbon: string }> = {
  1: { light: '#ffe17a', dark: '#d29a06', ribbon: '#c2410c' },
  2: { light: '#eef1f5', dark: '#98a2b3', ribbon: '#1d4ed8' },
  3: { light: '#f6c08e', dark: '#b4662a', ribbon: '#15803d' },
};

/**
 * A medal for ranks 1–3, '#n' otherwise. The medal is an image with a spoken label
 * ('Goud, plaats 1'), so the row still says its rank to a screen reader.
 */
export function RankBadge({ rank, size = 'md' }: { rank: number; size?: 'sm' | 'md' }) {
  const gradientId = useId();
  const medal = MEDALS[rank];
  if (!medal) {
    return (
      <span
        className={cn(
          'inline-flex shrink-0 items-center justify-center font-bold text-slate-600 tabular-nums',
          size === 'md' ? 'min-w-10 text-sm' : 'min-w-8 text-xs',
        )}
      >
        {t.rank(rank)}
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center',
        size === 'md' ? 'min-w-10' : 'min-w-8',
      )}
    >
      <svg
        role="img"
        aria-label={t.medal(rank)}
        viewBox="0 0 32 36"
        className={size === 'md' ? 'h-9 w-8' : 'h-7 w-6'}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor={medal.light} />
            <stop offset="100%" stopColor={medal.dark} />
          </linearGradient>
        </defs>
        <path d="M9 0h5l4 11h-5z" fill={medal.ribbon} />
        <path d="M23 0h-5l-4 11h5z" fill={medal.ribbon} opacity="0.8" />
        <circle cx="16" cy="22" r="12" fill={`url(#${gradientId})`} stroke={medal.dark} />
        <circle cx="16" cy="22" r="8.5" fill="none" stroke="#ffffff" strokeOpacity="0.6" />
        <text
          x="16"
          y="26.5"
          textAnchor="middle"
          fontSize="12"
          fontWeight="800"
          fill="#091233"
          aria-hidden="true"
        >
          {rank}
        </text>
      </svg>
    </span>
  );
}
