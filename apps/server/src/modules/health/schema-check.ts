import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { MIGRATIONS_DIR } from '../../paths';

export type DatabaseState = 'ok' | 'down' | 'not_migrated';

/** The newest migration this build ships; drizzle records it as `created_at` once applied. */
function newestMigration(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

// PostgreSQL's "undefined table" and "invalid schema name": no migration was ever applied.
const NO_SCHEMA = new Set(['42P01', '3F000']);

function sqlState(err: unknown): string | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * One query: the database answers AND holds this build's schema. A database recreated empty
 * answers `select 1` while every request would fail, so readiness asks for the migrations
 * table (docs/decisions/048-readiness-and-outages.md). A newer migration than this build's
 * (a rolling deploy ahead of this instance) is fine: migrations keep the old code working.
 */
export function databaseCheck(db: Db): (onError: (err: unknown) => void) => Promise<DatabaseState> {
  const expected = newestMigration();
  return async (onError) => {
    try {
      const { rows } = await db.execute<{ last: number | string | null }>(
        sql`select max(created_at)::float8 as last from drizzle.__drizzle_migrations`,
      );
      return Number(rows[0]?.last ?? 0) >= expected ? 'ok' : 'not_migrated';
    } catch (err) {
      if (NO_SCHEMA.has(sqlState(err) ?? '')) return 'not_migrated';
      onError(err);
      return 'down';
    }
  };
}
