import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectPglite } from './db/client';
import { electionMunicipalities, elections, municipalities, parties } from './db/schema';
import {
  TK2021_ZIP,
  TK2025_510B,
  insertTestElection,
} from './modules/results-import/results-import.test-support';
import { SERVER_ROOT } from './paths';

const run = promisify(execFile);
const TSX = path.resolve(SERVER_ROOT, '../../node_modules/.bin/tsx');

/** Runs the real CLI against an embedded database in its own DATA_DIR (as cli.test.ts). */
function cli(dataDir: string, ...args: string[]) {
  return run(TSX, ['src/cli.ts', ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
}

describe('npm run cli -- import-results', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-cli-import-'));
  const zip = fileURLToPath(TK2021_ZIP);

  it('previews, refuses another election’s files, and applies the Kiesraad files', async () => {
    await cli(dataDir, 'seed');
    // The seeded TK2025 election, and a TK2021 election with the first 30 lists (made here:
    // the seed has none).
    const setup = await connectPglite(path.join(dataDir, 'pglite'));
    let tk2025: number;
    let tk2021: number;
    let groningen: number;
    try {
      const [seeded] = await setup.db
        .select({ id: elections.id })
        .from(elections)
        .where(eq(elections.seedKey, 'tk2025'));
      tk2025 = seeded!.id;
      tk2021 = await insertTestElection(setup.db, { name: 'Tweede Kamer 2021', lists: 30 });
      const [province] = await setup.db
        .select({ id: municipalities.id })
        .from(municipalities)
        .where(eq(municipalities.code, 'PV20'));
      groningen = province!.id;
      const [amsterdam] = await setup.db
        .select({ id: municipalities.id })
        .from(municipalities)
        .where(eq(municipalities.code, 'GM0363'));
      await setup.db
        .insert(electionMunicipalities)
        .values({ electionId: tk2021, municipalityId: amsterdam!.id });
    } finally {
      await setup.close();
    }

    const preview = await cli(
      dataDir,
      'import-results',
      '--election',
      String(tk2025),
      '--dry-run',
      fileURLToPath(TK2025_510B),
    );
    expect(preview.stdout).toContain('TK2025: 1 bestand (510b)');
    expect(preview.stdout).toContain('Proefdraai: er is niets opgeslagen.');
    expect(preview.stdout).toContain(
      'Er is geen 520- of 510d-bestand: de zeteluitslag blijft zoals hij is.',
    );

    // The active election is the seeded Provinciale Staten 2027.
    await expect(
      cli(dataDir, 'import-results', '--election', 'active', '--region', String(groningen), zip),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'Deze bestanden horen bij TK2021 (Tweede Kamer), maar deze verkiezing is een Provinciale Statenverkiezing 2027.',
      ),
    });
    await expect(
      cli(dataDir, 'import-results', '--election', String(tk2021), zip),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('horen bij geen partij van deze verkiezing'),
    });

    const applied = await cli(
      dataDir,
      'import-results',
      '--election',
      String(tk2021),
      '--create-missing-parties',
      zip,
    );
    expect(applied.stdout).toContain('TK2021: 42 bestanden (520, 510d, 19× 510c, 20× 230b, 110a)');
    expect(applied.stdout).toContain('Landelijke opkomst: 79,3%');
    expect(applied.stdout).toMatch(/^\s+1 {2}VVD\s+2279130\s+34\s+34$/m);
    expect(applied.stdout).toMatch(/Amsterdam\s+GM0363\s+75,7%\s+D66/);
    expect(applied.stdout).toMatch(/Opgeslagen in verkiezing \d+\./);
    expect(applied.stdout).toMatch(/Punten berekend voor 0 spelers\./);

    const database = await connectPglite(path.join(dataDir, 'pglite'));
    try {
      const [active] = await database.db.select().from(elections).where(eq(elections.id, tk2021));
      expect(active!.countryTurnoutTenths).toBe(793);
      expect(active!.scoresCalculatedAt).not.toBeNull();
      const lists = await database.db
        .select()
        .from(parties)
        .where(eq(parties.electionId, active!.id));
      expect(lists).toHaveLength(37);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a call without files or election with the usage', async () => {
    await expect(cli(dataDir, 'import-results', '--election', 'active')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('import-results heeft een of meer bestanden nodig'),
    });
    await expect(cli(dataDir, 'import-results', 'x.zip')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('import-results heeft --election nodig'),
    });
    await expect(
      cli(dataDir, 'import-results', '--election', 'active', 'bestaat-niet.zip'),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Bestand niet gevonden') });
  }, 60_000);
});
