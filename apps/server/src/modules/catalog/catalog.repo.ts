import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { electionMunicipalities, municipalities, parties } from '../../db/schema';

export function listParties(db: DbOrTx, electionId: number) {
  return db
    .select({
      id: parties.id,
      name: parties.name,
      hexcolor: parties.hexcolor,
      list_number: parties.listNumber,
    })
    .from(parties)
    .where(eq(parties.electionId, electionId))
    .orderBy(asc(parties.listNumber));
}

export function listPlayedMunicipalities(db: DbOrTx, electionId: number) {
  return db
    .select({ id: municipalities.id, name: municipalities.name })
    .from(electionMunicipalities)
    .innerJoin(municipalities, eq(municipalities.id, electionMunicipalities.municipalityId))
    .where(eq(electionMunicipalities.electionId, electionId))
    .orderBy(asc(municipalities.name));
}
