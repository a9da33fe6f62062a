import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper';
import { cliRunner } from './cli/cli.test-support';
import type { Database } from './db/client';
import { electionMunicipalities, elections, municipalities, parties } from './db/schema';
import { seedDatabase } from './db/seed/seed';
import {
  TK2021_ZIP,
  TK2025_510B,
  insertTestElection,
} from './modules/results-import/results-import.test-support';

describe('npm run cli -- import-results', () => {
  const zip = fileURLToPath(TK2021_ZIP);
  let database: Database & { url?: string };
  let cli: ReturnType<typeof cliRunner>['run'];
  beforeAll(async () => {
    database = await createTestDatabase();
    cli = cliRunner(database).run;
  });
  afterAll(() => database.close());

  it('previews, refuses another election’s files, and applies the Kiesraad files', async () => {
    await seedDatabase(database.db);
    // The seeded TK2025 election, and a TK2021 election with the first 30 lists (made here:
    // the seed has none).
    const [seeded] = await database.db
      .select({ id: elections.id })
      .from(elections)
      .where(eq(elections.seedKey, 'tk2025'));
    const tk2025 = seeded!.id;
    const tk2021 = await insertTestElection(database.db, { name: 'Tweede Kamer 2021', lists: 30 });
    const [province] = await database.db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.code, 'PV20'));
    const groningen = province!.id;
    const [amsterdam] = await database.db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.code, 'GM0363'));
    await database.db
      .insert(electionMunicipalities)
      .values({ electionId: tk2021, municipalityId: amsterdam!.id });

    const preview = await cli(
      'import-results',
      '--election',
      String(tk2025),
      '--dry-run',
      fileURLToPath(TK2025_510B),
    );
    expect(preview.code).toBe(0);
    expect(preview.stdout).toContain('TK2025: 1 bestand (510b)');
    expect(preview.stdout).toContain('Proefdraai: er is niets opgeslagen.');
    expect(preview.stdout).toContain(
      'Er is geen 520- of 510d-bestand: de zeteluitslag blijft zoals hij is.',
    );

    // The active election is the seeded Provinciale Staten 2027, whose predictions are open:
    // applying needs the operator's confirmation, and the files are read only then.
    const active = ['import-results', '--election', 'active', '--region', String(groningen)];
    expect(await cli(...active, zip)).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /De voorspellingen zijn nog open tot .+\. Bevestig dat je nu al uitslagen wilt invoeren\. Geef daarvoor --confirm-before-deadline mee\./,
      ),
    });
    expect(await cli(...active, '--confirm-before-deadline', zip)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'Deze bestanden horen bij TK2021 (Tweede Kamer), maar deze verkiezing is een Provinciale Statenverkiezing 2027.',
      ),
    });
    expect(await cli('import-results', '--election', String(tk2021), zip)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('horen bij geen partij van deze verkiezing'),
    });

    const applied = await cli(
      'import-results',
      '--election',
      String(tk2021),
      '--create-missing-parties',
      zip,
    );
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain('TK2021: 42 bestanden (520, 510d, 19× 510c, 20× 230b, 110a)');
    expect(applied.stdout).toContain('Landelijke opkomst: 79,3%');
    expect(applied.stdout).toMatch(/^\s+1 {2}VVD\s+2279130\s+34\s+34$/m);
    expect(applied.stdout).toMatch(/Amsterdam\s+GM0363\s+75,7%\s+D66/);
    expect(applied.stdout).toMatch(/Opgeslagen in verkiezing \d+\./);
    expect(applied.stdout).toMatch(/Punten berekend voor 0 spelers\./);

    const [stored] = await database.db.select().from(elections).where(eq(elections.id, tk2021));
    expect(stored!.countryTurnoutTenths).toBe(793);
    expect(stored!.scoresCalculatedAt).not.toBeNull();
    const lists = await database.db
      .select()
      .from(parties)
      .where(eq(parties.electionId, stored!.id));
    expect(lists).toHaveLength(37);
  }, 60_000);

  it('refuses a call without files or election with the usage', async () => {
    expect(await cli('import-results', '--election', 'active')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('import-results heeft een of meer bestanden nodig'),
    });
    expect(await cli('import-results', 'x.zip')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('import-results heeft --election nodig'),
    });
    expect(await cli('import-results', '--election', 'active', 'bestaat-niet.zip')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Bestand niet gevonden'),
    });
  });
});
