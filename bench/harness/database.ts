import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';

/*
 * What every bench does around its database: a PostgreSQL database of its own next to
 * DATABASE_URL, created at the start and dropped at the end, and timings printed as it goes.
 */

/** DATABASE_URL, or an explanation and exit code 2. */
export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'DATABASE_URL is required (a PostgreSQL server where this script may create a database); see bench/README.md.',
    );
    process.exit(2);
  }
  return url;
}

/** One statement on the server's administrative connection (create or drop a database). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database named after the bench, on the server of `adminUrl`. */
export async function createBenchDatabase(adminUrl: string, bench: string): Promise<BenchDatabase> {
  const name = `zp_bench_${bench}_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Runs `fn`, prints `label: <seconds>` and hands back the value with the milliseconds. */
export async function timed<T>(
  label: string,
  fn: () => Promise<T>,
): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  const ms = performance.now() - start;
  console.log(`  ${label}: ${(ms / 1000).toFixed(2)} s`);
  return { ms, value };
}

/** The 1-, 5- and 15-minute load averages: the machines are shared, so every figure says. */
export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

export const MB = 1024 * 1024;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The p-th percentile (nearest rank, p in 0..100) of ascending values. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
