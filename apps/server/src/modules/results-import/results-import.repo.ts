import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { electionMunicipalities, electoralColleges, municipalities } from '../../db/schema';

/*
 * The queries the import needs beyond the results paths of elections.repo (which it reuses for
 * every read and write of an election's results): every municipality with its CBS code, to
 * match the Kiesraad's `HSB<n>::<code>` and ManagingAuthority ids, and a PS election's
 * province with its Staten.
 */
export function listMunicipalityCodes(db: DbOrTx) {
  return db
    .select({ id: municipalities.id, code: municipalities.code, name: municipalities.name })
    .from(municipalities)
    .where(eq(municipalities.kind, 'gemeente'));
}

/** A province played in the election, with its Staten's seat count when stored. */
export async function findPlayedProvince(db: DbOrTx, electionId: number, regionId: number) {
  const [row] = await db
    .select({
      id: municipalities.id,
      code: municipalities.code,
      name: municipalities.name,
      memberCount: electoralColleges.memberCount,
    })
    .from(electionMunicipalities)
    .innerJoin(municipalities, eq(municipalities.id, electionMunicipalities.municipalityId))
    .leftJoin(
      electoralColleges,
      and(
        eq(electoralColleges.electionId, electionMunicipalities.electionId),
        eq(electoralColleges.regionId, municipalities.id),
      ),
    )
    .where(
      and(
        eq(electionMunicipalities.electionId, electionId),
        eq(electionMunicipalities.municipalityId, regionId),
        eq(municipalities.kind, 'provincie'),
      ),
    );
  return row;
}
