import { WithDeadlineBanner } from '../../components/deadline/with-deadline-banner';
import { LeaguePage } from '../../features/league/components/league-page';
import { CrowdCorner } from '../../features/crowd/components/crowd-link-card';

// SPEC §2 route table: /league is wrapped with the deadline banner and toast.
export function Component() {
  return (
    <WithDeadlineBanner>
      <LeaguePage />
      <CrowdCorner />
    </WithDeadlineBanner>
  );
}
