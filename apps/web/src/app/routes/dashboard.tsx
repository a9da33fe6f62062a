import { WithDeadlineBanner } from '../../components/deadline/with-deadline-banner';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { CrowdCorner } from '../../features/crowd/components/crowd-link-card';

// SPEC §2 route table: the dashboard is wrapped with the deadline banner and toast.
export function Component() {
  return (
    <WithDeadlineBanner>
      <DashboardPage />
      <CrowdCorner withCoalition />
    </WithDeadlineBanner>
  );
}
