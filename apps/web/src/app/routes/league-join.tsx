import { LeagueJoinPage } from '../../features/league/components/league-join-page';

// League join page: open to everyone, it asks for a login itself.
export function Component() {
  return <LeagueJoinPage />;
}
