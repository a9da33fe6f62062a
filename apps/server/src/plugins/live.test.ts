import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, testConfig } from '../../test/helper';
import { buildApp } from '../app';
import type { Database } from '../db/client';

describe('a recalculation for an election deleted while it waited', () => {
  let app: FastifyInstance;
  let database: Database;
  const lines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ LOG_LEVEL: 'info' });
    app = await buildApp(config, {
      database,
      webDistDir: path.join(config.dataDir, 'no-web-app'),
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      rateLimitNameSpace: `zp-test-${randomBytes(6).toString('hex')}-`,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is skipped with an info line, not reported as a failure', async () => {
    // No election has this id: as after an admin deleted it during the burst's wait.
    app.live.resultsChanged(987_654);
    await app.live.settled();
    const live = lines.filter((line) => line.msg.startsWith('live:'));
    expect(live).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'live: recalculation skipped, the election is gone',
      }),
    ]);
  });
});
