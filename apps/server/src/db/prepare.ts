import type { Database } from './client';
import { applyMigrations } from './migrate';
import { ensureFirstAdmin, type AdminInput } from './seed/admin';
import { seedDatabase } from './seed/seed';

/**
 * Everything a start does to the database, under one advisory lock (issue 15): instances that
 * start at the same moment against one PostgreSQL take turns, so the migrations run once, the
 * seed once, and only the first of them finds no admin and creates one. Returns that admin
 * (with its one-time password) to the process that created it.
 */
export async function prepareDatabase(database: Database): Promise<AdminInput | undefined> {
  return database.withMigrationLock(async () => {
    await applyMigrations(database);
    await seedDatabase(database.db);
    return ensureFirstAdmin(database.db);
  });
}
