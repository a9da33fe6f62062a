import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import pg from 'pg';
import { connectPostgres } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createReadiness } from '../../lib/readiness';
import { buildTestApp, testConfig, type TestApp } from '../../../test/helper';

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is ready once migrated, and refuses other routes while migrating', async () => {
    const readiness = createReadiness('migrating');
    const app = await buildApp(t.config, { database: t.database, logger: false, readiness });
    try {
      const starting = await app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ error: 'starting', message: 'De server start nog op.' });
      const parties = await app.inject({ method: 'GET', url: '/api/auth/parties/' });
      expect(parties.statusCode).toBe(503);
      // An early answer is still a response of this app: its security and cache headers.
      expect(parties.headers['content-security-policy']).toContain("default-src 'self'");
      expect(parties.headers['x-content-type-options']).toBe('nosniff');
      expect(parties.headers['cache-control']).toBe('no-store');
      // Liveness still answers: the process is fine, it is only not ready.
      expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);

      readiness.phase = 'ready';
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ok',
        database: 'ok',
        redis: process.env.REDIS_URL ? 'ok' : 'none',
      });
      expect((await app.inject({ method: 'GET', url: '/api/auth/parties/' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('reports 503 while draining but keeps serving requests', async () => {
    const readiness = createReadiness('ready');
    const app = await buildApp(t.config, { database: t.database, logger: false, readiness });
    try {
      readiness.phase = 'draining';
      const res = await app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'shutting_down',
        message: 'De server wordt afgesloten.',
      });
      expect((await app.inject({ method: 'GET', url: '/api/auth/parties/' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers a request that arrives while the server closes with 503 in the error format', async () => {
    const app = await buildApp(t.config, { database: t.database, logger: false });
    let release!: () => void;
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    // A request still in flight keeps the connection open while the server closes.
    app.get('/test/slow/', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    // Runs after the app's own preClose hooks, registered before it: the app is closing.
    let closing!: () => void;
    const isClosing = new Promise<void>((resolve) => (closing = resolve));
    app.addHook('preClose', (done) => {
      closing();
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    let arrived = 0;
    let secondArrived!: () => void;
    const isSecondArrived = new Promise<void>((resolve) => (secondArrived = resolve));
    app.server.on('request', () => {
      arrived += 1;
      if (arrived === 2) secondArrived();
    });
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /test/slow/ HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await isStarted;
    const closed = app.close();
    // The server no longer takes connections, but this one is busy, so still open.
    await isClosing;
    socket.write('GET /api/auth/parties/ HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await isSecondArrived;
    release();
    await ended;
    await closed;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]).toMatch(/^connection: close$/im);
    expect(answers[1]).toMatch(/^content-security-policy: default-src 'self'/im);
    expect(JSON.parse(answers[1]!.split('\r\n\r\n')[1]!)).toEqual({
      error: 'shutting_down',
      message: 'De server wordt afgesloten. Probeer het over een paar seconden opnieuw.',
    });
  });

  it('reports 503 when the database is unreachable', async () => {
    // Port 1: nothing listens there, so every query fails at once.
    const database = connectPostgres('postgres://postgres@127.0.0.1:1/none', 1);
    const app = await buildApp(testConfig(), { database, logger: false });
    try {
      for (const url of ['/api/health/', '/api/health/ready/']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ error: 'database_unavailable' });
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 with Retry-After, not 500, to a request while the database is unreachable', async () => {
    const database = connectPostgres('postgres://postgres@127.0.0.1:1/none', 1);
    const app = await buildApp(testConfig(), { database, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/auth/parties/' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: 'service_unavailable',
        message:
          'De server kan de gegevens nu niet bereiken. Probeer het over een paar seconden opnieuw.',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  // A database recreated empty under running instances answers `select 1`, yet every request
  // would fail: readiness asks for this build's migrations.
  it.skipIf(!process.env.DATABASE_URL)(
    'reports 503 on a PostgreSQL database without the schema, and 200 once migrated',
    async () => {
      const adminUrl = process.env.DATABASE_URL!;
      const name = `zp_empty_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = connectPostgres(url.toString(), 2);
      const app = await buildApp(testConfig({ REDIS_URL: '' }), { database, logger: false });
      try {
        for (const path of ['/api/health/', '/api/health/ready/']) {
          const res = await app.inject({ method: 'GET', url: path });
          expect(res.statusCode).toBe(503);
          expect(res.json()).toEqual({
            error: 'database_not_migrated',
            message: 'De database is nog niet klaar voor gebruik.',
            database: 'not_migrated',
            redis: 'none',
          });
        }
        await runMigrations(database);
        const ready = await app.inject({ method: 'GET', url: '/api/health/ready/' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'none' });

        // Connections ended from the server's side (a restart, a failover): 503 until it answers.
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
        await admin.query(`alter database ${name} with allow_connections false`);
        const refused = await app.inject({ method: 'GET', url: '/api/health/ready/' });
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toMatchObject({ error: 'database_unavailable', database: 'down' });
        await admin.query(`alter database ${name} with allow_connections true`);
        expect((await app.inject({ method: 'GET', url: '/api/health/ready/' })).statusCode).toBe(
          200,
        );
      } finally {
        await app.close();
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
