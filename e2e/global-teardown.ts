import pg from 'pg';
import { requireAdminUrl } from './database.mjs';

/** Drops the suite's database once the server has stopped. */
export default async function globalTeardown(): Promise<void> {
  const client = new pg.Client({ connectionString: requireAdminUrl() });
  await client.connect();
  await client.query(`drop database if exists ${process.env.E2E_DATABASE_NAME} with (force)`);
  await client.end();
}
