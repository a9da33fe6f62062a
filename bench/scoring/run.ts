/*
 * Scoring benchmark (bench/README.md#scoring): calculate-scores for players with complete
 * predictions, generated set-based, against (a) ONE query that reads all their prediction rows
 * into this process, with (a') the same rows scanned inside the database for reference. Budget:
 * (b)/(a) ≤ 3×, judged on the slower of two runs (inserts, then updates); exit 1 on FAIL or
 * when a player was not scored.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/scoring/run.ts [--players 100000]
 *   npx tsx bench/scoring/run.ts --engine pglite [--players 10000] [--on-disk]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectPglite, connectPostgres, type Database } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedDatabase, seedPracticeTkElection } from '../../apps/server/src/db/seed/seed';
import { findActiveElection } from '../../apps/server/src/modules/elections/elections.repo';
import { calculateScores } from '../../apps/server/src/modules/scoring/scoring.service';

const BUDGET_RATIO = 3;

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    players: { type: 'string' },
    'on-disk': { type: 'boolean', default: false },
  },
});
const ENGINE = args.engine;
if (ENGINE !== 'postgres' && ENGINE !== 'pglite') {
  console.error(`--engine must be postgres or pglite, got ${ENGINE}`);
  process.exit(2);
}
const PLAYERS = Number(args.players ?? (ENGINE === 'pglite' ? 10_000 : 100_000));
if (!Number.isSafeInteger(PLAYERS) || PLAYERS < 1) {
  console.error(`--players must be a positive whole number, got ${args.players}`);
  process.exit(2);
}
if (args['on-disk'] && ENGINE !== 'pglite') {
  console.error('--on-disk applies to --engine pglite only.');
  process.exit(2);
}
const ADMIN_URL = process.env.DATABASE_URL;
if (ENGINE === 'postgres' && !ADMIN_URL) {
  console.error('DATABASE_URL is required (PostgreSQL); see bench/README.md.');
  process.exit(2);
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  const ms = performance.now() - start;
  console.log(`  ${label}: ${(ms / 1000).toFixed(2)} s`);
  return { ms, value };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Players, predictions and results, set-based. Returns the active election's id. */
async function generate(database: Database): Promise<number> {
  const electionId = await database.db.transaction(async (tx) => {
    // Bulk load: the generated rows are consistent by construction, so skip the per-row
    // foreign-key triggers for this transaction only (15 million seat rows would spend most
    // of their time in them). Needs a superuser, as the local bench database has.
    await tx.execute(sql`set local session_replication_role = replica`);
    return generateRows(tx as unknown as Database['db']);
  });
  await timed('vacuum analyze', () => database.db.execute(sql`vacuum analyze`));
  return electionId;
}

async function generateRows(db: Database['db']): Promise<number> {
  const election = await findActiveElection(db);
  if (!election) throw new Error('the seed made no active election');
  const e = election.id;

  // The TK2025 seat distribution over the active election's parties (same list numbers):
  // an array of 150 party ids, party k appearing as often as it won seats. A player's seat s
  // goes to the entry a hash of (player, seat) points at, so every player's counts differ but
  // follow the real distribution (big parties get many seats, small ones few or none).
  await db.execute(sql`
    create temporary table bench_seat_pool on commit drop as
    select row_number() over () - 1 as slot, ap.id as party_id
    from parties ap
    join parties hp on hp.list_number = ap.list_number
    join elections he on he.id = hp.election_id and he.seed_key = 'tk2025'
    join seat_results sr on sr.party_id = hp.id
    cross join lateral generate_series(1, sr.seats)
    where ap.election_id = ${e}`);
  const [pool] = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from bench_seat_pool`)
  ).rows;
  const poolSize = pool!.n;

  console.log(`Generating ${PLAYERS.toLocaleString('en')} players with complete predictions…`);
  await timed('users', () =>
    db.execute(sql`
      insert into users (email, email_key, username, first_name, last_name, is_email_verified)
      select 'bench' || g || '@example.nl', 'bench' || g || '@example.nl', 'bench' || g, 'Bench', 'Speler ' || g, true
      from generate_series(1, ${PLAYERS}) g`),
  );
  await timed('predictions', () =>
    db.execute(sql`
      with parties_of as (
        select array_agg(id order by list_number) as ids from parties where election_id = ${e}),
      candidates as (
        select array_agg(municipality_id order by municipality_id) as ids
        from election_first_count_candidates where election_id = ${e})
      insert into predictions (user_id, election_id, first_municipality_id,
                               country_turnout_tenths, captain_party_id)
      select u.id, ${e},
             c.ids[1 + u.id % 3],
             700 + (u.id * 37) % 200,
             p.ids[1 + (u.id * 7) % 5]
      from users u, parties_of p, candidates c
      where u.email like 'bench%@example.nl'`),
  );
  await timed(`seat rows (${(PLAYERS * election.seatCount).toLocaleString('en')})`, () =>
    db.execute(sql`
      insert into seat_predictions (prediction_id, seat_number, party_id)
      select p.id, s, pool.party_id
      from predictions p
      cross join generate_series(0, ${election.seatCount - 1}) s
      join bench_seat_pool pool
        on pool.slot = (p.id::bigint * 2654435761 + s * 40503 + (s * s) % 97) % ${poolSize}
      where p.election_id = ${e}`),
  );
  await timed('turnout rows', () =>
    db.execute(sql`
      insert into turnout_predictions (prediction_id, municipality_id, turnout_tenths)
      select p.id, em.municipality_id, 550 + (p.id * 13 + em.municipality_id * 7) % 350
      from predictions p
      join election_municipalities em on em.election_id = p.election_id
      where p.election_id = ${e}`),
  );
  await timed('biggest-party rows', () =>
    db.execute(sql`
      with parties_of as (
        select array_agg(id order by list_number) as ids from parties where election_id = ${e})
      insert into biggest_party_predictions (prediction_id, municipality_id, party_id)
      select p.id, em.municipality_id, po.ids[1 + (p.id + em.municipality_id) % 6]
      from predictions p
      join election_municipalities em on em.election_id = p.election_id
      cross join parties_of po
      where p.election_id = ${e}`),
  );

  // The official results: TK2025's seats, and a value for every other section.
  await db.execute(sql`
    insert into seat_results (election_id, party_id, seats)
    select ${e}, ap.id, coalesce(sr.seats, 0)
    from parties ap
    left join parties hp on hp.list_number = ap.list_number
      and hp.election_id = (select id from elections where seed_key = 'tk2025')
    left join seat_results sr on sr.party_id = hp.id
    where ap.election_id = ${e}`);
  await db.execute(sql`
    insert into turnout_results (election_id, municipality_id, turnout_tenths)
    select ${e}, municipality_id, 700 + municipality_id % 200
    from election_municipalities where election_id = ${e}`);
  await db.execute(sql`
    insert into biggest_party_results (election_id, municipality_id, party_id)
    select ${e}, em.municipality_id,
           (select id from parties where election_id = ${e} order by list_number
            offset em.municipality_id % 3 limit 1)
    from election_municipalities em where em.election_id = ${e}`);
  await db.execute(sql`
    update elections set country_turnout_tenths = 783,
      first_counted_municipality_id = (
        select min(municipality_id) from election_first_count_candidates where election_id = ${e})
    where id = ${e}`);
  return e;
}

/** Every prediction row of the election's players: the prediction itself and its answers. */
const ALL_PREDICTION_ROWS = `
  select p.id, p.captain_party_id, p.country_turnout_tenths, p.first_municipality_id
  from predictions p where p.election_id = $1
  union all
  select sp.prediction_id, sp.seat_number, sp.party_id, null
  from seat_predictions sp join predictions p on p.id = sp.prediction_id
  where p.election_id = $1
  union all
  select t.prediction_id, t.municipality_id, t.turnout_tenths, null
  from turnout_predictions t join predictions p on p.id = t.prediction_id
  where p.election_id = $1
  union all
  select b.prediction_id, b.municipality_id, b.party_id, null
  from biggest_party_predictions b join predictions p on p.id = b.prediction_id
  where p.election_id = $1`;

/**
 * (a) The budget's baseline: that ONE query, its rows read by this process as they arrive
 * (array rows, the fastest way node-postgres reads; none kept, so memory stays flat).
 */
async function readAllPredictionRows(url: string, electionId: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await new Promise<number>((resolve, reject) => {
      let rows = 0;
      const config: pg.QueryArrayConfig<number[]> = {
        text: ALL_PREDICTION_ROWS,
        values: [electionId],
        rowMode: 'array',
      };
      const query = new pg.Query(config);
      query.on('row', () => {
        rows += 1;
      });
      query.on('end', () => resolve(rows));
      query.on('error', reject);
      void client.query(query);
    });
  } finally {
    await client.end();
  }
}

/**
 * (a) on PGlite: the same ONE query through the PGlite instance behind the app's handle, rows
 * as arrays. PGlite has no streaming: it hands over the whole result at once, so this is the
 * time to run the query and materialise every row in this process.
 */
async function readAllPredictionRowsPglite(
  database: Database,
  electionId: number,
): Promise<number> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const result = await client.query(ALL_PREDICTION_ROWS, [electionId], { rowMode: 'array' });
  return result.rows.length;
}

/**
 * (a') For reference only: the same rows read inside the database, only a checksum shipped —
 * the cost of touching every row with nothing sent to the application.
 */
async function scanAllPredictionRows(database: Database, electionId: number): Promise<void> {
  await database.db.execute(
    sql.raw(
      `select count(*), sum(id) from (${ALL_PREDICTION_ROWS.replaceAll('$1', String(electionId))}) all_rows`,
    ),
  );
}

interface BenchDatabase {
  database: Database;
  describe: string;
  /** (a) for this engine. */
  readAll(electionId: number): Promise<number>;
  dispose(): Promise<void>;
}

async function openPostgres(): Promise<BenchDatabase> {
  const name = `zp_bench_scoring_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${name}`;
  await adminQuery(`create database ${name}`);
  const database = connectPostgres(url.toString(), 4);
  return {
    database,
    describe: `PostgreSQL (${name})`,
    readAll: (electionId) => readAllPredictionRows(url.toString(), electionId),
    async dispose() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function openPglite(): Promise<BenchDatabase> {
  const dir = args['on-disk'] ? mkdtempSync(path.join(tmpdir(), 'zp-bench-scoring-')) : undefined;
  const database = await connectPglite(dir ? path.join(dir, 'pglite') : undefined);
  return {
    database,
    describe: dir ? `PGlite, data directory ${dir}` : 'PGlite, in memory',
    readAll: (electionId) => readAllPredictionRowsPglite(database, electionId),
    async dispose() {
      await database.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const bench = ENGINE === 'pglite' ? await openPglite() : await openPostgres();
  const { database } = bench;
  console.log(`Engine: ${bench.describe}`);
  let failed = false;
  try {
    await runMigrations(database);
    await seedDatabase(database.db);
    await seedPracticeTkElection(database.db);
    const electionId = await generate(database);

    console.log('\nBaseline (a): one query reading every prediction row into this process');
    await timed('warm-up', () => bench.readAll(electionId));
    const baselines: number[] = [];
    let rowCount = 0;
    for (let run = 1; run <= 2; run += 1) {
      const { ms, value } = await timed(`run ${run}`, () => bench.readAll(electionId));
      baselines.push(ms);
      rowCount = value;
    }
    const baseline = Math.min(...baselines);
    console.log(`  rows read: ${rowCount.toLocaleString('en')}`);
    console.log("Reference (a'): the same rows scanned inside the database only");
    const scans: number[] = [];
    for (let run = 1; run <= 2; run += 1) {
      scans.push((await timed(`run ${run}`, () => scanAllPredictionRows(database, electionId))).ms);
    }
    const scan = Math.min(...scans);

    console.log('\ncalculate-scores (b): the real service, one transaction');
    const first = await timed('run 1 (inserts every score)', () =>
      calculateScores(database.db, electionId),
    );
    const second = await timed('run 2 (updates every score)', () =>
      calculateScores(database.db, electionId),
    );
    const [check] = (
      await database.db.execute<{ n: number; total: number }>(
        sql`select count(*)::int as n, sum(total_points)::int as total from scores where election_id = ${electionId}`,
      )
    ).rows;
    console.log(`  ${first.value.message} Scores stored: ${check!.n.toLocaleString('en')}`);
    if (first.value.players_scored !== PLAYERS || check!.n !== PLAYERS) {
      console.error('  FAIL: not every player was scored');
      failed = true;
    }

    const worst = Math.max(first.ms, second.ms);
    const ratio = worst / baseline;
    console.log('\nResult');
    console.log(`  engine:                  ${bench.describe}`);
    console.log(`  players:                 ${PLAYERS.toLocaleString('en')}`);
    console.log(`  (a) read all rows:       ${(baseline / 1000).toFixed(2)} s`);
    console.log(`  (a') scan in database:   ${(scan / 1000).toFixed(2)} s (reference)`);
    console.log(
      `  (b) calculate-scores:    ${(first.ms / 1000).toFixed(2)} s (run 1), ${(second.ms / 1000).toFixed(2)} s (run 2)`,
    );
    console.log(
      `  ratio (b)/(a):           ${(first.ms / baseline).toFixed(2)}× (run 1), ${(second.ms / baseline).toFixed(2)}× (run 2)`,
    );
    console.log(
      `  ratio (b)/(a'):          ${(first.ms / scan).toFixed(2)}× (run 1), ${(second.ms / scan).toFixed(2)}× (run 2) (reference)`,
    );
    const pass = ratio <= BUDGET_RATIO;
    console.log(
      `  budget (bench/README.md#budgets):      ≤ ${BUDGET_RATIO}× → ${pass ? 'PASS' : 'FAIL'} (${ratio.toFixed(2)}×, slower run)`,
    );
    if (!pass) failed = true;
  } finally {
    await bench.dispose();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
