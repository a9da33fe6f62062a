import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectPglite, dumpPglite } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a freshly migrated embedded database (unset on PostgreSQL). */
    pgliteSnapshot: string | undefined;
  }
}

/**
 * On the embedded database every test file starts databases of its own, and PGlite's initdb
 * costs 2.5–4 s of CPU each time. It runs once here instead: the migrated data directory is
 * written to a file that `createTestDatabase` (helper.ts) starts each database from.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', undefined);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await connectPglite();
  try {
    await runMigrations(database);
    writeFileSync(file, new Uint8Array(await (await dumpPglite(database)).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
