import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the database to routes and closes it when the app closes. */
async function databasePlugin(
  app: FastifyInstance,
  opts: { database: Database; ownsDatabase: boolean },
) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.ownsDatabase) app.addHook('onClose', () => opts.database.close());
}

export default fp(databasePlugin, { name: 'database' });
