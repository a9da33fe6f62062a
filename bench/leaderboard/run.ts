/**
 * A diagnostic, no longer a budget (bench/README.md#leaderboard): a leaderboard page's
 * requests/second under 100 connections against a trivial JSON route of the same server, with
 * 100,000 scored players on PostgreSQL; rounds of (trivial, page, compressed page) back to back,
 * the median ratio reported, as the machine's load drifts within a minute.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/leaderboard/run.ts
 *
 * Options (env): BENCH_PLAYERS, BENCH_DURATION_S, BENCH_CONNECTIONS, BENCH_ROUNDS,
 * BENCH_SERVER_NODE_ARGS, BENCH_WEB_CONCURRENCY ("1,2" measures one worker count after another).
 */
import { fork, type ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { LeaderboardQuerySchema } from '@zetelpoule/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { connectPostgres } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedDatabase, seedPracticeTkElection } from '../../apps/server/src/db/seed/seed';
import { bundleServer } from '../server-bundle';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PAGE_SIZE = 50;
const BUDGET_RATIO = 0.8;
// A list (e.g. "1,2") measures one server after the other and reports the gain of each count
// over the first; the child gets its own count.
const WORKER_COUNTS = (process.env.BENCH_WEB_CONCURRENCY ?? '1').split(',').map(Number);
const WORKERS = WORKER_COUNTS[0]!;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Extra node flags for the server process only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
// (NODE_OPTIONS does not accept --cpu-prof).
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

interface ServerReady {
  port: number;
  token: string;
}

/* ---------- child: the real app on a free port ---------- */

async function serve(databaseUrl: string, jwtSecret: string): Promise<void> {
  if (WORKERS > 1 && cluster.isPrimary) return servePrimary();
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    // Production refuses to start without these (config.ts); the bench sends no mail.
    PUBLIC_URL: 'https://bench.invalid',
    SMTP_URL: 'smtp://127.0.0.1:25',
    DATA_DIR: '/tmp/zetelpoule-bench',
  });
  const app = await buildApp({ ...config, jwtSecret: config.jwtSecret! }, { logger: false });
  // The baseline: static JSON, no database, no auth. Registered on this instance only, never in
  // the product.
  app.get('/bench/trivial/', () => ({ status: 'ok' }));
  // Diagnostic: the same static JSON behind the product's auth guard (JWT check plus the
  // per-request user lookup), to show how much of a guarded route's cost is the guard.
  app.get('/bench/trivial-auth/', { preHandler: app.requireUser }, () => ({ status: 'ok' }));
  // Diagnostic: the bytes of one leaderboard page, static, no auth: what a page would cost if
  // everything but sending its ~7 KB were free (the ceiling of the ratio on this machine).
  let pageBytes: Buffer = Buffer.alloc(0);
  const sendPageBytes = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('application/json; charset=utf-8').send(pageBytes);
  app.get('/bench/static-page/', sendPageBytes);
  // Diagnostic: the same bytes behind what the page route does before its lookup: the guard
  // and the query string's validation, as the route validates it. Between this and the page
  // route lies only the page itself (lookup and encoding).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/bench/static-page-guarded/',
    {
      onRequest: app.requireUser,
      schema: { querystring: LeaderboardQuerySchema },
    },
    sendPageBytes,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  // A player from the middle of the pool views the leaderboard.
  const [row] = (
    await app.db.execute<{ id: number }>(
      sql`select id from users where username = ${`bench_${Math.floor(PLAYERS / 2)}`}`,
    )
  ).rows;
  const ready: ServerReady = { port: address.port, token: await app.signAccessToken(row!.id) };
  pageBytes = (
    await app.inject({
      url: `/api/auth/league/global/?page=2&page_size=${PAGE_SIZE}`,
      headers: { authorization: `Bearer ${ready.token}` },
    })
  ).rawPayload;
  process.send!(ready);
  process.on('disconnect', () => {
    void app.close().then(() => process.exit(0));
  });
}

/** BENCH_WEB_CONCURRENCY > 1: workers on one shared port (node:cluster), as main.ts runs them. */
async function servePrimary(): Promise<void> {
  const workers = Array.from({ length: WORKERS }, () => cluster.fork());
  const ready = await Promise.all(
    workers.map((worker) => new Promise<ServerReady>((resolve) => worker.once('message', resolve))),
  );
  if (new Set(ready.map((r) => r.port)).size !== 1) throw new Error('workers on different ports');
  process.send!(ready[0]);
  process.on('disconnect', () => {
    for (const worker of workers) worker.disconnect();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
}

/* ---------- parent: database, load, report ---------- */

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `zp_bench_leaderboard_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** 100,000 players, each with a prediction and a score (many ties), in three statements. */
async function fill(url: string): Promise<void> {
  const database = connectPostgres(url, 2);
  try {
    await runMigrations(database);
    await seedDatabase(database.db);
    // Its deadline yesterday: players see points only once predictions are closed
    // (docs/decisions/050-results-before-the-deadline.md).
    await seedPracticeTkElection(database.db, new Date(), -1);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        `insert into users (email, email_key, username, first_name, last_name, is_email_verified)
         select 'bench_' || g || '@example.nl', 'bench_' || g || '@example.nl', 'bench_' || g,
                case when g % 3 = 0 then '' else 'Speler' end, case when g % 3 = 0 then '' else g::text end, true
         from generate_series(1, $1::int) g`,
        [PLAYERS],
      );
      await client.query(
        `insert into predictions (user_id, election_id)
         select u.id, e.id from users u cross join elections e
         where e.is_active and u.username like 'bench\\_%'`,
      );
      // Points from -30 to 219, spread by a multiplicative hash: about 400 players share each.
      await client.query(
        `insert into scores (user_id, election_id, total_points)
         select p.user_id, p.election_id, ((p.user_id::bigint * 7919) % 250)::int - 30
         from predictions p`,
      );
      await client.query('analyze');
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

async function startServer(
  databaseUrl: string,
  workers: number,
): Promise<{ child: ChildProcess; ready: ServerReady }> {
  const jwtSecret = randomBytes(32).toString('hex');
  // The server runs bundled, as in production (server-bundle.ts).
  const bundle = await bundleServer(fileURLToPath(import.meta.url));
  const child = fork(bundle, ['--serve', databaseUrl, jwtSecret], {
    env: { ...process.env, BENCH_WEB_CONCURRENCY: String(workers) },
    execArgv: SERVER_NODE_ARGS,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as ServerReady }));
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
  });
}

interface Measured {
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(
  port: number,
  token: string | undefined,
  path: () => string,
  durationS: number,
  headers: Record<string, string> = {},
): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: durationS,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
  });
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

interface ServerResult {
  workers: number;
  ok: boolean;
  trivialReqPerSec: number;
  leaderboardReqPerSec: number;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Starts the server with `workers` processes, measures it in rounds, prints, stops it. */
async function measureServer(databaseUrl: string, workers: number): Promise<ServerResult> {
  const started = await startServer(databaseUrl, workers);
  const child = started.child;
  try {
    const { port, token } = started.ready;

    const pages = Math.ceil(PLAYERS / PAGE_SIZE);
    const pageQuery = () => `?page=${1 + Math.floor(Math.random() * pages)}&page_size=${PAGE_SIZE}`;
    const leaderboardPath = () => `/api/auth/league/global/${pageQuery()}`;
    const trivialPath = () => '/bench/trivial/';

    // A correctness check and the first (cold) build of the ranked pool.
    const cold = Date.now();
    const probe = await fetch(`http://127.0.0.1:${port}/api/auth/league/global/?page=${pages}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await probe.json()) as { count: number; results: unknown[] };
    if (probe.status !== 200 || body.count !== PLAYERS) {
      throw new Error(`unexpected leaderboard answer ${probe.status}: ${JSON.stringify(body)}`);
    }
    console.log(`first leaderboard page (ranks the whole pool): ${Date.now() - cold} ms`);

    // Warm both routes up (JIT, connection pool), then measure each for the full duration.
    const compressedHeaders = { 'accept-encoding': 'br, gzip' };
    await load(port, undefined, trivialPath, 2);
    await load(port, token, leaderboardPath, 2);
    await load(port, token, leaderboardPath, 2, compressedHeaders);
    const loadBefore = loadavg()[0]!;
    const rounds: { trivial: Measured; leaderboard: Measured; compressed: Measured }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      rounds.push({
        trivial: await load(port, undefined, trivialPath, DURATION_S),
        leaderboard: await load(port, token, leaderboardPath, DURATION_S),
        compressed: await load(port, token, leaderboardPath, DURATION_S, compressedHeaders),
      });
    }
    const guarded = await load(port, token, () => '/bench/trivial-auth/', DURATION_S);
    const staticPage = await load(port, undefined, () => '/bench/static-page/', DURATION_S);
    const guardedPage = await load(
      port,
      token,
      () => `/bench/static-page-guarded/${pageQuery()}`,
      DURATION_S,
    );
    const trivialAfter = await load(port, undefined, trivialPath, DURATION_S);

    const row = (name: string, m: Measured, base: Measured) =>
      `  ${name.padEnd(40)} ${m.reqPerSec.toFixed(0).padStart(7)} req/s  p99 ${String(m.p99Ms).padStart(4)} ms` +
      `  (${(m.reqPerSec / base.reqPerSec).toFixed(2)}× req/s, ${(m.p99Ms / base.p99Ms).toFixed(1)}× p99)` +
      `${m.non2xx + m.errors > 0 ? `  FAILED ${m.non2xx + m.errors}` : ''}`;
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s per measurement, ${PLAYERS} players, ` +
        `${workers} server process(es); load average ${loadBefore.toFixed(1)} before, ` +
        `${loadavg()[0]!.toFixed(1)} after`,
    );
    rounds.forEach((r, i) => {
      console.log(`round ${i + 1}`);
      console.log(row('GET /bench/trivial/ (static JSON)', r.trivial, r.trivial));
      console.log(row(`GET leaderboard, page_size=${PAGE_SIZE}`, r.leaderboard, r.trivial));
      console.log(row('  the same, accept-encoding: br, gzip', r.compressed, r.trivial));
    });
    console.log('diagnostic (against the trivial route measured right after it)');
    console.log(row('GET /bench/trivial-auth/ (auth guard)', guarded, trivialAfter));
    console.log(row("GET /bench/static-page/ (a page's bytes)", staticPage, trivialAfter));
    console.log(row('  the same behind guard and query check', guardedPage, trivialAfter));
    console.log(row('GET /bench/trivial/ (static JSON)', trivialAfter, trivialAfter));
    const ratio = median(rounds.map((r) => r.leaderboard.reqPerSec / r.trivial.reqPerSec));
    const compressedRatio = median(rounds.map((r) => r.compressed.reqPerSec / r.trivial.reqPerSec));
    const failed = rounds.some((r) => r.leaderboard.non2xx + r.leaderboard.errors > 0);
    const ok = ratio >= BUDGET_RATIO && !failed;
    console.log(
      `median ratio ${ratio.toFixed(2)} (budget ≥ ${BUDGET_RATIO}): ${ok ? 'within budget' : 'OVER BUDGET'}; ` +
        `compressed (not budgeted) ${compressedRatio.toFixed(2)}`,
    );
    return {
      workers,
      ok,
      trivialReqPerSec: median(rounds.map((r) => r.trivial.reqPerSec)),
      leaderboardReqPerSec: median(rounds.map((r) => r.leaderboard.reqPerSec)),
    };
  } finally {
    if (child.connected) {
      const exited = new Promise((r) => child.once('exit', r));
      child.disconnect();
      await exited;
    }
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('DATABASE_URL is required (PostgreSQL; the bench creates and drops a database).');
    process.exit(1);
  }
  const database = await createDatabase(adminUrl);
  try {
    const filled = Date.now();
    await fill(database.url);
    console.log(`${PLAYERS} scored players inserted in ${Date.now() - filled} ms`);
    const results: ServerResult[] = [];
    for (const workers of WORKER_COUNTS) results.push(await measureServer(database.url, workers));
    const [first] = results;
    for (const r of results.slice(1)) {
      // Reported, not budgeted: the load generator shares the same cores.
      console.log(
        `${r.workers} worker(s) over ${first!.workers}: trivial route ` +
          `${(r.trivialReqPerSec / first!.trivialReqPerSec).toFixed(2)}×, leaderboard ` +
          `${(r.leaderboardReqPerSec / first!.leaderboardReqPerSec).toFixed(2)}× the requests/second ` +
          `(medians of the rounds; separate runs, so the machine's drift is in it too)`,
      );
    }
    // The budget is judged on the first server measured.
    process.exitCode = first!.ok ? 0 : 1;
  } finally {
    await database.drop();
  }
}

if (process.argv[2] === '--serve') {
  serve(process.argv[3]!, process.argv[4]!).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
