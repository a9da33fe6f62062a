/*
 * bench/seat-save's server (run.ts bundles and starts it, as production runs the server).
 * BENCH_WEB_CONCURRENCY (1) starts that many node:cluster workers on one port, as
 * WEB_CONCURRENCY does in main.ts.
 */
import cluster from 'node:cluster';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { connectDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedDatabase, seedPracticeTkElection } from '../../apps/server/src/db/seed/seed';
import { reportAndCloseOnDisconnect, serveCluster } from '../harness/server';

const WORKERS = Number(process.env.BENCH_WEB_CONCURRENCY ?? 1);
/** The baseline: static JSON, no database, no auth (run.ts measures it). */
export const BASELINE_PATH = '/bench/trivial/';

/**
 * What apps/server/src/main.ts does (config from the environment, migrate, seed, buildApp,
 * listen), plus the bench's baseline route, which must be added before the app is ready and so
 * cannot be added to main.ts's instance from outside.
 */
async function serve(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config);
  if (cluster.isPrimary) {
    await runMigrations(database);
    await seedDatabase(database.db);
    await seedPracticeTkElection(database.db);
  }
  if (WORKERS > 1 && cluster.isPrimary) {
    await database.close();
    return serveCluster(WORKERS);
  }
  const app = await buildApp(config, { database });
  // The baseline: static JSON, no database, no auth. On this instance only, never in the product.
  app.get(BASELINE_PATH, () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  reportAndCloseOnDisconnect(app, database);
}

if (process.env.BENCH_SEAT_SAVE_SERVE === '1') {
  serve().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
