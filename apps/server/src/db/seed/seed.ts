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
import {
  FIRST_COUNT_CANDIDATE_CODES,
  MUNICIPALITIES,
  PLAYABLE_DEADLINE_DAYS,
  PLAYABLE_ELECTION_NAME,
  PLAYED_MUNICIPALITY_CODES,
  TK2025,
  TK2025_PARTIES,
} from './reference-data';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedReport {
  municipalities: number;
  createdElections: string[];
}

/**
 * Idempotent: municipalities are upserted by CBS code, and each seeded election is created
 * once (found again by its seed_key) and never touched afterwards, so an admin's later edits
 * survive a re-seed and seeding twice changes nothing.
 */
export async function seedDatabase(db: Db, now = new Date()): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx
      .insert(municipalities)
      .values(MUNICIPALITIES)
      .onConflictDoUpdate({
        target: municipalities.code,
        set: {
          officialName: sql`excluded.official_name`,
          name: sql`excluded.name`,
          province: sql`excluded.province`,
        },
      });
    const createdElections: string[] = [];
    if (await createElectionOnce(tx, 'tk2025', () => seedTk2025(tx)))
      createdElections.push('tk2025');
    if (await createElectionOnce(tx, 'next', () => seedPlayableElection(tx, now)))
      createdElections.push('next');
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

/** The election players predict: active, the TK2025 party list, deadline 30 days out. */
async function seedPlayableElection(tx: Tx, now: Date): Promise<void> {
  const deadline = new Date(now.getTime() + PLAYABLE_DEADLINE_DAYS * DAY_MS);
  // Activating this one must not trip the one-active-election index.
  await tx.update(elections).set({ isActive: false }).where(eq(elections.isActive, true));
  await insertElection(tx, {
    seedKey: 'next',
    name: PLAYABLE_ELECTION_NAME,
    electionDate: deadline,
    predictionsDeadline: deadline,
    isActive: true,
    isFinal: false,
  });
}
