import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { foldEmail } from '@zetelpoule/shared';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';
import { rekeyEmails } from './email-keys';
import { users } from './schema';
import { createTestDatabase } from '../../test/helper';

/*
 * Migration 0007 fills users.email_key in SQL; the start re-folds what SQL cannot fold as
 * foldEmail does (docs/decisions/046-one-email-fold.md).
 */

// The backfill's expression, read from the migration itself.
const BACKFILL = /SET "email_key" = (.+);--> statement-breakpoint/.exec(
  readFileSync(path.join(MIGRATIONS_DIR, '0007_email_fold.sql'), 'utf8'),
)![1]!;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function sqlFold(email: string): Promise<string> {
  const result = await database.db.execute<{ key: string }>(
    sql`select ${sql.raw(BACKFILL)} as key from (select ${email}::text as email) as u`,
  );
  return (result as unknown as { rows: { key: string }[] }).rows[0]!.key;
}

describe('the e-mail keys of existing accounts', () => {
  it('backfills every ASCII address exactly as foldEmail folds it', async () => {
    for (const email of ['Ivan@Example.NL', 'a.b+c@x.nl', ' IK@X.NL ', "o'NEIL_9@x-y.nl"]) {
      expect(await sqlFold(email)).toBe(foldEmail(email));
    }
    // Printable ASCII: PostgreSQL text holds no NUL, and the schemas refuse control characters.
    const printable = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: printable, minLength: 1, maxLength: 30 }),
        async (email) => {
          expect(await sqlFold(email)).toBe(foldEmail(email));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('re-folds non-ASCII addresses at the start, and reports a key another account has', async () => {
    const insert = async (email: string) => {
      const [row] = await database.db
        .insert(users)
        .values({
          email,
          emailKey: await sqlFold(email),
          username: `u${Math.random()}`.slice(0, 20),
        })
        .returning({ id: users.id });
      return row!.id;
    };
    const wide = await insert('Ｚｏë.Rekey@example.nl');
    const plain = await insert('breed.rekey@example.nl');
    const clash = await insert('ｂｒｅｅｄ.rekey@example.nl');
    const ascii = await insert('Gewoon.Rekey@example.nl');

    expect(await rekeyEmails(database.db)).toEqual([clash]);

    const keyOf = async (id: number) =>
      (await database.db.select().from(users).where(eq(users.id, id)))[0]!.emailKey;
    expect(await keyOf(wide)).toBe('zoë.rekey@example.nl');
    expect(await keyOf(plain)).toBe('breed.rekey@example.nl');
    expect(await keyOf(clash)).toBe('ｂｒｅｅｄ.rekey@example.nl');
    expect(await keyOf(ascii)).toBe('gewoon.rekey@example.nl');
    // A second start has nothing left to do but the clash.
    expect(await rekeyEmails(database.db)).toEqual([clash]);
  });
});
