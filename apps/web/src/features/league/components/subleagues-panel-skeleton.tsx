import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { league as leagueTexts } from '../../../i18n/nl-league';

const t = leagueTexts.subleagues;

/** The card the sub-leagues tab shows while its sub-leagues load. */
export function SubleaguesLoading() {
  return (
    <Card className="flex justify-center p-10">
      <Spinner />
    </Card>
  );
}

/**
 * The sub-leagues tab while its code loads (league-page.tsx loads it apart): its heading and
 * the same spinner the panel shows while the sub-leagues load, so the tab reads the same before
 * and after.
 */
export function SubleaguesPanelSkeleton() {
  return (
    <div className="space-y-5">
      <div className="min-w-0">
        <h2 className="text-lg font-bold text-navy-950">{t.title}</h2>
        <p className="text-sm text-slate-600">{t.intro}</p>
      </div>
      <SubleaguesLoading />
    </div>
  );
}
