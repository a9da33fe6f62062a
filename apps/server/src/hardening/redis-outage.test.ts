import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { buildTestApp, createUser, type TestApp } from '../../test/helper';

/*
 * A Redis outage slows nothing and opens nothing (docs/decisions/048-readiness-and-outages.md):
 * a private redis-server of this test's own is stopped under a running app and started again.
 */

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function until(condition: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('Redis outage', () => {
  let port: number;
  let redisServer: ChildProcess | undefined;
  let t: TestApp;

  async function startRedis() {
    redisServer = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 50 });
    probe.on('error', () => {});
    await until(async () => (await probe.ping().catch(() => '')) === 'PONG');
    probe.disconnect();
  }

  async function stopRedis() {
    const server = redisServer!;
    redisServer = undefined;
    const exited = once(server, 'exit');
    server.kill('SIGKILL');
    await exited;
  }

  const login = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password: 'Fout1234!' },
      remoteAddress: '203.0.113.9',
    });

  /** Whether the app's counters reach the private Redis: a sign-in try there counts one. */
  const countsInRedis = async () => {
    const check = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
    check.on('error', () => {});
    try {
      await check.flushall();
      await login('teller@example.nl');
      return (await check.dbsize()) > 0;
    } catch {
      return false;
    } finally {
      check.disconnect();
    }
  };

  const timed = async (email: string) => {
    const start = performance.now();
    const res = await login(email);
    return { res, ms: performance.now() - start };
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    t = await buildTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t?.close();
    if (redisServer) await stopRedis();
  });

  it('answers as fast without Redis, counts in memory meanwhile, says so, and goes back', async () => {
    const user = await createUser(t);
    await until(countsInRedis);
    // Warm up (argon2, the route), then the time a wrong password costs with Redis.
    await login(user.email);
    const up = await timed(user.email);
    expect(up.res.statusCode).toBe(401);

    await stopRedis();
    // Once readiness names the outage, the client has seen the connection close.
    await until(async () => {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready/' });
      return ready.json().redis === 'down';
    });

    const down = await timed(user.email);
    expect(down.res.statusCode).toBe(401);
    console.info(`login with Redis ${up.ms.toFixed(0)} ms, without ${down.ms.toFixed(0)} ms`);
    // As fast as with Redis (a stalled Redis call would add seconds); argon2 dominates both.
    expect(down.ms).toBeLessThan(Math.max(300, 2 * up.ms));

    // Not open: the per-account limit (10 in 15 minutes) is counted in memory.
    const other = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(other.email)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const refused = await login(other.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Readiness names it; the instance still serves correctly, so 200 (decision 048).
    const degraded = await t.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'down' });

    // Back by itself, and the counters are in Redis again.
    await startRedis();
    await until(countsInRedis);
    const back = await t.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(back.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  }, 60_000);
});
