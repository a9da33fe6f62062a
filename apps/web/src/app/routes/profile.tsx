import { PlaceholderPage } from '../../components/placeholder-page';
import { nl } from '../../i18n/nl';

const DASHBOARD_LINK = { to: '/dashboard', label: nl.common.toDashboard };

// Stand-in until the accounts issue builds this page (SPEC §2 Profile).
export function Component() {
  return <PlaceholderPage title={nl.placeholder.profile} backLink={DASHBOARD_LINK} />;
}
