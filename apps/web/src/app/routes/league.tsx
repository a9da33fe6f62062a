import { WithDeadlineBanner } from '../../components/deadline/with-deadline-banner';
import { LeaguePage } from '../../features/league/components/league-page';
import { CrowdCorner } from '../../features/crowd/components/crowd-link-card';

// SPEC §2 route table: /league is wrapped with the deadline banner and toast.
export function Component() {
  return (
    <WithDeadlineBanner>
      {/* At least a screen tall, so the crowd corner starts below the fold: the page grows as
          its data arrives, and a card it pushed down inside the view is a layout shift. */}
      <div className="min-h-svh">
        <LeaguePage />
      </div>
      <CrowdCorner />
    </WithDeadlineBanner>
  );
}
