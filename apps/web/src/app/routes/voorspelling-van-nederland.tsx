import { WithDeadlineBanner } from '../../components/deadline/with-deadline-banner';
import { CrowdPage } from '../../features/crowd/components/crowd-page';

// /voorspelling-van-nederland, the crowd (login required), with the deadline banner.
// Named after its path, so the server preloads its chunks (docs/decisions/023-page-preloads.md).
export function Component() {
  return (
    <WithDeadlineBanner>
      <CrowdPage />
    </WithDeadlineBanner>
  );
}
