import { eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  electionFirstCountCandidates,
  electionMunicipalities,
  elections,
  electoralColleges,
  municipalities,
  parties,
} from '../schema';
import { PROVINCES_2023, PS2027, PS2027_PARTIES } from './ps-reference-data';
import { FIRST_COUNT_CANDIDATE_CODES } from './reference-data';

/**
 * Provinciale Statenverkiezingen 2027: the Eerste Kamer's 75 seats, the twelve provinces as its
 * regions with their 2023 Staten as provisional values, the three first-count candidates, and
 * the parties of today. It becomes the active election unless an admin already made another
 * one active (the old placeholder "next" election does not count).
 */
export async function seedPs2027(tx: Tx): Promise<void> {
  const [active] = await tx
    .select({ id: elections.id, seedKey: elections.seedKey })
    .from(elections)
    .where(eq(elections.isActive, true));
  const activate = !active || active.seedKey === 'next';
  if (activate)
    await tx.update(elections).set({ isActive: false }).where(eq(elections.isActive, true));

  const [election] = await tx
    .insert(elections)
    .values({
      seedKey: 'ps2027',
      name: PS2027.name,
      category: 'PS',
      electionDate: PS2027.electionDate,
      predictionsDeadline: PS2027.electionDate,
      seatCount: PS2027.eersteKamerSeats,
      isActive: activate,
      isFinal: false,
    })
    .returning({ id: elections.id });
  const electionId = election!.id;
  await tx.insert(parties).values(PS2027_PARTIES.map((p) => ({ ...p, electionId })));

  const provinceCodes = PROVINCES_2023.map((p) => p.code);
  const regions = await tx
    .select({ id: municipalities.id, code: municipalities.code })
    .from(municipalities)
    .where(
      or(
        inArray(municipalities.code, provinceCodes),
        inArray(municipalities.code, FIRST_COUNT_CANDIDATE_CODES),
      ),
    );
  const idOf = new Map(regions.map((r) => [r.code, r.id]));
  await tx
    .insert(electionMunicipalities)
    .values(provinceCodes.map((code) => ({ electionId, municipalityId: idOf.get(code)! })));
  await tx
    .insert(electionFirstCountCandidates)
    .values(
      FIRST_COUNT_CANDIDATE_CODES.map((code) => ({ electionId, municipalityId: idOf.get(code)! })),
    );
  await tx.insert(electoralColleges).values(
    PROVINCES_2023.map((p) => ({
      electionId,
      regionId: idOf.get(p.code)!,
      memberCount: p.statenSeats,
      stemwaarde: p.stemwaarde,
      valuesProvisional: true,
    })),
  );
}
