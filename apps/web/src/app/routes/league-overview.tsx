import { SubleagueOverviewPage } from '../../features/league/components/subleague-overview-page';

// A sub-league side by side (docs/decisions/059-points-per-answer-and-the-subleague-overview.md); signed in only, members only (the server).
export function Component() {
  return <SubleagueOverviewPage />;
}
