import { Hourglass } from 'lucide-react';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { cn } from '../../../lib/cn';

const t = leagueTexts.leaderboard;

/** Shown while the election's results are not final. */
export function ProvisionalBanner({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex gap-3 rounded-xl border border-oranje-200 bg-oranje-50 px-4 py-3 text-sm text-oranje-800',
        className,
      )}
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-bold">{t.provisionalTitle}</strong>
        <span className="mx-1.5" aria-hidden="true">
          ·
        </span>
        {t.provisionalText}
      </p>
    </div>
  );
}
