import { WithDeadlineBanner } from '../../components/deadline/with-deadline-banner';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { CrowdCorner } from '../../features/crowd/components/crowd-link-card';
import { prefetchDashboard } from '../../features/dashboard/api/prefetch-dashboard';

// The dashboard is wrapped with the deadline banner and toast.
/** Its calls start while the session is still being checked (app/router.tsx). */
export const prefetch = prefetchDashboard;

export function Component() {
  return (
    <WithDeadlineBanner>
      {/* At least a screen tall, so the crowd corner starts below the fold: the page grows as
          its data arrives, and a card it pushed down inside the view is a layout shift. */}
      <div className="min-h-svh">
        <DashboardPage />
      </div>
      <CrowdCorner withCoalition />
    </WithDeadlineBanner>
  );
}
