import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { elections, electoralColleges, municipalities, statenSeatResults } from '../../db/schema';

/** The electing bodies a PS election may have: its provinces' Staten and every kiescollege. */
export function listCollegeRegions(db: DbOrTx, electionId: number) {
  return (
    db
      .select({
        id: municipalities.id,
        name: municipalities.name,
        code: municipalities.code,
        kind: municipalities.kind,
        memberCount: electoralColleges.memberCount,
        stemwaarde: electoralColleges.stemwaarde,
        valuesProvisional: electoralColleges.valuesProvisional,
      })
      .from(municipalities)
      .leftJoin(
        electoralColleges,
        and(
          eq(electoralColleges.regionId, municipalities.id),
          eq(electoralColleges.electionId, electionId),
        ),
      )
      .where(inArray(municipalities.kind, ['provincie', 'kiescollege']))
      // The twelve provinces first (PV codes, in the CBS order), then the kiescolleges.
      .orderBy(desc(municipalities.kind), asc(municipalities.code))
  );
}

export async function findCollege(db: DbOrTx, electionId: number, regionId: number) {
  const [row] = await db
    .select()
    .from(electoralColleges)
    .where(
      and(eq(electoralColleges.electionId, electionId), eq(electoralColleges.regionId, regionId)),
    );
  return row;
}

export async function upsertCollege(
  db: DbOrTx,
  values: { electionId: number; regionId: number; memberCount: number; stemwaarde: number },
): Promise<void> {
  await db
    .insert(electoralColleges)
    .values({ ...values, valuesProvisional: false })
    .onConflictDoUpdate({
      target: [electoralColleges.electionId, electoralColleges.regionId],
      set: {
        memberCount: values.memberCount,
        stemwaarde: values.stemwaarde,
        valuesProvisional: false,
      },
    });
}

export async function copyColleges(
  db: DbOrTx,
  rows: { electionId: number; regionId: number; memberCount: number; stemwaarde: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(electoralColleges).values(rows.map((r) => ({ ...r, valuesProvisional: true })));
}

export function listStatenSeats(db: DbOrTx, electionId: number) {
  return db
    .select({
      regionId: statenSeatResults.regionId,
      partyId: statenSeatResults.partyId,
      seats: statenSeatResults.seats,
    })
    .from(statenSeatResults)
    .where(eq(statenSeatResults.electionId, electionId))
    .orderBy(asc(statenSeatResults.regionId), asc(statenSeatResults.partyId));
}

export async function replaceStatenSeats(
  db: DbOrTx,
  electionId: number,
  regionId: number,
  rows: { partyId: number; seats: number }[],
): Promise<void> {
  await db
    .delete(statenSeatResults)
    .where(
      and(eq(statenSeatResults.electionId, electionId), eq(statenSeatResults.regionId, regionId)),
    );
  if (rows.length === 0) return;
  await db
    .insert(statenSeatResults)
    .values(rows.map((r) => ({ electionId, regionId, partyId: r.partyId, seats: r.seats })));
}

export async function setChamberSeatsOfficial(
  db: DbOrTx,
  electionId: number,
  official: boolean,
): Promise<void> {
  await db
    .update(elections)
    .set({ chamberSeatsOfficial: official })
    .where(eq(elections.id, electionId));
}
