import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { connectPglite } from './db/client';
import { elections, users } from './db/schema';
import { verifyPassword } from './lib/password';
import { SERVER_ROOT } from './paths';

const run = promisify(execFile);
const TSX = path.resolve(SERVER_ROOT, '../../node_modules/.bin/tsx');

/** Runs the real CLI against an embedded database in its own DATA_DIR. */
function cli(dataDir: string, ...args: string[]) {
  return run(TSX, ['src/cli.ts', ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
}

describe('the command line', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-cli-'));

  it('migrates, seeds, creates an admin and moves the deadline', async () => {
    expect((await cli(dataDir, 'migrate')).stdout).toContain('Migraties uitgevoerd.');
    expect((await cli(dataDir, 'seed')).stdout).toContain(
      '342 gemeenten geladen; verkiezingen aangemaakt: tk2025, ps2027.',
    );
    expect((await cli(dataDir, 'seed', '--practice-tk')).stdout).toContain(
      'verkiezingen aangemaakt: geen (al aanwezig). De oefenverkiezing voor de Tweede Kamer is actief.',
    );
    const created = await cli(
      dataDir,
      'create-admin',
      '--email',
      'Baas@Example.nl',
      '--username',
      'baas',
      '--password',
      'Sterk#Wacht1',
    );
    expect(created.stdout).toMatch(/Beheerder baas aangemaakt \(id \d+\)/);
    const moved = await cli(
      dataDir,
      'set-deadline',
      '--election',
      'active',
      '--at',
      '2020-01-01T10:00:00Z',
    );
    expect(moved.stdout).toContain(
      'staat nu op woensdag 1 januari 2020 om 11:00 (2020-01-01T10:00:00.000Z).',
    );

    const database = await connectPglite(path.join(dataDir, 'pglite'));
    try {
      const [admin] = await database.db.select().from(users).where(eq(users.username, 'baas'));
      expect(admin).toMatchObject({ isStaff: true, isSuperuser: true, isEmailVerified: true });
      expect(await verifyPassword(admin!.passwordHash!, 'Sterk#Wacht1')).toBe(true);
      const [active] = await database.db
        .select()
        .from(elections)
        .where(eq(elections.isActive, true));
      expect(active!.predictionsDeadline.toISOString()).toBe('2020-01-01T10:00:00.000Z');
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses bad arguments with a clear message and a non-zero exit', async () => {
    await expect(
      cli(dataDir, 'set-deadline', '--election', 'active', '--at', 'gisteren'),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--at: geen ISO-tijd: gisteren'),
    });
    await expect(
      cli(dataDir, 'create-admin', '--email', 'nope', '--username', 'x', '--password', 'y'),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--email: geen geldig e-mailadres'),
    });
    await expect(cli(dataDir, 'frobnicate')).rejects.toMatchObject({
      stderr: expect.stringContaining('Onbekend commando: frobnicate'),
    });
  }, 60_000);
});
