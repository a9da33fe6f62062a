import { CrowdCorner } from '../../features/crowd/components/crowd-link-card';
import { ResultsPage } from '../../features/results/components/results-page';

// /uitslag, election night live (login required).
export function Component() {
  return (
    <>
      {/* At least a screen tall, so the crowd corner starts below the fold: the page grows as
          its data arrives, and a card it pushed down inside the view is a layout shift. */}
      <div className="min-h-svh">
        <ResultsPage />
      </div>
      <CrowdCorner withCoalition />
    </>
  );
}
