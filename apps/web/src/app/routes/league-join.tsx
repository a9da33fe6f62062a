import { LeagueJoinPage } from '../../features/league/components/league-join-page';

// SPEC §2 League join page: open to everyone, it asks for a login itself.
export function Component() {
  return <LeagueJoinPage />;
}
