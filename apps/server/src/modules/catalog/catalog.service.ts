import type { Municipality, Party } from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import {
  findActiveElection,
  listElectionParties,
  listPlayedMunicipalities,
} from '../elections/elections.repo';

/** The parties of the active election, in ballot order; none when no election is active. */
export async function activeElectionParties(db: Db): Promise<Party[]> {
  const election = await findActiveElection(db);
  return election ? listElectionParties(db, election.id) : [];
}

/** The municipalities played in the active election (docs/rules.md#seats-and-regions), by name. */
export async function activeElectionMunicipalities(db: Db): Promise<Municipality[]> {
  const election = await findActiveElection(db);
  return election ? listPlayedMunicipalities(db, election.id) : [];
}
