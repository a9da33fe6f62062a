import { PlaceholderPage } from '../../components/placeholder-page';
import { nl } from '../../i18n/nl';

const DASHBOARD_LINK = { to: '/dashboard', label: nl.common.toDashboard };

// Stand-in until the admin issue builds this page (SPEC §2 Admin user search).
export function Component() {
  return <PlaceholderPage title={nl.placeholder.adminUserSearch} backLink={DASHBOARD_LINK} />;
}
