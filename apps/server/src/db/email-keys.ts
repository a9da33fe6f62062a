import { eq, sql } from 'drizzle-orm';
import { foldEmail } from '@zetelpoule/shared';
import type { Db } from './client';
import { pgErrorCode } from './errors';
import { users } from './schema';

/**
 * Migration 0007 filled users.email_key in SQL, lowering ASCII only. This folds the addresses
 * with a non-ASCII character again, with foldEmail, so every key is foldEmail's
 * (docs/decisions/046-one-email-fold.md). Cheap when there is nothing to do. Returns the ids
 * it could not re-key because another account already has that key: two accounts the fold
 * calls one address, to be resolved by hand; until then the second keeps its old key.
 */
export async function rekeyEmails(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, emailKey: users.emailKey })
    .from(users)
    .where(sql`octet_length(${users.email}) <> char_length(${users.email})`);
  const collisions: number[] = [];
  for (const row of rows) {
    const key = foldEmail(row.email);
    if (key === row.emailKey) continue;
    try {
      // Its own transaction: a refused update must not end the rest of the pass.
      await db.transaction((tx) =>
        tx.update(users).set({ emailKey: key }).where(eq(users.id, row.id)),
      );
    } catch (err) {
      if (pgErrorCode(err) !== '23505') throw err;
      collisions.push(row.id);
    }
  }
  return collisions;
}
