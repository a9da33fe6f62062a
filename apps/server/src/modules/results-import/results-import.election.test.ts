import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamDay, type ResultsImportSummary } from '@zetelpoule/shared';
import {
  biggestPartyResults,
  electionMunicipalities,
  elections,
  electoralColleges,
  municipalities,
  parties,
  statenSeatResults,
  turnoutResults,
} from '../../db/schema';
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
  ps2023Upload,
  TK2021_OFFICIAL_SEATS,
  TK2021_UPLOAD,
  insertTestElection,
  multipart,
  partyMapField,
  snapshotResults,
  type UploadFile,
} from './results-import.test-support';

/*
 * Decision 029: the import matches lists to parties by name, refuses the files of another
 * election or province, and reads a province's files into a Provinciale Staten election. On
 * the Kiesraad's real TK2021 zip and Drenthe 2023 files (test/fixtures/eml/SOURCES.md).
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
    // Confirmed: the active election's predictions are still open.
    const res = await upload(
      [ZIP_UPLOAD],
      '?create_missing_parties=true&confirm_before_deadline=true',
      active,
    );
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

  describe('a Provinciale Staten election', () => {
    /** The national parties of 2023 as an admin would name them. */
    const PS2023_PARTIES = [
      'PvdA',
      'FvD',
      'VVD',
      'CDA',
      'GroenLinks',
      'PVV',
      'ChristenUnie',
      'SP',
      'D66',
      '50PLUS',
      'PvdD',
      'JEZUS LEEFT',
      'JA21',
      'BBB',
      'Volt',
      'SGP',
      'BVNL',
    ];
    const DRENTHE_FILES = [
      PS_DRENTHE_510D,
      ps2023Upload('Verkiezingsdefinitie_PS2023_Drenthe.eml.xml'),
      ps2023Upload('Kandidatenlijsten_PS2023_Drenthe.eml.xml'),
    ];
    let ps2023: number;
    let province: Map<string, number>;
    let party: Map<string, number>;

    const statenSeats = async (id: number, regionId: number) => {
      const rows = await t.database.db
        .select({ name: parties.name, seats: statenSeatResults.seats })
        .from(statenSeatResults)
        .innerJoin(parties, eq(parties.id, statenSeatResults.partyId))
        .where(and(eq(statenSeatResults.electionId, id), eq(statenSeatResults.regionId, regionId)));
      return Object.fromEntries(rows.filter((r) => r.seats > 0).map((r) => [r.name, r.seats]));
    };

    beforeAll(async () => {
      const db = t.database.db;
      const [row] = await db
        .insert(elections)
        .values({
          name: 'Provinciale Staten 2023 (test)',
          category: 'PS',
          seatCount: 75,
          electionDate: new Date('2023-03-15T07:30:00+01:00'),
          predictionsDeadline: new Date('2023-03-15T07:30:00+01:00'),
        })
        .returning({ id: elections.id });
      ps2023 = row!.id;
      await db.insert(parties).values(
        PS2023_PARTIES.map((name, index) => ({
          electionId: ps2023,
          listNumber: index + 1,
          name,
          hexcolor: '#123456',
        })),
      );
      const provinces = await db
        .select({ id: municipalities.id, code: municipalities.code })
        .from(municipalities)
        .where(inArray(municipalities.code, ['PV20', 'PV22']));
      province = new Map(provinces.map((p) => [p.code, p.id]));
      await db
        .insert(electionMunicipalities)
        .values(provinces.map((p) => ({ electionId: ps2023, municipalityId: p.id })));
      // Staten 2023: Groningen and Drenthe 43 members each.
      await db.insert(electoralColleges).values(
        provinces.map((p) => ({
          electionId: ps2023,
          regionId: p.id,
          memberCount: 43,
          stemwaarde: 1000,
        })),
      );
      const rows = await db
        .select({ id: parties.id, name: parties.name })
        .from(parties)
        .where(eq(parties.electionId, ps2023));
      party = new Map(rows.map((r) => [r.name, r.id]));
    });

    it('needs the province, and one of the election’s', async () => {
      const without = await upload([PS_DRENTHE_510D], '?dry_run=true', ps2023);
      expect(without.statusCode).toBe(400);
      expect(without.json().message).toBe(
        'Kies de provincie waarvan je de uitslag inleest (region_id).',
      );
      const [utrecht] = await t.database.db
        .select({ id: municipalities.id })
        .from(municipalities)
        .where(eq(municipalities.code, 'PV26'));
      const other = await upload(
        [PS_DRENTHE_510D],
        `?dry_run=true&region_id=${utrecht!.id}`,
        ps2023,
      );
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toBe(
        `Provincie ${utrecht!.id} hoort niet bij deze verkiezing; kies een van haar provincies.`,
      );
    });

    it('refuses Drenthe’s file for Groningen, and a TK zip for a PS election', async () => {
      const groningen = `?region_id=${province.get('PV20')}`;
      const wrongProvince = await upload([PS_DRENTHE_510D], groningen, ps2023);
      expect(wrongProvince.statusCode).toBe(400);
      expect(wrongProvince.json()).toEqual({
        error: 'import_error',
        message: 'Dit bestand is van Drenthe, maar je leest de uitslag van Groningen in.',
      });

      // The seeded Provinciale Staten 2027, with the same provinces as regions.
      const [seeded] = await t.database.db
        .select({ id: elections.id })
        .from(elections)
        .where(eq(elections.seedKey, 'ps2027'));
      const before = await snapshot(seeded!.id);
      // Confirmed: PS 2027's predictions are still open.
      const tk = await upload(
        [ZIP_UPLOAD],
        `${groningen}&confirm_before_deadline=true`,
        seeded!.id,
      );
      expect(tk.statusCode).toBe(400);
      expect(tk.json().message).toBe(
        'Deze bestanden horen bij TK2021 (Tweede Kamer), maar deze verkiezing is een Provinciale Statenverkiezing 2027.',
      );
      expect(await snapshot(seeded!.id)).toEqual(before);
      expect(await statenSeats(ps2023, province.get('PV20')!)).toEqual({});
    });

    it('previews Drenthe’s Staten seats, turnout and biggest party from its 510d', async () => {
      const res = await upload(
        DRENTHE_FILES,
        `?dry_run=true&region_id=${province.get('PV22')}`,
        ps2023,
      );
      expect(res.statusCode, res.body).toBe(200);
      const summary = res.json<ResultsImportSummary>();
      expect(summary.region).toEqual({
        region_id: province.get('PV22'),
        code: 'PV22',
        name: 'Drenthe',
        seat_count: 43,
      });
      expect(summary.seats).toEqual([]);
      expect(summary.unmatched_names).toEqual(['Sterk Lokaal Drenthe', 'Alliantie']);
      const bbb = summary.staten_seats!.find((row) => row.name === 'BBB');
      // Totaaltelling: BBB 88,176 of 263,882 valid votes; quota 263,882 / 43 = 6,136.8.
      expect(bbb).toEqual({
        list_number: 15,
        name: 'BBB',
        party_id: party.get('BBB'),
        votes: 88176,
        seats_from_votes: 17,
        seats_520: null,
      });
      // 263,882 + 554 + 601 = 265,037 of 399,405 = 66.36% → 66.4.
      expect(summary.municipalities).toEqual([
        {
          municipality_id: province.get('PV22'),
          code: 'PV22',
          name: 'Drenthe',
          eligible: 399405,
          votes_cast: 265037,
          turnout: 66.4,
          biggest_party_id: party.get('BBB'),
        },
      ]);
      expect(await statenSeats(ps2023, province.get('PV22')!)).toEqual({});
    });

    it('refuses to apply unmatched names, then applies with party_map', async () => {
      const query = `?region_id=${province.get('PV22')}`;
      const refused = await upload(DRENTHE_FILES, query, ps2023);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/‘Sterk Lokaal Drenthe’ en ‘Alliantie’/);
      expect(await statenSeats(ps2023, province.get('PV22')!)).toEqual({});

      const res = await upload(
        [...DRENTHE_FILES, partyMapField({ 'Sterk Lokaal Drenthe': 'new', Alliantie: 'new' })],
        query,
        ps2023,
      );
      expect(res.statusCode, res.body).toBe(200);
      // provincie.drenthe.nl, definitieve verkiezingsuitslag 2023.
      expect(await statenSeats(ps2023, province.get('PV22')!)).toEqual({
        BBB: 17,
        PvdA: 4,
        VVD: 4,
        CDA: 3,
        GroenLinks: 2,
        PVV: 2,
        ChristenUnie: 2,
        SP: 2,
        PvdD: 2,
        D66: 1,
        FvD: 1,
        Volt: 1,
        'Sterk Lokaal Drenthe': 1,
        JA21: 1,
      });
      const [turnout] = await t.database.db
        .select()
        .from(turnoutResults)
        .where(eq(turnoutResults.electionId, ps2023));
      expect(turnout).toMatchObject({ municipalityId: province.get('PV22'), turnoutTenths: 664 });
      const [biggest] = await t.database.db
        .select()
        .from(biggestPartyResults)
        .where(eq(biggestPartyResults.electionId, ps2023));
      // BBB 88,176 / 263,882 = 33.4%.
      expect(biggest).toMatchObject({ partyId: party.get('BBB'), votePercentageTenths: 334 });
      // The staten module projects the Eerste Kamer from the Staten reported so far (only
      // Drenthe's here): all 75 seats, BBB's 17 of 43 the most.
      const chamber = (await snapshot(ps2023)).seats;
      expect(chamber.reduce((sum, row) => sum + row.seats, 0)).toBe(75);
      const most = Math.max(...chamber.map((row) => row.seats));
      expect(chamber.find((row) => row.seats === most)!.partyId).toBe(party.get('BBB'));
    });
  });
});
