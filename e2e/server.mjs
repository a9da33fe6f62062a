// Starts the built server for the end-to-end suite on its own fresh PostgreSQL database,
// building the web app and the server first when they are stale (Playwright starts this before
// its global setup).
import { execSync, spawn } from 'node:child_process';
import pg from 'pg';
import { e2eDatabaseUrl, requireAdminUrl } from './database.mjs';

const adminUrl = requireAdminUrl();
execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
await client.query(`drop database if exists ${process.env.E2E_DATABASE_NAME} with (force)`);
await client.query(`create database ${process.env.E2E_DATABASE_NAME}`);
await client.end();
// The product's seed plays Provinciale Staten 2027; the journeys play the Tweede Kamer game,
// so the practice TK election is made active before the server starts (it seeds again, a no-op).
execSync(
  'npx tsx apps/server/src/cli.ts migrate && npx tsx apps/server/src/cli.ts seed --practice-tk',
  {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(), LOG_LEVEL: 'warn' },
  },
);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT,
    DATA_DIR: process.env.E2E_DATA_DIR,
    DATABASE_URL: e2eDatabaseUrl(),
    PUBLIC_URL: `http://localhost:${process.env.E2E_PORT}`,
    LOG_LEVEL: 'warn',
    // Rate-limit counters in memory, so every run starts with fresh limits (in Redis they would
    // carry over between runs on this machine for up to an hour).
    REDIS_URL: '',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
