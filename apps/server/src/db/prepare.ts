import type { Database } from './client';
import { rekeyEmails } from './email-keys';
import { applyMigrations } from './migrate';
import { ensureFirstAdmin, type AdminInput } from './seed/admin';
import { seedDatabase } from './seed/seed';

/**
 * Everything a start does to the database, under one advisory lock: instances that
 * start at the same moment against one PostgreSQL take turns, so the migrations run once, the
 * seed once, and only the first of them finds no admin and creates one. Returns that admin
 * (with its one-time password) to the process that created it.
 */
export async function prepareDatabase(database: Database): Promise<AdminInput | undefined> {
  return database.withMigrationLock(async () => {
    await applyMigrations(database);
    const unkeyed = await rekeyEmails(database.db);
    if (unkeyed.length > 0) {
      console.warn(
        `E-mailadressen van gebruikers ${unkeyed.join(', ')} vallen samen met een ander account; ` +
          'hun oude sleutel is gebleven (docs/decisions/046-one-email-fold.md).',
      );
    }
    await seedDatabase(database.db);
    return ensureFirstAdmin(database.db);
  });
}
