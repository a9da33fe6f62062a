import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyResults,
  municipalities,
  parties,
  seatResults,
  turnoutResults,
} from '../../db/schema';

/* The results an admin enters for an election: seats, turnout, biggest party. */

export function listSeatResults(db: DbOrTx, electionId: number) {
  return db
    .select({ party_id: seatResults.partyId, seat_count: seatResults.seats })
    .from(seatResults)
    .innerJoin(parties, eq(parties.id, seatResults.partyId))
    .where(eq(seatResults.electionId, electionId))
    .orderBy(asc(parties.listNumber));
}

export function listTurnoutResults(db: DbOrTx, electionId: number) {
  return db
    .select({ municipalityId: turnoutResults.municipalityId, tenths: turnoutResults.turnoutTenths })
    .from(turnoutResults)
    .innerJoin(municipalities, eq(municipalities.id, turnoutResults.municipalityId))
    .where(eq(turnoutResults.electionId, electionId))
    .orderBy(asc(municipalities.name));
}

export function listBiggestPartyResults(db: DbOrTx, electionId: number) {
  return db
    .select({
      municipalityId: biggestPartyResults.municipalityId,
      partyId: biggestPartyResults.partyId,
      votePercentageTenths: biggestPartyResults.votePercentageTenths,
    })
    .from(biggestPartyResults)
    .innerJoin(municipalities, eq(municipalities.id, biggestPartyResults.municipalityId))
    .where(eq(biggestPartyResults.electionId, electionId))
    .orderBy(asc(municipalities.name));
}

export async function replaceSeatResults(
  db: DbOrTx,
  electionId: number,
  rows: { partyId: number; seats: number }[],
): Promise<void> {
  await db.delete(seatResults).where(eq(seatResults.electionId, electionId));
  if (rows.length === 0) return;
  await db.insert(seatResults).values(rows.map((row) => ({ electionId, ...row })));
}

export async function replaceTurnoutResults(
  db: DbOrTx,
  electionId: number,
  rows: { municipalityId: number; turnoutTenths: number }[],
): Promise<void> {
  await db.delete(turnoutResults).where(eq(turnoutResults.electionId, electionId));
  if (rows.length === 0) return;
  await db.insert(turnoutResults).values(rows.map((row) => ({ electionId, ...row })));
}

export async function replaceBiggestPartyResults(
  db: DbOrTx,
  electionId: number,
  rows: { municipalityId: number; partyId: number; votePercentageTenths: number | null }[],
): Promise<void> {
  await db.delete(biggestPartyResults).where(eq(biggestPartyResults.electionId, electionId));
  if (rows.length === 0) return;
  await db.insert(biggestPartyResults).values(rows.map((row) => ({ electionId, ...row })));
}
