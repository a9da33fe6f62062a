import { WithDeadlineBanner } from '../../components/deadline/with-deadline-banner';
import { ElectionResultsPage } from '../../features/admin/components/election-results-page';

// /admin/election-results, wrapped with the deadline banner and toast.
export function Component() {
  return (
    <WithDeadlineBanner>
      <ElectionResultsPage />
    </WithDeadlineBanner>
  );
}
