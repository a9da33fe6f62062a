import { CrowdCorner } from '../../features/crowd/components/crowd-link-card';
import { prefetchResults } from '../../features/results/api/prefetch-results';
import { ResultsPage } from '../../features/results/components/results-page';

// /uitslag, election night live (login required).
/** Its calls start while the session is still being checked (app/router.tsx). */
export const prefetch = prefetchResults;

export function Component() {
  return (
    <>
      {/* At least a screen tall, so the crowd corner starts below the fold. */}
      <div className="min-h-svh">
        <ResultsPage />
      </div>
      <CrowdCorner withCoalition />
    </>
  );
}
