import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { connectPostgres, type Database } from './client';
import { prepareDatabase } from './prepare';
import { users } from './schema';
import { createTestDatabase } from '../../test/helper';

describe('preparing the database at start', () => {
  let database: Database & { url?: string };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('creates one first admin when instances start at the same moment', async () => {
    // On PostgreSQL: three separate pools, as three instances would have; on PGlite the one
    // embedded database (it belongs to a single process).
    const instances = database.url
      ? [1, 2, 3].map(() => connectPostgres(database.url!, 2))
      : [database, database, database];
    try {
      const created = await Promise.all(instances.map((d) => prepareDatabase(d)));
      expect(created.filter((c) => c !== undefined)).toHaveLength(1);
      const [admins] = await database.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.isSuperuser, true));
      expect(admins!.n).toBe(1);
    } finally {
      if (database.url) await Promise.all(instances.map((d) => d.close()));
    }
  });
});
