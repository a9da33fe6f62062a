import { PlaceholderPage } from '../../components/placeholder-page';
import { nl } from '../../i18n/nl';

// Stand-in until the predictions issue builds this page (SPEC §2 Dashboard).
export function Component() {
  return <PlaceholderPage title={nl.placeholder.dashboard} backLink={null} />;
}
