import { fork, type ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type { Database } from '../../apps/server/src/db/client';
import { bundleServer } from '../server-bundle';

/*
 * The benches' server side: the real server in a child process, bundled as production runs it
 * (server-bundle.ts), talked to over IPC, and access tokens signed as the server signs them.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Extra node flags for the server process only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
 * (NODE_OPTIONS does not accept --cpu-prof).
 */
export const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '')
  .split(/\s+/)
  .filter(Boolean);

/** The environment of a production server on `databaseUrl`, without Redis (events over PostgreSQL). */
export function productionEnv(databaseUrl: string, jwtSecret: string, dataDir: string) {
  const { REDIS_URL: _ignored, ...env } = process.env;
  return {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    // Production refuses to start without these (config.ts); the benches send no mail.
    PUBLIC_URL: 'https://bench.invalid',
    SMTP_URL: 'smtp://127.0.0.1:25',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
  };
}

/**
 * Bundles `entry` and runs it in a child process with `args`; resolves once it sends its port
 * (`{ port }`, its first IPC message).
 */
export async function startServer(
  entry: string,
  env: NodeJS.ProcessEnv,
  { args = [] as string[], execArgv = [] as string[] } = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(await bundleServer(entry), args, {
    cwd: REPO_ROOT,
    env,
    execArgv: [...execArgv, ...SERVER_NODE_ARGS],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, port: (ready as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
  });
}

/** Sends `message` to a child and resolves with its next message. */
export function ask<T>(child: ChildProcess, message: unknown): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message as object);
  });
}

/** Disconnects a child (a server closes on it) and waits for it to exit. */
export async function stopChild(child: ChildProcess | undefined, farewell?: object): Promise<void> {
  if (!child?.connected) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (farewell) child.send(farewell);
  else child.disconnect();
  await exited;
}

/** In the server child: tells the parent the port, and closes everything when it goes. */
export function reportAndCloseOnDisconnect(app: FastifyInstance, database: Database): void {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.send!({ port: address.port });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

/** `workers` node:cluster workers on one shared port, as main.ts runs WEB_CONCURRENCY. */
export async function serveCluster(workers: number): Promise<void> {
  const forked = Array.from({ length: workers }, () => cluster.fork());
  const ready = await Promise.all(
    forked.map(
      (worker) => new Promise<{ port: number }>((resolve) => worker.once('message', resolve)),
    ),
  );
  if (new Set(ready.map((r) => r.port)).size !== 1) throw new Error('workers on different ports');
  process.send!(ready[0]);
  process.on('disconnect', () => {
    for (const worker of forked) worker.disconnect();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
}

/**
 * An access token exactly as plugins/auth.ts signs it: HS256, typ access, ver = the user's
 * token_version (0 for bench players), sub = the user id, 15 minutes.
 */
export function signAccessToken(secret: string, userId: number, tokenVersion = 0): Promise<string> {
  return new SignJWT({ typ: 'access', ver: tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode(secret));
}
