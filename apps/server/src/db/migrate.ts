import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

/** Applies the committed SQL migrations (drizzle-kit generated); safe to run on every start. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withMigrationLock(() => applyMigrations(database));
}

/**
 * The same without taking the lock, for a caller that already holds it (db/prepare.ts): the
 * advisory lock is per connection, so taking it again from another pooled client would wait
 * for ever.
 */
export async function applyMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_DIR,
    });
  } else {
    await migratePg(database.db, { migrationsFolder: MIGRATIONS_DIR });
  }
}
