import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../test/helper';
import { cliRunner } from './cli/cli.test-support';
import type { Database } from './db/client';
import { elections, users } from './db/schema';
import { verifyPassword } from './lib/password';
import { SERVER_ROOT } from './paths';

const exec = promisify(execFile);
const TSX = path.resolve(SERVER_ROOT, '../../node_modules/.bin/tsx');

describe('the command line', () => {
  let database: Database & { url?: string };
  let cli: ReturnType<typeof cliRunner>['run'];
  beforeAll(async () => {
    database = await createTestDatabase();
    cli = cliRunner(database).run;
  });
  afterAll(() => database.close());

  it('migrates, seeds, creates an admin and moves the deadline', async () => {
    expect(await cli('migrate')).toMatchObject({ code: 0, stdout: 'Migraties uitgevoerd.\n' });
    expect((await cli('seed')).stdout).toContain(
      '342 gemeenten geladen; verkiezingen aangemaakt: tk2025, ps2027.',
    );
    expect((await cli('seed', '--practice-tk')).stdout).toContain(
      'verkiezingen aangemaakt: geen (al aanwezig). De oefenverkiezing voor de Tweede Kamer is actief.',
    );
    const created = await cli(
      'create-admin',
      '--email',
      'Baas@Example.nl',
      '--username',
      'baas',
      '--password',
      'Sterk#Wacht1',
    );
    expect(created.stdout).toMatch(/Beheerder baas aangemaakt \(id \d+\)/);
    const moved = await cli('set-deadline', '--election', 'active', '--at', '2020-01-01T10:00:00Z');
    expect(moved.stdout).toContain(
      'staat nu op woensdag 1 januari 2020 om 11:00 (2020-01-01T10:00:00.000Z).',
    );

    const [admin] = await database.db.select().from(users).where(eq(users.username, 'baas'));
    expect(admin).toMatchObject({ isStaff: true, isSuperuser: true, isEmailVerified: true });
    expect(await verifyPassword(admin!.passwordHash!, 'Sterk#Wacht1')).toBe(true);
    const [active] = await database.db.select().from(elections).where(eq(elections.isActive, true));
    expect(active!.predictionsDeadline.toISOString()).toBe('2020-01-01T10:00:00.000Z');
  });

  it('refuses bad arguments with a clear message and a non-zero exit', async () => {
    expect(await cli('set-deadline', '--election', 'active', '--at', 'gisteren')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: expect.stringContaining('--at: geen ISO-tijd: gisteren'),
    });
    expect(
      await cli('create-admin', '--email', 'nope', '--username', 'x', '--password', 'y'),
    ).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--email: geen geldig e-mailadres'),
    });
    expect(await cli('frobnicate')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Onbekend commando: frobnicate\n\nGebruik: npm run cli'),
    });
  });

  it('shows the usage on help, and exits non-zero without a command', async () => {
    expect(await cli('help')).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Gebruik:'),
    });
    expect(await cli()).toMatchObject({ code: 1, stdout: expect.stringContaining('Gebruik:') });
  });
});

// The one run through tsx, in a process of its own on an embedded database in its own
// DATA_DIR: what `npm run cli` does (migrating creates the database).
describe('npm run cli, in a process of its own', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-cli-'));
  const spawned = (...args: string[]) =>
    exec(TSX, ['src/cli.ts', ...args], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });

  it('migrates and seeds', async () => {
    expect((await spawned('migrate')).stdout).toBe('Migraties uitgevoerd.\n');
    expect((await spawned('seed')).stdout).toContain(
      '342 gemeenten geladen; verkiezingen aangemaakt: tk2025, ps2027.',
    );
  }, 120_000);
});
