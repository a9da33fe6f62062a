import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { ensureFirstAdmin } from './db/seed/admin';

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

  const database = await connectDatabase(config);
  await runMigrations(database);
  await seedDatabase(database.db);
  if (database.kind === 'pglite') {
    // DESIGN §3: a newcomer on the embedded database gets an admin login, printed once.
    const created = await ensureFirstAdmin(database.db);
    if (created) {
      console.log(
        `\nEerste beheerder aangemaakt — e-mail: ${created.email}  wachtwoord: ${created.password}\n` +
          '(Dit wachtwoord wordt maar één keer getoond.)\n',
      );
    }
  }

  const app = await buildApp(config, { database });
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // Stops accepting connections and lets in-flight requests finish.
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
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
