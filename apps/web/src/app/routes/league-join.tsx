import { PlaceholderPage } from '../../components/placeholder-page';
import { nl } from '../../i18n/nl';

// Stand-in until the league issue builds this page (SPEC §2 League join page).
export function Component() {
  return <PlaceholderPage title={nl.placeholder.leagueJoin} />;
}
