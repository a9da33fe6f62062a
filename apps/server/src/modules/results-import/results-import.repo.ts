import type { DbOrTx } from '../../db/client';
import { municipalities } from '../../db/schema';

/*
 * The one query the import needs beyond the results paths of elections.repo (which it reuses
 * for every read and write of an election's results): every municipality with its CBS code, to
 * match the Kiesraad's `HSB<n>::<code>` and ManagingAuthority ids.
 */
export function listMunicipalityCodes(db: DbOrTx) {
  return db
    .select({ id: municipalities.id, code: municipalities.code, name: municipalities.name })
    .from(municipalities);
}
