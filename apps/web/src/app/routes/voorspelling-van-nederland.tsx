import { WithDeadlineBanner } from '../../components/deadline/with-deadline-banner';
import { CrowdPage } from '../../features/crowd/components/crowd-page';

// Issue 13: /voorspelling-van-nederland, the crowd (login required), with the deadline banner.
// Named after its path, so the server preloads its chunks (docs/decisions/023).
export function Component() {
  return (
    <WithDeadlineBanner>
      <CrowdPage />
    </WithDeadlineBanner>
  );
}
