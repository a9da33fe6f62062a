import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import {
  electionFirstCountCandidates,
  electionMunicipalities,
  elections,
  municipalities,
  parties,
  seatResults,
} from '../schema';
import { EK_REGIONS } from './ps-reference-data';
import { seedPs2027 } from './ps2027';
import {
  FIRST_COUNT_CANDIDATE_CODES,
  MUNICIPALITIES,
  PLAYED_MUNICIPALITY_CODES,
  PRACTICE_TK_ELECTION_NAME,
  TK2025,
  TK2025_PARTIES,
} from './reference-data';

export interface SeedReport {
  municipalities: number;
  createdElections: string[];
}

/**
 * The regions (municipalities, provinces, kiescolleges), the historic TK2025 election and the
 * next election to play, Provinciale Staten 2027 (docs/decisions/005-seeded-elections.md).
 * Idempotent: regions are upserted by code, and each seeded election is created
 * once (found again by its seed_key) and never touched afterwards, so an admin's later edits
 * survive a re-seed and seeding twice changes nothing.
 */
export async function seedDatabase(db: Db): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx
      .insert(municipalities)
      .values([...MUNICIPALITIES.map((m) => ({ ...m, kind: 'gemeente' as const })), ...EK_REGIONS])
      .onConflictDoUpdate({
        target: municipalities.code,
        set: {
          officialName: sql`excluded.official_name`,
          name: sql`excluded.name`,
          province: sql`excluded.province`,
          kind: sql`excluded.kind`,
        },
      });
    const createdElections: string[] = [];
    if (await createElectionOnce(tx, 'tk2025', () => seedTk2025(tx)))
      createdElections.push('tk2025');
    if (await createElectionOnce(tx, 'ps2027', () => seedPs2027(tx)))
      createdElections.push('ps2027');
    return { municipalities: MUNICIPALITIES.length, createdElections };
  });
}

async function createElectionOnce(
  tx: Tx,
  seedKey: string,
  create: () => Promise<void>,
): Promise<boolean> {
  const existing = await tx
    .select({ id: elections.id })
    .from(elections)
    .where(eq(elections.seedKey, seedKey));
  if (existing.length > 0) return false;
  await create();
  return true;
}

async function municipalityIdsByCode(tx: Tx, codes: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: municipalities.id, code: municipalities.code })
    .from(municipalities)
    .where(inArray(municipalities.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function insertElection(
  tx: Tx,
  values: typeof elections.$inferInsert,
): Promise<{ electionId: number; partyIdByListNumber: Map<number, number> }> {
  const [election] = await tx.insert(elections).values(values).returning({ id: elections.id });
  const electionId = election!.id;
  const partyRows = await tx
    .insert(parties)
    .values(TK2025_PARTIES.map((p) => ({ ...p, electionId })))
    .returning({ id: parties.id, listNumber: parties.listNumber });
  const ids = await municipalityIdsByCode(tx, PLAYED_MUNICIPALITY_CODES);
  await tx
    .insert(electionMunicipalities)
    .values(
      PLAYED_MUNICIPALITY_CODES.map((code) => ({ electionId, municipalityId: ids.get(code)! })),
    );
  await tx
    .insert(electionFirstCountCandidates)
    .values(
      FIRST_COUNT_CANDIDATE_CODES.map((code) => ({ electionId, municipalityId: ids.get(code)! })),
    );
  return { electionId, partyIdByListNumber: new Map(partyRows.map((p) => [p.listNumber, p.id])) };
}

/** The historic TK2025 election: inactive, final, with its official results (SOURCES.md §3). */
async function seedTk2025(tx: Tx): Promise<void> {
  const [first] = await tx
    .select({ id: municipalities.id })
    .from(municipalities)
    .where(eq(municipalities.name, TK2025.firstCountedMunicipalityName));
  const { electionId, partyIdByListNumber } = await insertElection(tx, {
    seedKey: 'tk2025',
    name: TK2025.name,
    electionDate: TK2025.electionDate,
    predictionsDeadline: TK2025.electionDate,
    seatCount: TK2025.seatCount,
    isActive: false,
    isFinal: true,
    countryTurnoutTenths: TK2025.countryTurnoutTenths,
    firstCountedMunicipalityId: first?.id ?? null,
  });
  await tx.insert(seatResults).values(
    [...partyIdByListNumber].map(([listNumber, partyId]) => ({
      electionId,
      partyId,
      seats: TK2025.seatsByListNumber.get(listNumber) ?? 0,
    })),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A Tweede Kamer election to play now: active, the TK2025 parties and played municipalities,
 * its deadline `days` out. Not part of the product's seed (that plays PS 2027); the test suites,
 * the benches and `npm run cli -- seed --practice-tk` use it. Created once.
 */
export async function seedPracticeTkElection(db: Db, now = new Date(), days = 30): Promise<void> {
  await db.transaction(async (tx) => {
    await createElectionOnce(tx, 'next', async () => {
      const deadline = new Date(now.getTime() + days * DAY_MS);
      await tx.update(elections).set({ isActive: false }).where(eq(elections.isActive, true));
      await insertElection(tx, {
        seedKey: 'next',
        name: PRACTICE_TK_ELECTION_NAME,
        electionDate: deadline,
        predictionsDeadline: deadline,
        isActive: true,
        isFinal: false,
      });
    });
  });
}
