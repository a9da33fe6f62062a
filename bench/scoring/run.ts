/*
 * Scoring benchmark (bench/README.md#scoring): calculate-scores for players with complete
 * predictions, generated set-based, against (a) ONE query that reads all their prediction rows
 * into this process, with (a') the same rows scanned inside the database for reference. Budget:
 * (b)/(a) ≤ 3×, judged on the slower of two runs (inserts, then updates); exit 1 on FAIL or
 * when a player was not scored.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/scoring/run.ts [--players 100000]
 *   npx tsx bench/scoring/run.ts --engine pglite [--players 10000] [--on-disk]
 *
 * On PostgreSQL (the default engine) it creates a fresh database next to DATABASE_URL; with
 * `--engine pglite` it opens a PGlite database of its own through connectPglite (in memory, as
 * the tests do, or with --on-disk in a temporary data directory), with 10,000 players by
 * default. It migrates and seeds that database and generates election night's data set-based
 * (bench/harness/players.ts). Then it times, on a warm cache:
 *   (a) the budget's baseline: ONE query that reads every prediction row of those players
 *       (predictions, seat rows, turnout rows, biggest-party rows) into this process;
 *   (a') the in-database pass: the same rows scanned inside the database, only a checksum sent
 *       back — the floor any scoring of these rows is measured against;
 *   (b) a full calculation through the real service (calculateScores, full): run 1 inserts
 *       every score, run 2 updates every score;
 *   (c) one section: each kind of election-night change (one region's turnout, one region's
 *       biggest party, the seats, the national turnout, the first municipality) followed by
 *       the recalculation the server runs by itself, which recomputes that section only; a
 *       full calculation afterwards must find the same scores.
 * It prints `scoring: full <x>× the in-database pass, one section <y>× (N players)` (x the
 * slower full run, y the slowest section), the budget ((b)/(a) ≤ 3) and the targets
 * (full ≤ 2×, one section ≤ 1× the pass), the database's size and this process's peak memory,
 * and exits 1 when one fails or a player was not scored. See bench/README.md.
 */
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
import { calculateScores } from '../../apps/server/src/modules/scoring/scoring.service';
import type { Section } from '../../apps/server/src/modules/scoring/scoring.sql';
import { createBenchDatabase, loadAverage, MB, timed } from '../harness/database';
import { generatePlayers } from '../harness/players';

const BUDGET_RATIO = 3;
/** The targets against the in-database pass (a'): a full calculation, and one section. */
const FULL_TARGET = 2;
const SECTION_TARGET = 1;

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
  /** The database's size on disk, as PostgreSQL prints it. */
  size(): Promise<string>;
  dispose(): Promise<void>;
}

async function openPostgres(): Promise<BenchDatabase> {
  const created = await createBenchDatabase(ADMIN_URL!, 'scoring');
  const database = connectPostgres(created.url, 4);
  return {
    database,
    describe: `PostgreSQL (${created.name})`,
    readAll: (electionId) => readAllPredictionRows(created.url, electionId),
    async size() {
      const result = await database.db.execute<{ size: string }>(
        sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
      );
      return result.rows[0]!.size;
    },
    async dispose() {
      await database.close();
      await created.drop();
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
    size: async () => (dir ? 'on disk, see the data directory' : 'in memory'),
    async dispose() {
      await database.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Election night's changes, one section each, as results entry makes them. */
const CHANGES: [label: string, section: Section, change: (e: number) => ReturnType<typeof sql>][] =
  [
    [
      'one region’s turnout',
      'turnout',
      (e) => sql`update turnout_results set turnout_tenths = (turnout_tenths + 7) % 1000
      where election_id = ${e} and municipality_id = (
        select min(municipality_id) from turnout_results where election_id = ${e})`,
    ],
    [
      'one region’s biggest party',
      'biggest_party',
      (e) => sql`update biggest_party_results set party_id = (
        select id from parties where election_id = ${e} and id <> biggest_party_results.party_id
        order by list_number limit 1)
      where election_id = ${e} and municipality_id = (
        select max(municipality_id) from biggest_party_results where election_id = ${e})`,
    ],
    [
      'the seats',
      'seats',
      // One seat from the biggest party to the second biggest.
      (e) => sql`with ranked as (
        select party_id, row_number() over (order by seats desc, party_id) as place
        from seat_results where election_id = ${e})
      update seat_results set seats = seats + case ranked.place when 1 then -1 else 1 end
      from ranked
      where seat_results.election_id = ${e} and seat_results.party_id = ranked.party_id
        and ranked.place <= 2`,
    ],
    [
      'the national turnout',
      'country',
      (e) =>
        sql`update elections set country_turnout_tenths = country_turnout_tenths + 3 where id = ${e}`,
    ],
    [
      'the first municipality',
      'first',
      (e) => sql`update elections set first_counted_municipality_id = (
        select max(municipality_id) from election_first_count_candidates where election_id = ${e})
      where id = ${e}`,
    ],
  ];

async function main(): Promise<void> {
  const bench = ENGINE === 'pglite' ? await openPglite() : await openPostgres();
  const { database } = bench;
  const db = database.db;
  console.log(`Engine: ${bench.describe}. Load average before: ${loadAverage()}.`);
  let failed = false;
  try {
    await runMigrations(database);
    await seedDatabase(db);
    await seedPracticeTkElection(db);
    const generated = await timed('generating, in all', () => generatePlayers(database, PLAYERS));
    const electionId = generated.value;

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
    console.log("In-database pass (a'): the same rows scanned inside the database only");
    const scans: number[] = [];
    for (let run = 1; run <= 2; run += 1) {
      scans.push((await timed(`run ${run}`, () => scanAllPredictionRows(database, electionId))).ms);
    }
    const scan = Math.min(...scans);

    console.log(
      `\nFull calculation (b): the real service, one transaction (load ${loadAverage()})`,
    );
    const first = await timed('run 1 (inserts every score)', () =>
      calculateScores(db, electionId, { full: true }),
    );
    const second = await timed('run 2 (updates every score)', () =>
      calculateScores(db, electionId, { full: true }),
    );
    const checksum = async () =>
      (
        await db.execute<{ n: number; total: string; previous: string }>(sql`
          select count(*)::int as n, sum(total_points)::text as total,
            sum(coalesce(previous_rank, 0))::text as previous
          from scores where election_id = ${electionId}`)
      ).rows[0]!;
    const stored = await checksum();
    console.log(`  ${first.value.message} Scores stored: ${stored.n.toLocaleString('en')}`);
    if (first.value.players_scored !== PLAYERS || stored.n !== PLAYERS) {
      console.error('  FAIL: not every player was scored');
      failed = true;
    }

    console.log(
      `\nOne section (c): a results change, then the server's recalculation (load ${loadAverage()})`,
    );
    const sectionTimes: number[] = [];
    for (const [label, section, change] of CHANGES) {
      await db.execute(change(electionId));
      await db.execute(
        sql`update elections set results_updated_at = clock_timestamp() where id = ${electionId}`,
      );
      const run = await timed(label, () => calculateScores(db, electionId));
      sectionTimes.push(run.ms);
      if (run.value.sections.join() !== section) {
        console.error(`  FAIL: recomputed ${run.value.sections.join(', ')}, not ${section} alone`);
        failed = true;
      }
    }
    const afterSections = await checksum();
    await timed('a full calculation of the same state, to compare', () =>
      calculateScores(db, electionId, { full: true }),
    );
    const sameAsFull = JSON.stringify(await checksum()) === JSON.stringify(afterSections);
    console.log(`  the full calculation found the same totals and previous ranks: ${sameAsFull}`);
    if (!sameAsFull) failed = true;

    const full = Math.max(first.ms, second.ms);
    const section = Math.max(...sectionTimes);
    const x = full / scan;
    const y = section / scan;
    console.log('\nResult');
    console.log(`  engine:                  ${bench.describe}`);
    console.log(`  players:                 ${PLAYERS.toLocaleString('en')}`);
    console.log(`  generating the data:     ${(generated.ms / 1000).toFixed(1)} s`);
    console.log(`  database size:           ${await bench.size()}`);
    console.log(
      `  this process, peak RSS:  ${((process.resourceUsage().maxRSS * 1024) / MB).toFixed(0)} MB`,
    );
    console.log(`  (a) read all rows:       ${(baseline / 1000).toFixed(2)} s`);
    console.log(`  (a') in-database pass:   ${(scan / 1000).toFixed(2)} s`);
    console.log(
      `  (b) full calculation:    ${(first.ms / 1000).toFixed(2)} s (run 1), ${(second.ms / 1000).toFixed(2)} s (run 2)`,
    );
    console.log(
      `  (c) one section:         ${CHANGES.map(([label], i) => `${label} ${(sectionTimes[i]! / 1000).toFixed(2)} s`).join(', ')}`,
    );
    const budget = full / baseline;
    const pass = budget <= BUDGET_RATIO;
    console.log(
      `  budget (bench/README.md):      (b)/(a) ≤ ${BUDGET_RATIO}× → ${pass ? 'PASS' : 'FAIL'} (${budget.toFixed(2)}×, slower run)`,
    );
    const targets = x <= FULL_TARGET && y <= SECTION_TARGET;
    console.log(
      `  targets:                 full ≤ ${FULL_TARGET}×, one section ≤ ${SECTION_TARGET}× the pass → ${targets ? 'PASS' : 'FAIL'}`,
    );
    console.log(`  load average after:      ${loadAverage()}`);
    console.log(
      `\nscoring: full ${x.toFixed(2)}× the in-database pass, one section ${y.toFixed(2)}× (${PLAYERS.toLocaleString('en')} players)`,
    );
    if (!pass || !targets) failed = true;
  } finally {
    await bench.dispose();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
