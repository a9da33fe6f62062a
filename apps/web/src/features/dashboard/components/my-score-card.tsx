import type { MyScoreWithResults } from '@zetelpoule/shared';
import { Trophy } from 'lucide-react';
import { formatDeadline } from '../../../components/deadline/format-deadline';
import { ScoreComparison } from '../../../components/score-comparison/score-comparison';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { useElectionWords } from '../../../lib/election-category';

const t = dashboardTexts.score;

/**
 * My points, explained: once the player is scored, the stored total, the points per
 * section and the comparison with the results — what the admin analysis shows, for oneself.
 */
export function MyScoreCard({ myScore }: { myScore: MyScoreWithResults }) {
  const words = useElectionWords();
  return (
    <Card className="overflow-hidden" data-testid="my-score">
      <section aria-labelledby="my-score-title">
        <div className="surface-dark flex flex-wrap items-center justify-between gap-3 bg-navy-950 px-5 py-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-oranje-500/20 text-oranje-200">
              <Trophy aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0">
              <h2 id="my-score-title" className="text-xl font-bold text-white">
                {t.title}
              </h2>
              <p className="text-sm text-navy-100">
                {myScore.election.name} ·{' '}
                {t.calculatedAt(formatDeadline(myScore.score.calculated_at))}
              </p>
            </div>
          </div>
          <p className="text-3xl font-extrabold text-white tabular-nums">
            {t.total(myScore.score.total_points)}
          </p>
        </div>
        <div className="space-y-5 px-5 py-5 sm:px-6">
          <p className="text-sm text-slate-700">{t.intro}</p>
          <ScoreComparison
            details={myScore}
            regionLabelPrefix={t.regionLabelPrefix}
            region={words.region}
          />
          <ButtonLink to="/league" variant="outline" size="sm">
            {t.leagueLink}
          </ButtonLink>
        </div>
      </section>
    </Card>
  );
}
