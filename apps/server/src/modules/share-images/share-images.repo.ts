import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parties, predictions, seatPredictions } from '../../db/schema';

/** The election's parties, for the player's top 3 and the seat colours. */
export function listParties(db: DbOrTx, electionId: number) {
  return db
    .select({
      id: parties.id,
      listNumber: parties.listNumber,
      name: parties.name,
      hexcolor: parties.hexcolor,
    })
    .from(parties)
    .where(eq(parties.electionId, electionId))
    .orderBy(asc(parties.listNumber));
}

/** The player's seats for the election, by seat number; empty without a prediction. */
export function listSeats(db: DbOrTx, userId: number, electionId: number) {
  return db
    .select({ seatNumber: seatPredictions.seatNumber, partyId: seatPredictions.partyId })
    .from(seatPredictions)
    .innerJoin(predictions, eq(predictions.id, seatPredictions.predictionId))
    .where(and(eq(predictions.userId, userId), eq(predictions.electionId, electionId)))
    .orderBy(asc(seatPredictions.seatNumber));
}
