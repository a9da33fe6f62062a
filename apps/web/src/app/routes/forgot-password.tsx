import { PlaceholderPage } from '../../components/placeholder-page';
import { nl } from '../../i18n/nl';

// Stand-in until the accounts issue builds this page (SPEC §2 Forgot password).
export function Component() {
  return <PlaceholderPage title={nl.placeholder.forgotPassword} />;
}
