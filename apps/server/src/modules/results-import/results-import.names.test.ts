import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamDay, type ResultsImportSummary } from '@zetelpoule/shared';
import { elections, parties } from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { activeElectionId } from '../scoring/scoring.fixtures';
import {
  PS_DRENTHE_510D,
  TK2021_LISTS,
  TK2021_OFFICIAL_SEATS,
  TK2021_UPLOAD,
  insertTestElection,
  multipart,
  partyMapField,
  snapshotResults,
  type UploadFile,
} from './results-import.test-support';

/*
 * Decision 029: the import matches lists to parties by name and refuses the files of another
 * election. On the Kiesraad's real TK2021 zip and the Drenthe 2023 files.
 */

const ZIP_UPLOAD = TK2021_UPLOAD;

describe('results import: names and the files’ election', () => {
  let t: TestApp;
  let admin: TestUser;
  let electionId: number;

  const upload = (files: UploadFile[], query = '', id = electionId) =>
    injectAs(t, admin, {
      method: 'POST',
      url: `/api/auth/admin/election-results/${id}/import/${query}`,
      ...multipart(files),
    });
  const createElection = (name: string, lists: number | readonly string[]) =>
    insertTestElection(t.database.db, { name, lists });
  const snapshot = (id: number) => snapshotResults(t.database.db, id);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t, { isStaff: true });
    electionId = await createElection('Tweede Kamer 2021 (test)', 37);
  });
  afterAll(() => t.close());

  it('lists names without a party, refuses to apply them, then applies them with party_map', async () => {
    const short = await createElection('Tweede Kamer 2021 (30 lijsten)', 30);
    const before = await snapshot(short);
    const missing = TK2021_LISTS.slice(30);

    const preview = await upload([ZIP_UPLOAD], '?dry_run=true', short);
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json<ResultsImportSummary>();
    expect(previewed.unmatched_names).toEqual([
      'Partij van de Eenheid',
      'DE FEESTPARTIJ (DFP)',
      ...missing.slice(2),
    ]);
    expect(previewed.parties.find((p) => p.name === 'Partij van de Eenheid')).toEqual({
      name: 'Partij van de Eenheid',
      list_number: 31,
      party_id: null,
      match: 'unmatched',
    });

    const refused = await upload([ZIP_UPLOAD], '', short);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'import_error' });
    expect(refused.json().message).toMatch(
      /^Deze namen uit de bestanden horen bij geen partij van deze verkiezing: ‘Partij van de Eenheid’, ‘DE FEESTPARTIJ \(DFP\)’, /,
    );
    expect(await snapshot(short)).toEqual(before);

    const partyMap = Object.fromEntries(previewed.unmatched_names.map((n) => [n, 'new' as const]));
    const created = await upload([...[ZIP_UPLOAD], partyMapField(partyMap)], '', short);
    expect(created.statusCode, created.body).toBe(200);
    const after = await snapshot(short);
    expect(after.parties).toHaveLength(37);
    expect(after.parties.at(-1)!.name).toBe('Partij voor de Republiek');
    expect(after.seats).toHaveLength(37);
    const summary = created.json<ResultsImportSummary>();
    expect(summary.unmatched_names).toEqual([]);
    expect(summary.parties.filter((p) => p.match === 'created')).toHaveLength(7);
    expect(summary.warnings.join('\n')).toMatch(
      /7 partijen worden aangemaakt: 31 Partij van de Eenheid/,
    );
  });

  it('never puts VVD’s seats on another party, whatever the list numbers', async () => {
    // The same parties numbered backwards, and GroenLinks under a name the files do not use.
    const reversed = TK2021_LISTS.map((name) => (name === 'GroenLinks' ? 'GL' : name)).reverse();
    const id = await createElection('Tweede Kamer 2021 (omgekeerd)', reversed);
    const rows = await t.database.db
      .select({ id: parties.id, name: parties.name })
      .from(parties)
      .where(eq(parties.electionId, id));
    const byName = new Map(rows.map((r) => [r.name, r.id]));

    const preview = await upload([ZIP_UPLOAD], '?dry_run=true', id);
    expect(preview.json<ResultsImportSummary>().unmatched_names).toEqual(['GROENLINKS']);
    const res = await upload(
      [ZIP_UPLOAD, partyMapField({ GROENLINKS: byName.get('GL')! })],
      '',
      id,
    );
    expect(res.statusCode, res.body).toBe(200);
    const seats = new Map((await snapshot(id)).seats.map((s) => [s.partyId, s.seats]));
    expect(seats.get(byName.get('VVD')!)).toBe(34);
    expect(seats.get(byName.get('GL')!)).toBe(8);
    expect(seats.get(byName.get('Partij voor de Republiek')!)).toBe(0);
    for (const [index, name] of TK2021_LISTS.entries()) {
      const stored = seats.get(byName.get(name === 'GroenLinks' ? 'GL' : name)!);
      expect(stored, name).toBe(TK2021_OFFICIAL_SEATS[index + 1] ?? 0);
    }
  });

  it('refuses a party_map that names a party of another election, and changes nothing', async () => {
    const id = await createElection('Tweede Kamer 2021 (koppeling)', 30);
    const before = await snapshot(id);
    const res = await upload(
      [ZIP_UPLOAD, partyMapField({ 'Partij van de Eenheid': 999999 })],
      '?create_missing_parties=true',
      id,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'De koppeling zet ‘Partij van de Eenheid’ op partij 999999, maar die partij hoort niet bij deze verkiezing.',
    );
    const notJson = await upload(
      [ZIP_UPLOAD, { ...partyMapField({}), data: Buffer.from('{') }],
      '',
      id,
    );
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/party_map is geen geldige JSON/);
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses the TK2021 files for an election of another year or kind', async () => {
    // The seeded active election holds the TK2025 lists.
    const active = await activeElectionId(t);
    const before = await snapshot(active);
    const [row] = await t.database.db
      .select({ date: elections.electionDate })
      .from(elections)
      .where(eq(elections.id, active));
    const year = amsterdamDay(row!.date).slice(0, 4);
    const res = await upload([ZIP_UPLOAD], '?create_missing_parties=true', active);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'import_error',
      message: `Deze bestanden horen bij TK2021 (Tweede Kamer), maar deze verkiezing is een Tweede Kamerverkiezing ${year}.`,
    });
    expect(await snapshot(active)).toEqual(before);

    const drenthe = await upload([PS_DRENTHE_510D], '', electionId);
    expect(drenthe.statusCode).toBe(400);
    expect(drenthe.json().message).toBe(
      'Dit bestand hoort bij PS2023_Drenthe (Provinciale Staten), maar deze verkiezing is een Tweede Kamerverkiezing 2021.',
    );
    const region = await upload([ZIP_UPLOAD], '?dry_run=true&region_id=1', electionId);
    expect(region.statusCode).toBe(400);
    expect(region.json().message).toMatch(/alleen bij een Provinciale Statenverkiezing/);
  });
});
