import { PlaceholderPage } from '../../components/placeholder-page';
import { nl } from '../../i18n/nl';

// Stand-in until the social sign-in issue builds this page (SPEC §2 Social sign-in callback).
export function Component() {
  return <PlaceholderPage title={nl.placeholder.authCallback} />;
}
