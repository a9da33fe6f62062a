import { CrowdCorner } from '../../features/crowd/components/crowd-link-card';
import { ResultsPage } from '../../features/results/components/results-page';

// Issue 12: /uitslag, election night live (login required).
export function Component() {
  return (
    <>
      <ResultsPage />
      <CrowdCorner withCoalition />
    </>
  );
}
