/**
 * More than one instance, proven: two built servers (`apps/server/dist/main.js`) on
 * one fresh PostgreSQL database and Redis, behind HAProxy running `deploy/haproxy.cfg`.
 * Everything is checked over HTTP, through the load balancer or straight at one instance:
 *
 * 1. both instances starting at the same moment migrate and seed once and create one admin;
 * 2. the login rate limit is shared: a burst spread over both instances hits 429 at the same
 *    count as one instance alone;
 * 3. a score calculation on instance A reaches instance B's national leaderboard well within
 *    the snapshot window (POOL_TTL_MS), and a logout on A ends the token on B;
 * 4. a rolling restart (SIGTERM, drain, start again; one instance at a time): the draining
 *    instance reports 503 on /api/health/ready/, HAProxy takes it out before it stops
 *    listening, and no request through HAProxy fails meanwhile.
 *
 * Not part of `npm test` (it needs HAProxy, PostgreSQL, Redis and a build): started by
 * `scripts/topology/run.sh`, which installs HAProxy, builds, and runs this file with
 * `node --import tsx`. It creates its database, its processes and its ports itself and
 * removes them on exit; it exits non-zero on the first failed check.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { LOGIN_FAILURES_PER_ADDRESS, RATE_LIMITS } from '../../src/plugins/rate-limit';
import { POOL_TTL_MS } from '../../src/modules/leagues/national-pool';
import { EK_REGIONS } from '../../src/db/seed/ps-reference-data';
import { MUNICIPALITIES } from '../../src/db/seed/reference-data';
import {
  ROOT,
  WORK_DIR,
  DB_NAME,
  POSTGRES_URL,
  REDIS_URL,
  DRAIN_MS,
  FIRST_ADMIN_LINE,
  RUN,
  databaseUrl,
  measured,
  note,
  step,
  sleep,
  freePort,
  processes,
  start,
  killGroup,
  CLIENT_ADDRESS,
  http,
  until,
  startInstance,
  useHaproxyStats,
  haproxyServers,
  waitForHaproxyStatus,
  waitReady,
  query,
  addPlayer,
  type Instance,
  type Answer,
} from './topology.support';

/* ---------- The checks ---------- */

async function main(): Promise<void> {
  const began = Date.now();
  mkdirSync(WORK_DIR, { recursive: true });
  const [lbPort, statsPort, port1, port2] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const lbUrl = `http://127.0.0.1:${lbPort}`;
  const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
  useHaproxyStats(statsUrl);

  step(`fresh database ${DB_NAME}, Redis ${REDIS_URL}`);
  const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await admin.connect();
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();

  step('HAProxy with deploy/haproxy.cfg');
  start('haproxy', 'haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], {
    ...process.env,
    ZP_HTTP_BIND: `127.0.0.1:${lbPort}`,
    ZP_STATS_BIND: `127.0.0.1:${statsPort}`,
    ZP_ADMIN_SOCKET: path.join(WORK_DIR, 'haproxy.sock'),
    ZP_MAXCONN: '2000',
    ZP_APP1: `127.0.0.1:${port1}`,
    ZP_APP2: `127.0.0.1:${port2}`,
  });
  await until(
    'HAProxy stats',
    async () => ((await haproxyServers()).size === 2 ? 1 : undefined),
    15_000,
  );
  note(`HAProxy on ${lbUrl}, stats ${statsUrl}; this check's requests come from ${CLIENT_ADDRESS}`);

  // Production settings (dummy but valid): NODE_ENV=production refuses to start without them.
  const common: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'https://zetelpoule.test',
    SMTP_URL: 'smtp://127.0.0.1:1',
    TRUST_PROXY: 'true',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  };
  const specs: Omit<Instance, 'proc'>[] = [
    {
      // Two cluster workers: the primary prepares the database, then forks (decision 026).
      name: 'app1',
      url: `http://127.0.0.1:${port1}`,
      env: {
        ...common,
        PORT: String(port1),
        WEB_CONCURRENCY: '2',
        DATA_DIR: path.join(WORK_DIR, 'data1'),
      },
    },
    {
      // One process that serves and prepares the database itself.
      name: 'app2',
      url: `http://127.0.0.1:${port2}`,
      env: {
        ...common,
        PORT: String(port2),
        WEB_CONCURRENCY: '1',
        DATA_DIR: path.join(WORK_DIR, 'data2'),
      },
    },
  ];

  /* 1. Two instances start at the same moment on an empty database. */
  step('1. both instances start at the same moment on the empty database');
  const startedAt = performance.now();
  let [a, b] = specs.map(startInstance) as [Instance, Instance];
  await Promise.all([waitReady(a, 90_000), waitReady(b, 90_000)]);
  note(`both ready ${Math.round(performance.now() - startedAt)} ms after the simultaneous start`);
  await Promise.all([
    waitForHaproxyStatus('app1', 'UP', 15_000),
    waitForHaproxyStatus('app2', 'UP', 15_000),
  ]);

  const [userCounts] = await query<{ users: string; admins: string }>(
    `select count(*) as users, count(*) filter (where is_superuser and is_staff) as admins from users`,
  );
  assert.equal(Number(userCounts!.users), 1, 'exactly one user (the first admin) exists');
  assert.equal(Number(userCounts!.admins), 1, 'exactly one admin exists');
  const announcing = [a, b].filter((i) => i.proc.output().includes(FIRST_ADMIN_LINE));
  assert.equal(announcing.length, 1, 'exactly one process printed the first-admin line');
  assert.equal(
    announcing[0]!.proc.output().split(FIRST_ADMIN_LINE).length - 1,
    1,
    'the first-admin line is printed once',
  );
  const journal = JSON.parse(
    readFileSync(path.join(ROOT, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const [migrations] = await query<{ n: string; distinct_hashes: string }>(
    'select count(*) as n, count(distinct hash) as distinct_hashes from drizzle.__drizzle_migrations',
  );
  assert.equal(Number(migrations!.n), journal.entries.length, 'every migration recorded once');
  assert.equal(Number(migrations!.distinct_hashes), journal.entries.length);
  const [seeded] = await query<{
    elections: string;
    municipalities: string;
    regions: string;
    active: string;
  }>(
    `select (select count(*) from elections) as elections,
            (select count(*) from elections where is_active) as active,
            (select count(*) from municipalities where kind = 'gemeente') as municipalities,
            (select count(*) from municipalities where kind <> 'gemeente') as regions`,
  );
  assert.equal(Number(seeded!.elections), 2, 'the seed made its two elections once');
  assert.equal(Number(seeded!.active), 1, 'one active election');
  assert.equal(Number(seeded!.municipalities), MUNICIPALITIES.length);
  // The provinces and the kiescolleges (docs/decisions/049-provinces-as-regions.md).
  assert.equal(Number(seeded!.regions), EK_REGIONS.length);
  note(
    `users ${userCounts!.users}, admins ${userCounts!.admins}, first-admin line printed by ${announcing[0]!.name} only, ` +
      `${migrations!.n} migrations recorded once, ${seeded!.elections} elections, ${seeded!.municipalities} municipalities`,
  );

  const credentials = /e-mail: (\S+)\s+wachtwoord: (\S+)/.exec(announcing[0]!.proc.output());
  assert.ok(credentials, 'the first-admin line carries the login');
  const adminLogin = { email: credentials[1]!, password: credentials[2]! };
  const login = await http(lbUrl, 'POST', '/api/auth/login/', { body: adminLogin });
  assert.equal(
    login.status,
    200,
    `the first admin signs in through HAProxy: ${JSON.stringify(login.body)}`,
  );
  const token = (login.body as { access: string }).access;

  /* 2. Rate limits are shared. */
  step(
    `2. login rate limit (${RATE_LIMITS.login.max} per ${RATE_LIMITS.login.timeWindow} per address and account), shared through Redis`,
  );
  const wrong = (email: string) => ({ email, password: 'Wrong-password-1' });
  // Straight at an instance, X-Forwarded-For picks the client address (TRUST_PROXY=true), so
  // each burst has an address of its own and the per-address failure limit stays out of it.
  const loginAt = (base: string, email: string, clientAddress?: string) =>
    http(base, 'POST', '/api/auth/login/', {
      body: wrong(email),
      headers: clientAddress ? { 'x-forwarded-for': clientAddress } : {},
    });
  const attemptsUntil429 = async (send: (attempt: number) => Promise<Answer>) => {
    for (let attempt = 1; attempt <= RATE_LIMITS.login.max * 3; attempt++) {
      const res = await send(attempt);
      if (res.status === 429) return attempt;
      assert.equal(res.status, 401, `attempt ${attempt}: ${JSON.stringify(res.body)}`);
    }
    return Infinity;
  };

  // IPv6 documentation addresses, new ones each run (the counters outlive a run by 15 min).
  const address = (n: number) => `2001:db8:${RUN.slice(0, 4)}:${RUN.slice(4)}::${n}`;
  const oneInstance = await attemptsUntil429(() =>
    loginAt(a.url, `one-${RUN}@topology.test`, address(1)),
  );
  assert.equal(oneInstance, RATE_LIMITS.login.max + 1, 'one instance: 429 right after the limit');
  note(`one instance alone: first 429 at attempt ${oneInstance}`);

  const alternating = await attemptsUntil429((attempt) =>
    loginAt(attempt % 2 ? a.url : b.url, `alternating-${RUN}@topology.test`, address(2)),
  );
  assert.equal(alternating, oneInstance, 'alternating A, B, A, …: 429 at the same attempt');
  note(`alternating straight at app1 and app2: first 429 at attempt ${alternating}`);

  // All at once, half to each instance: exactly the limit gets through, not twice the limit.
  const burst = await Promise.all(
    Array.from({ length: RATE_LIMITS.login.max * 2 }, (_, i) =>
      loginAt(i % 2 ? a.url : b.url, `burst-${RUN}@topology.test`, address(3)),
    ),
  );
  const burstPassed = burst.filter((r) => r.status === 401).length;
  assert.equal(burst.filter((r) => r.status !== 401 && r.status !== 429).length, 0);
  assert.equal(
    burstPassed,
    RATE_LIMITS.login.max,
    'a parallel burst over both lets the limit through',
  );
  note(
    `${burst.length} parallel attempts, half to each instance: ${burstPassed} answered, the rest 429`,
  );

  // Through HAProxy, round robin, each request claiming another X-Forwarded-For: HAProxy drops
  // the client's header, so the spoofed addresses do not give fresh counters.
  const before = await haproxyServers();
  const viaLb = await attemptsUntil429((attempt) =>
    http(lbUrl, 'POST', '/api/auth/login/', {
      body: wrong(`balanced-${RUN}@topology.test`),
      headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
    }),
  );
  const after = await haproxyServers();
  const spread = ['app1', 'app2'].map(
    (name) => after.get(name)!.responses - before.get(name)!.responses,
  );
  assert.ok(
    spread.every((n) => n > 0),
    `HAProxy spread the attempts over both: ${spread}`,
  );
  assert.equal(viaLb, oneInstance, 'through HAProxy: 429 at the same attempt as one instance');
  note(
    `through HAProxy (round robin ${spread.join(' + ')}, spoofed X-Forwarded-For): first 429 at attempt ${viaLb}`,
  );
  assert.ok(LOGIN_FAILURES_PER_ADDRESS.max > RATE_LIMITS.login.max);

  /* 3. A score calculation on A reaches B's leaderboard. */
  step(
    `3. calculate scores on app1, national leaderboard on app2 (snapshot TTL ${POOL_TTL_MS} ms)`,
  );
  const elections = await http(lbUrl, 'GET', '/api/auth/admin/election-results/', { token });
  assert.equal(elections.status, 200, JSON.stringify(elections.body));
  const active = (elections.body as { id: number; is_active: boolean }[]).find((e) => e.is_active);
  assert.ok(active, 'an active election');
  const electionId = active.id;
  // Country turnout is the quickest section to score: exact = 5 points, 1 off = 4, 8 off = -3.
  await addPlayer(electionId, `exact_${RUN}`, 780);
  await addPlayer(electionId, `close_${RUN}`, 770);
  await addPlayer(electionId, `far_${RUN}`, 700);
  // The evening: predictions closed, so the results count for players (docs/decisions/050-results-before-the-deadline.md).
  await query(
    `update elections set predictions_deadline = now() - interval '1 minute' where id = $1`,
    [electionId],
  );
  const entered = await http(
    lbUrl,
    'POST',
    `/api/auth/admin/election-results/${electionId}/country-turnout/`,
    {
      token,
      body: { actual_turnout: 78 },
    },
  );
  assert.equal(entered.status, 200, JSON.stringify(entered.body));

  type Page = { count: number; results: { username: string; total_points: number }[] };
  const board = async (base: string) => {
    const res = await http(base, 'GET', '/api/auth/league/global/?page=1&page_size=50', { token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as Page;
  };
  // Prime app2's snapshot: it is built now, so without a message it holds until POOL_TTL_MS.
  const primed = await until(
    'app2 to list the three players',
    async () => ((await board(b.url)).count === 3 ? true : undefined),
    10_000,
    50,
  );
  const primedAt = performance.now();
  assert.ok(primed);
  const zero = await board(b.url);
  assert.ok(
    zero.results.every((r) => r.total_points === 0),
    'no scores yet',
  );
  // Control: a player added behind the servers' back is not seen by app2 (its snapshot is
  // cached), so what follows is the message, not a cache that was never there.
  await addPlayer(electionId, `late_${RUN}`, 781);
  assert.equal((await board(b.url)).count, 3, 'app2 serves its cached snapshot');

  const calc = await http(
    a.url,
    'POST',
    `/api/auth/admin/election-results/${electionId}/calculate-scores/`,
    {
      token,
    },
  );
  assert.equal(calc.status, 200, JSON.stringify(calc.body));
  assert.equal((calc.body as { players_scored: number }).players_scored, 4);
  const calculatedAt = performance.now();
  const seen = await until(
    'app2 to show the new points',
    async () => {
      const page = await board(b.url);
      return page.count === 4 && page.results[0]?.total_points === 5 ? page : undefined;
    },
    POOL_TTL_MS * 3,
    20,
  );
  const latency = performance.now() - calculatedAt;
  const sincePrime = performance.now() - primedAt;
  assert.deepEqual(
    seen.results.map((r) => [r.username, r.total_points]),
    [
      [`exact_${RUN}`, 5],
      [`late_${RUN}`, 5],
      [`close_${RUN}`, 4],
      [`far_${RUN}`, -3],
    ],
  );
  assert.ok(
    latency < 1_000,
    `app2 showed the new points ${Math.round(latency)} ms after the calculation`,
  );
  assert.ok(sincePrime < POOL_TTL_MS, 'and before its own snapshot would have expired');
  note(
    `app2 showed the new points ${Math.round(latency)} ms after app1's calculation answered ` +
      `(${Math.round(sincePrime)} ms after app2's snapshot was built; TTL ${POOL_TTL_MS} ms)`,
  );

  /* 4. Rolling restart behind HAProxy. */
  step(
    `4. rolling restart, one instance at a time (SHUTDOWN_DRAIN_MS=${DRAIN_MS}), traffic through HAProxy`,
  );
  const traffic = { ok: 0, failed: [] as string[], running: true };
  const paths = [
    '/api/auth/league/global/?page=1&page_size=10',
    '/api/auth/parties/',
    '/api/health/',
  ];
  const loops = Array.from({ length: 4 }, async (_, n) => {
    for (let i = n; traffic.running; i++) {
      try {
        const res = await http(lbUrl, 'GET', paths[i % paths.length]!, { token });
        if (res.status === 200) traffic.ok++;
        else traffic.failed.push(`${res.status} ${JSON.stringify(res.body)}`);
      } catch (err) {
        traffic.failed.push(String(err));
      }
      await sleep(5);
    }
  });

  const restart = async (instance: Instance): Promise<Instance> => {
    await sleep(500);
    const servedBefore = (await haproxyServers()).get(instance.name)!.responses;
    const t0 = performance.now();
    killGroup(instance.proc, 'SIGTERM');
    const first503 = await until(
      `${instance.name} readiness 503`,
      async () =>
        (await http(instance.url, 'GET', '/api/health/ready/')).status === 503
          ? performance.now() - t0
          : undefined,
      DRAIN_MS,
      20,
    );
    // While draining, the instance still answers other requests.
    const stillServing = await http(instance.url, 'GET', '/api/auth/parties/');
    assert.equal(stillServing.status, 200, 'a draining instance still serves');
    await waitForHaproxyStatus(instance.name, 'DOWN', DRAIN_MS);
    const down = performance.now() - t0;
    assert.ok(
      instance.proc.child.exitCode === null && down < DRAIN_MS,
      `HAProxy took ${instance.name} out while it still served (before it stopped listening)`,
    );
    const servedAtDown = (await haproxyServers()).get(instance.name)!.responses;
    const code = await instance.proc.exited;
    const exitedAfter = performance.now() - t0;
    assert.equal(code, 0, `${instance.name} exits cleanly:\n${instance.proc.output()}`);
    const servedAtExit = (await haproxyServers()).get(instance.name)!.responses;
    assert.ok(servedAtDown > servedBefore, `${instance.name} took traffic before it was stopped`);
    // At most the requests already under way when it went DOWN (four loops) finish there.
    assert.ok(
      servedAtExit - servedAtDown <= 4,
      `HAProxy sent ${instance.name} ${servedAtExit - servedAtDown} requests after DOWN`,
    );
    const t1 = performance.now();
    const again = startInstance(instance);
    await waitReady(again, 60_000);
    await waitForHaproxyStatus(instance.name, 'UP', 15_000);
    const upAgain = performance.now() - t1;
    assert.ok(!again.proc.output().includes(FIRST_ADMIN_LINE), 'no second first admin on restart');
    note(
      `${instance.name}: readiness 503 ${Math.round(first503)} ms after SIGTERM, HAProxy DOWN at ${Math.round(down)} ms, ` +
        `exit 0 at ${Math.round(exitedAfter)} ms; restarted and UP in HAProxy ${Math.round(upAgain)} ms later`,
    );
    return again;
  };
  try {
    a = await restart(a);
    b = await restart(b);
    await sleep(500);
  } finally {
    traffic.running = false;
    await Promise.all(loops);
  }
  assert.deepEqual(
    traffic.failed.slice(0, 5),
    [],
    `${traffic.failed.length} requests failed through HAProxy`,
  );
  assert.ok(traffic.ok > 100, 'traffic flowed during the restart');
  note(`${traffic.ok} requests through HAProxy during the rolling restart, 0 failed`);

  /* 5. A logout on one instance ends the token on the other at once (auth user cache). */
  step('5. logout on app1 ends the access token on app2 (auth cache invalidation)');
  const session = await http(lbUrl, 'POST', '/api/auth/login/', { body: adminLogin });
  assert.equal(session.status, 200);
  const { access, refresh } = session.body as { access: string; refresh: string };
  const profile = (base: string) => http(base, 'GET', '/api/auth/league/stats/', { token: access });
  assert.equal((await profile(b.url)).status, 200, 'app2 knows (and caches) the signed-in admin');
  const out = await http(a.url, 'POST', '/api/auth/logout/', { token: access, body: { refresh } });
  assert.equal(out.status, 200, JSON.stringify(out.body));
  const loggedOutAt = performance.now();
  await until(
    'app2 to refuse the token',
    async () => ((await profile(b.url)).status === 401 ? 1 : undefined),
    10_000,
    20,
  );
  const refusedAfter = performance.now() - loggedOutAt;
  assert.ok(
    refusedAfter < 1_000,
    `app2 refused the token ${Math.round(refusedAfter)} ms after the logout`,
  );
  note(
    `app2 refused the logged-out token ${Math.round(refusedAfter)} ms after app1's logout (cache 5000 ms)`,
  );

  console.log(`\nTopology check passed in ${Math.round((Date.now() - began) / 1000)} s. Measured:`);
  for (const line of measured) console.log(`  - ${line}`);
}

async function cleanUp(): Promise<void> {
  for (const proc of processes) killGroup(proc, 'SIGKILL');
  await Promise.all(processes.map((p) => Promise.race([p.exited, sleep(3_000)])));
  const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
}

let exitCode = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the topology`);
    void cleanUp().finally(() => process.exit(1));
  });
}
try {
  await main();
} catch (err) {
  exitCode = 1;
  console.error(
    '\nTOPOLOGY CHECK FAILED:',
    err instanceof Error ? (err.stack ?? err.message) : err,
  );
  console.error(`Logs of every process: ${WORK_DIR}/*.log`);
  for (const proc of processes) {
    console.error(
      `\n--- last lines of ${proc.name} ---\n${proc.output().split('\n').slice(-25).join('\n')}`,
    );
  }
} finally {
  await cleanUp().catch((err: unknown) => {
    exitCode = 1;
    console.error('cleaning up failed:', err);
  });
}
process.exit(exitCode);
