import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/client';
import { main } from './main';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The CLI called in-process, as `npm run cli -- <args>` runs it, on a test database
 * (createTestDatabase) and a DATA_DIR of its own (the secret, the outbox). cli.test.ts keeps
 * one run through tsx in a process of its own.
 */
export function cliRunner(database: Database & { url?: string }, env: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-cli-'));
  const run = async (...args: string[]): Promise<CliRun> => {
    let stdout = '';
    let stderr = '';
    const code = await main(args, {
      database,
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        // The bus of `import-results` goes where the test apps' goes.
        DATABASE_URL: database.url ?? '',
        REDIS_URL: process.env.REDIS_URL ?? '',
        ...env,
      },
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    });
    return { code, stdout, stderr };
  };
  return { dataDir, run };
}
