import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper';
import { cliRunner } from '../../cli/cli.test-support';
import type { Database } from '../../db/client';
import { readOutbox } from '../auth/auth.test-support';

// `npm run cli -- send-reminders` sends a kind at once, and a second run nothing new.
describe('cli send-reminders', () => {
  let database: Database & { url?: string };
  let cli: ReturnType<typeof cliRunner>;
  beforeAll(async () => {
    database = await createTestDatabase();
    cli = cliRunner(database, { PUBLIC_URL: 'https://zetelpoule.test' });
  });
  afterAll(() => database.close());

  it('sends one kind now, to whoever it is for, and nothing the second time', async () => {
    const { run, dataDir } = cli;
    expect((await run('seed')).code).toBe(0);
    const admin = await run(
      'create-admin',
      '--email',
      'speler@example.nl',
      '--username',
      'speler',
      '--password',
      'Sterk#Wacht1',
    );
    expect(admin.code).toBe(0);
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    expect((await run('set-deadline', '--election', 'active', '--at', soon)).code).toBe(0);

    const first = await run('send-reminders', '--election', 'active', '--kind', '2h');
    expect(first.stdout).toMatch(
      /^1 herinneringsmail verstuurd voor ".+" \(id \d+\), soort 2h\.$/m,
    );
    const second = await run('send-reminders', '--election', 'active', '--kind', '2h');
    expect(second.stdout).toMatch(
      /^0 herinneringsmails verstuurd voor ".+" \(id \d+\), soort 2h\.$/m,
    );
    const mails = await readOutbox(dataDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: speler@example.nl');
    expect(mails[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const results = await run('send-reminders', '--election', 'active', '--kind', 'results');
    expect(results.stdout).toContain('Niets verstuurd');
    expect(results.stdout).toContain('de uitslag is nog niet definitief en berekend');
  });

  it('refuses an unknown kind or a missing election with the usage', async () => {
    expect(await cli.run('send-reminders', '--election', 'active', '--kind', '3d')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--kind: een van 7d, 24h, 2h, results (niet 3d)'),
    });
    expect(await cli.run('send-reminders', '--kind', '7d')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('send-reminders heeft --election en --kind nodig'),
    });
  });
});
