import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../paths';
import { readOutbox } from '../auth/auth.test-support';

const run = promisify(execFile);
const TSX = path.resolve(SERVER_ROOT, '../../node_modules/.bin/tsx');

/** The real CLI against an embedded database in its own DATA_DIR. */
function cli(dataDir: string, ...args: string[]) {
  return run(TSX, ['src/cli.ts', ...args], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://zetelpoule.test',
    },
  });
}

// Issue 14: `npm run cli -- send-reminders` sends a kind at once, and a second run nothing new.
describe('cli send-reminders', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-cli-reminders-'));

  it('sends one kind now, to whoever it is for, and nothing the second time', async () => {
    await cli(dataDir, 'seed');
    await cli(
      dataDir,
      'create-admin',
      '--email',
      'speler@example.nl',
      '--username',
      'speler',
      '--password',
      'Sterk#Wacht1',
    );
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    await cli(dataDir, 'set-deadline', '--election', 'active', '--at', soon);

    const first = await cli(dataDir, 'send-reminders', '--election', 'active', '--kind', '2h');
    expect(first.stdout).toMatch(
      /^1 herinneringsmail verstuurd voor ".+" \(id \d+\), soort 2h\.$/m,
    );
    const second = await cli(dataDir, 'send-reminders', '--election', 'active', '--kind', '2h');
    expect(second.stdout).toMatch(
      /^0 herinneringsmails verstuurd voor ".+" \(id \d+\), soort 2h\.$/m,
    );
    const mails = await readOutbox(dataDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: speler@example.nl');
    expect(mails[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const results = await cli(
      dataDir,
      'send-reminders',
      '--election',
      'active',
      '--kind',
      'results',
    );
    expect(results.stdout).toContain('Niets verstuurd');
    expect(results.stdout).toContain('de uitslag is nog niet definitief en berekend');
  }, 120_000);

  it('refuses an unknown kind or a missing election with the usage', async () => {
    const bad = cli(dataDir, 'send-reminders', '--election', 'active', '--kind', '3d');
    await expect(bad).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--kind: een van 7d, 24h, 2h, results (niet 3d)'),
    });
    const none = cli(dataDir, 'send-reminders', '--kind', '7d');
    await expect(none).rejects.toMatchObject({
      stderr: expect.stringContaining('send-reminders heeft --election en --kind nodig'),
    });
  }, 60_000);
});
