import { WithDeadlineBanner } from '../../components/deadline/with-deadline-banner';
import { LeaguePage } from '../../features/league/components/league-page';

// SPEC §2 route table: /league is wrapped with the deadline banner and toast.
export function Component() {
  return (
    <WithDeadlineBanner>
      <LeaguePage />
    </WithDeadlineBanner>
  );
}
