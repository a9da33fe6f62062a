/**
 * What the topology check (topology.check.ts) is built from: its settings, the processes it
 * starts, HTTP through HAProxy or straight at an instance, HAProxy's view of the instances, and
 * the data the checks set up in SQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, createWriteStream } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const WORK_DIR = requireEnv('TOPOLOGY_DIR');
export const PID_FILE = path.join(WORK_DIR, 'pids');
export const DB_NAME = requireEnv('TOPOLOGY_DB');
export const POSTGRES_URL =
  process.env.TOPOLOGY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** SHUTDOWN_DRAIN_MS, the production default: HAProxy needs about 2-3 s (fall 2, inter 1s). */
export const DRAIN_MS = 5_000;
export const FIRST_ADMIN_LINE = 'Eerste beheerder aangemaakt';
export const RUN = randomBytes(4).toString('hex');

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (run scripts/topology/run.sh)`);
  return value;
}

export const databaseUrl = `${POSTGRES_URL}/${DB_NAME}`;
export const measured: string[] = [];
export const note = (line: string) => {
  measured.push(line);
  console.log(`   ${line}`);
};
export const step = (title: string) => console.log(`\n== ${title}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/* ---------- Processes ---------- */

export interface Proc {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | string>;
}

export const processes: Proc[] = [];

/** In a process group of its own, so a cluster primary and its workers end together. */
export function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const log = createWriteStream(path.join(WORK_DIR, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    });
  }
  appendFileSync(PID_FILE, `${child.pid}\n`);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code ?? -1)),
  );
  const proc = { name, child, output: () => output, exited };
  processes.push(proc);
  return proc;
}

export function killGroup(proc: Proc, signal: NodeJS.Signals): void {
  if (proc.child.pid === undefined || proc.child.exitCode !== null) return;
  try {
    process.kill(-proc.child.pid, signal);
  } catch {
    // Already gone.
  }
}

/* ---------- HTTP ---------- */

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/**
 * Every request of this check leaves from a loopback address of its own (127.x.y.z), so the
 * rate-limit counters it fills in the shared Redis (keyed on the client address, which HAProxy
 * passes on) are this run's alone: a second run, or another test on the same Redis within the
 * limits' 15 minutes, starts from zero.
 */
export const CLIENT_ADDRESS = `127.${[...randomBytes(3)].map((n, i) => (i === 2 ? 1 + (n % 254) : n)).join('.')}`;

export async function http(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = performance.now();
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${base}${url}`,
      {
        method,
        localAddress: CLIENT_ADDRESS,
        timeout: 15_000,
        headers: {
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...(opts.token && { authorization: `Bearer ${opts.token}` }),
          ...opts.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', reject);
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: keep the text.
          }
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in 15 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // Not yet (connection refused, timeout): try again.
    }
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/* ---------- The topology ---------- */

export interface Instance {
  name: 'app1' | 'app2';
  url: string;
  env: NodeJS.ProcessEnv;
  proc: Proc;
}

let statsUrl = '';

/** Where HAProxy's statistics page is, once HAProxy has its port. */
export function useHaproxyStats(url: string): void {
  statsUrl = url;
}

export function startInstance(instance: Omit<Instance, 'proc'>): Instance {
  return {
    ...instance,
    proc: start(instance.name, process.execPath, ['apps/server/dist/main.js'], instance.env),
  };
}

/** HAProxy's view of each server: status (UP, DOWN, …) and responses it sent there. */
export async function haproxyServers(): Promise<
  Map<string, { status: string; responses: number }>
> {
  const res = await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(5_000) });
  const [header, ...rows] = (await res.text()).trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const col = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  const servers = new Map<string, { status: string; responses: number }>();
  for (const line of rows) {
    const row = line.split(',');
    if (col(row, 'pxname') !== 'zetelpoule' || !col(row, 'svname').startsWith('app')) continue;
    const responses = ['hrsp_1xx', 'hrsp_2xx', 'hrsp_3xx', 'hrsp_4xx', 'hrsp_5xx', 'hrsp_other']
      .map((name) => Number(col(row, name) || 0))
      .reduce((a, b) => a + b, 0);
    servers.set(col(row, 'svname'), { status: col(row, 'status'), responses });
  }
  return servers;
}

export async function waitForHaproxyStatus(name: string, status: string, timeoutMs: number) {
  return until(
    `HAProxy to report ${name} ${status}`,
    async () => ((await haproxyServers()).get(name)?.status.startsWith(status) ? true : undefined),
    timeoutMs,
    50,
  );
}

export async function waitReady(instance: Instance, timeoutMs: number): Promise<void> {
  await until(
    `${instance.name} to be ready`,
    async () => {
      if (instance.proc.child.exitCode !== null) {
        throw new Error(`${instance.name} exited:\n${instance.proc.output()}`);
      }
      const res = await http(instance.url, 'GET', '/api/health/ready/');
      return res.status === 200 ? true : undefined;
    },
    timeoutMs,
  ).catch((err: unknown) => {
    if (instance.proc.child.exitCode !== null) {
      throw new Error(`${instance.name} exited early:\n${instance.proc.output()}`);
    }
    throw err;
  });
}

/* ---------- Data the checks need (set up in SQL: registration is not what is tested) ---------- */

export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export async function addPlayer(electionId: number, username: string, turnoutTenths: number) {
  await query(
    `with u as (
       insert into users (email, email_key, username, is_email_verified)
       values ($1, lower($1), $2, true) returning id)
     insert into predictions (user_id, election_id, country_turnout_tenths)
     select id, $3, $4 from u`,
    [`${username}@topology.test`, username, electionId, turnoutTenths],
  );
}
