import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { elections } from '../../db/schema';

export type Election = typeof elections.$inferSelect;

/** DESIGN §5.3: the active election is the unit of play; at most one exists. */
export async function findActiveElection(db: DbOrTx): Promise<Election | undefined> {
  const [election] = await db.select().from(elections).where(eq(elections.isActive, true));
  return election;
}

export async function findElectionById(db: DbOrTx, id: number): Promise<Election | undefined> {
  const [election] = await db.select().from(elections).where(eq(elections.id, id));
  return election;
}
