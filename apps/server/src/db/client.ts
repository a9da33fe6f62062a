import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/**
 * One typed handle for both engines. PGlite is PostgreSQL compiled to WASM, so the same
 * schema, migrations and SQL run on both; the node-postgres type is used for both because their
 * query builders are identical and both results expose `rows`.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repos take either the database or a transaction (as in fastify/demo). */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a cluster-wide lock, so concurrent instances migrate one at a time. */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// pg parses bigint (count(*)) as string by default; our counts fit easily in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

const MIGRATION_LOCK_KEY = 7_240_150;

export function connectPostgres(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    async withMigrationLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * `dataDir` undefined: an in-memory database (tests). `snapshot`: start from a data directory
 * that `dumpPglite` wrote instead of running initdb, which costs seconds of CPU (test/global-setup.ts).
 */
export async function connectPglite(dataDir?: string, snapshot?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: snapshot });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  // PGlite belongs to one process, so no other instance can race it; calls within this process
  // still take turns, as concurrent starts on PostgreSQL do under the advisory lock.
  let turn: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    withMigrationLock(fn) {
      const run = turn.then(fn, fn);
      turn = run.catch(() => {});
      return run;
    },
    close: () => client.close(),
  };
}

/** The data directory of an embedded database, as a tarball `connectPglite` can start from. */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('dumpPglite: not an embedded database');
  return (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
}

export async function connectDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolSize?: number;
}): Promise<Database> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl, config.databasePoolSize);
  return connectPglite(path.join(config.dataDir, 'pglite'));
}
