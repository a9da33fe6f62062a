import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyPredictions,
  biggestPartyResults,
  parties,
  predictions,
  seatPredictions,
  seatResults,
  statenSeatResults,
} from '../../db/schema';

/* The parties of an election. */

const partyColumns = {
  id: parties.id,
  name: parties.name,
  hexcolor: parties.hexcolor,
  list_number: parties.listNumber,
};

export function listElectionParties(db: DbOrTx, electionId: number) {
  return db
    .select(partyColumns)
    .from(parties)
    .where(eq(parties.electionId, electionId))
    .orderBy(asc(parties.listNumber));
}

export async function findElectionParty(db: DbOrTx, electionId: number, partyId: number) {
  const [party] = await db
    .select(partyColumns)
    .from(parties)
    .where(and(eq(parties.electionId, electionId), eq(parties.id, partyId)));
  return party;
}

export async function highestListNumber(db: DbOrTx, electionId: number): Promise<number> {
  const [row] = await db
    .select({ value: max(parties.listNumber) })
    .from(parties)
    .where(eq(parties.electionId, electionId));
  return row?.value ?? 0;
}

export async function isListNumberTaken(
  db: DbOrTx,
  electionId: number,
  listNumber: number,
  exceptPartyId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: parties.id })
    .from(parties)
    .where(
      and(
        eq(parties.electionId, electionId),
        eq(parties.listNumber, listNumber),
        exceptPartyId === undefined ? undefined : ne(parties.id, exceptPartyId),
      ),
    );
  return row !== undefined;
}

export async function insertParty(
  db: DbOrTx,
  values: { electionId: number; name: string; hexcolor: string; listNumber: number },
) {
  const [party] = await db.insert(parties).values(values).returning(partyColumns);
  return party!;
}

/** Copies the party list of one election to another (a new election starts with it). */
export async function copyParties(db: DbOrTx, fromElectionId: number, toElectionId: number) {
  await db.execute(sql`
    insert into ${parties} (election_id, list_number, name, hexcolor)
    select ${toElectionId}, list_number, name, hexcolor from ${parties}
    where election_id = ${fromElectionId}`);
}

export async function updateParty(
  db: DbOrTx,
  partyId: number,
  values: Partial<{ name: string; hexcolor: string; listNumber: number }>,
) {
  const [party] = await db
    .update(parties)
    .set(values)
    .where(eq(parties.id, partyId))
    .returning(partyColumns);
  return party!;
}

export async function deleteParty(db: DbOrTx, partyId: number): Promise<void> {
  await db.delete(parties).where(eq(parties.id, partyId));
}

/** What still refers to a party: any of these makes deleting it a 409. */
export async function partyUsage(db: DbOrTx, partyId: number) {
  const exists = (query: ReturnType<typeof sql>) => sql<boolean>`exists (${query})`;
  const [row] = await db
    .execute<{
      seats: boolean;
      biggest: boolean;
      captain: boolean;
      seat_result: boolean;
      biggest_result: boolean;
      staten_result: boolean;
    }>(
      sql`select
      ${exists(sql`select 1 from ${seatPredictions} where party_id = ${partyId}`)} as seats,
      ${exists(sql`select 1 from ${biggestPartyPredictions} where party_id = ${partyId}`)} as biggest,
      ${exists(sql`select 1 from ${predictions} where captain_party_id = ${partyId}`)} as captain,
      ${exists(sql`select 1 from ${seatResults} where party_id = ${partyId}`)} as seat_result,
      ${exists(sql`select 1 from ${biggestPartyResults} where party_id = ${partyId}`)} as biggest_result,
      ${exists(sql`select 1 from ${statenSeatResults} where party_id = ${partyId}`)} as staten_result`,
    )
    .then((result) => result.rows);
  return {
    usedByPredictions: Boolean(row?.seats || row?.biggest || row?.captain),
    usedByResults: Boolean(row?.seat_result || row?.biggest_result || row?.staten_result),
  };
}
