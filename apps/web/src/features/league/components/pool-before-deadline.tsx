import type { LeaderboardEntry } from '@zetelpoule/shared';
import { CheckCircle2, PencilLine, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { cn } from '../../../lib/cn';

const t = leagueTexts.leaderboard;

/**
 * The national pool before the deadline. Everyone has 0 points then, so a ranking under
 * "Voorlopige Uitslagen" would only be the alphabet: it shows who takes part instead, and asks
 * a player who has not predicted yet to do so.
 */
export function PoolBeforeDeadline({
  entries,
  count,
  electionName,
  viewerId,
  hasPredicted,
}: {
  /** Those loaded so far (the first page); `count` is all of them. */
  entries: readonly LeaderboardEntry[];
  count: number;
  electionName: string | null;
  viewerId: number | undefined;
  /** Null while not known: then neither the prompt nor the thanks is shown. */
  hasPredicted: boolean | null;
}) {
  const others = count - entries.length;
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-b border-slate-100 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-navy-950">{t.title}</h2>
          {electionName && <p className="truncate text-sm text-slate-600">{electionName}</p>}
        </div>
        <p
          data-testid="predicted-count"
          className="flex items-center gap-1.5 text-sm font-semibold text-navy-800"
        >
          <Users aria-hidden="true" className="size-4" />
          {t.before.predicted(count)}
        </p>
      </div>

      {hasPredicted === false && (
        <div className="mx-4 mt-4 rounded-xl border border-oranje-200 bg-oranje-50 px-4 py-4 sm:mx-6">
          <p className="font-bold text-oranje-900">{t.before.promptTitle}</p>
          <p className="mt-1 text-sm text-oranje-800">{t.before.promptText}</p>
          <ButtonLink to="/dashboard" size="sm" className="mt-3">
            <PencilLine aria-hidden="true" className="size-4" />
            {t.before.promptAction}
          </ButtonLink>
        </div>
      )}
      {hasPredicted === true && (
        <p className="mx-4 mt-4 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 sm:mx-6">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.before.joined}
        </p>
      )}

      {entries.length === 0 ? (
        <p className="px-4 py-10 text-center text-slate-600 sm:px-6">{t.empty}</p>
      ) : (
        <div className="px-4 py-4 sm:px-6">
          <p className="text-sm text-slate-600">{t.before.intro}</p>
          <ul aria-label={t.before.listLabel} className="mt-3 flex flex-wrap gap-2">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className={cn(
                  'max-w-full truncate rounded-full px-3 py-1 text-sm font-medium',
                  entry.id === viewerId
                    ? 'bg-oranje-100 text-oranje-900 ring-1 ring-oranje-300'
                    : 'bg-slate-100 text-navy-900',
                )}
              >
                {entry.display_name}
                {entry.id === viewerId && <span className="ml-1 font-bold">{t.you}</span>}
              </li>
            ))}
          </ul>
          {others > 0 && <p className="mt-3 text-sm text-slate-600">{t.before.more(others)}</p>}
        </div>
      )}
    </Card>
  );
}
