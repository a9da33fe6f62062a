import { and, asc, desc, eq, exists, gt, lt, ne } from 'drizzle-orm';
import type { ElectionCategory } from '@zetelpoule/shared';
import type { DbOrTx } from '../../db/client';
import { elections, parties, seatResults } from '../../db/schema';

export interface ChamberByName {
  /** The election's name, as the player reads it. */
  name: string;
  /** Seats per party name, parties without seats left out. */
  seats: Array<{ name: string; seats: number }>;
}

/**
 * The most recent election of `category` held before `before` whose seat result is entered:
 * its seats per party by name (the next election has parties of its own, with other ids).
 */
export async function findPreviousChamber(
  db: DbOrTx,
  options: { category: ElectionCategory; before: Date; exceptId: number },
): Promise<ChamberByName | null> {
  const [previous] = await db
    .select({ id: elections.id, name: elections.name })
    .from(elections)
    .where(
      and(
        eq(elections.category, options.category),
        lt(elections.electionDate, options.before),
        ne(elections.id, options.exceptId),
        exists(
          db
            .select({ one: seatResults.partyId })
            .from(seatResults)
            .where(and(eq(seatResults.electionId, elections.id), gt(seatResults.seats, 0))),
        ),
      ),
    )
    .orderBy(desc(elections.electionDate), desc(elections.id))
    .limit(1);
  if (!previous) return null;
  const seats = await db
    .select({ name: parties.name, seats: seatResults.seats })
    .from(seatResults)
    .innerJoin(parties, eq(parties.id, seatResults.partyId))
    .where(and(eq(seatResults.electionId, previous.id), gt(seatResults.seats, 0)))
    .orderBy(asc(parties.listNumber));
  return { name: previous.name, seats };
}
