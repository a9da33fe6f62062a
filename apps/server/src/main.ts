import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase, type Database } from './db/client';
import { prepareDatabase } from './db/prepare';
import type { AdminInput } from './db/seed/admin';
import { createReadiness } from './lib/readiness';

function announceFirstAdmin(created: AdminInput | undefined): void {
  if (!created) return;
  // A newcomer gets an admin login, printed once (by the one process that made it).
  console.log(
    `\nEerste beheerder aangemaakt — e-mail: ${created.email}  wachtwoord: ${created.password}\n` +
      '(Dit wachtwoord wordt maar één keer getoond.)\n',
  );
}

/**
 * One serving process. `prepare`: this process migrates, seeds and creates the first admin
 * itself, after it listens, so its readiness check answers 503 meanwhile. Cluster
 * workers skip that: their primary did it before forking them.
 */
async function serve(config: Config, prepare: boolean): Promise<void> {
  const readiness = createReadiness(prepare ? 'migrating' : 'ready');
  const database = await connectDatabase(config);
  const app = await buildApp(config, { database, readiness });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    // Readiness turns 503 first while requests are still served, so the load balancer takes
    // this process out of rotation before the listener closes (docs/production.md).
    readiness.phase = 'draining';
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    force.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      // Stops accepting connections, closes idle keep-alive ones, lets in-flight requests end.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (prepare) {
    announceFirstAdmin(await prepareDatabase(database));
    if (readiness.phase === 'migrating') readiness.phase = 'ready';
  }
}

/**
 * WEB_CONCURRENCY > 1: the primary prepares the database once, then forks the workers, which
 * share the port (node:cluster hands out connections) and only serve (decision 026).
 */
async function primary(config: Config): Promise<void> {
  if (!config.redisUrl) {
    // Without Redis each worker counts the rate limits on its own (docs/production.md).
    console.warn(
      `WEB_CONCURRENCY=${config.webConcurrency} without REDIS_URL: each worker keeps its own ` +
        'rate-limit counters, so a burst may get that many times the limit. Set REDIS_URL.',
    );
  }
  const database: Database = await connectDatabase(config);
  try {
    announceFirstAdmin(await prepareDatabase(database));
  } finally {
    await database.close();
  }
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < config.webConcurrency; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A crashed worker is replaced; the others keep serving meanwhile.
    console.error(`worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Every worker drains on its own (see serve); the primary waits for them all.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (cluster.isWorker) return serve(config, false);
  // PGlite is one process's embedded database: it cannot be shared by workers.
  if (config.webConcurrency > 1 && config.databaseUrl) return primary(config);
  return serve(config, true);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
