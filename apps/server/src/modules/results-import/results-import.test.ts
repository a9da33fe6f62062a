import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsImportSummary } from '@zetelpoule/shared';
import {
  electionMunicipalities,
  elections,
  municipalities,
  parties,
  scores,
  turnoutResults,
} from '../../db/schema';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { insertPrediction } from '../scoring/scoring.fixtures';
import {
  PNG_BYTES,
  SMALL_510D,
  TK2021_OFFICIAL_SEATS,
  TK2021_UPLOAD,
  TK2025_510B,
  XXE_EML,
  entityBomb,
  makeZip,
  insertTestElection,
  multipart,
  snapshotResults,
  streamedMultipart,
  type UploadFile,
} from './results-import.test-support';

/*
 * POST /api/auth/admin/election-results/{id}/import/ on the Kiesraad's real TK2021 zip. Every
 * expected number is worked out below from the numbers in the files (quoted at each test), not
 * by calling the code under test.
 */

const ZIP_UPLOAD = TK2021_UPLOAD;

const PLAYED = [
  'Amsterdam',
  'Rotterdam',
  'Den Haag',
  'Utrecht',
  'Schiermonnikoog',
  'Vlieland',
  'Rozendaal',
  // Formed in 2022 from Boxmeer, Cuijk, Grave, Mill en Sint Hubert and Sint Anthonis: not in
  // the TK2021 files, so it keeps its result.
  'Land van Cuijk',
];

describe('POST /api/auth/admin/election-results/{id}/import/', () => {
  let t: TestApp;
  let admin: TestUser;
  let player: TestUser;
  let electionId: number;
  let partyId: Map<number, number>;
  let town: Map<string, number>;

  const importUrl = (id: number, query = '') =>
    `/api/auth/admin/election-results/${id}/import/${query}`;
  const upload = (files: UploadFile[], query = '', id = electionId, user = admin) =>
    injectAs(t, user, { method: 'POST', url: importUrl(id, query), ...multipart(files) });

  async function createElection(
    name: string,
    lists: number | readonly string[],
    date?: string,
  ): Promise<number> {
    const id = await insertTestElection(t.database.db, { name, lists, date });
    await t.database.db
      .insert(electionMunicipalities)
      .values(PLAYED.map((n) => ({ electionId: id, municipalityId: town.get(n)! })));
    return id;
  }

  const snapshot = (id: number) => snapshotResults(t.database.db, id);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t, { isStaff: true });
    player = await createUser(t);
    const rows = await t.database.db
      .select({ id: municipalities.id, name: municipalities.name })
      .from(municipalities)
      // Utrecht is a province too (the regions of a PS election share the table).
      .where(
        and(
          inArray(municipalities.name, [...PLAYED, 'West Maas en Waal']),
          eq(municipalities.kind, 'gemeente'),
        ),
      );
    town = new Map(rows.map((r) => [r.name, r.id]));
    electionId = await createElection('Tweede Kamer 2021 (test)', 37);
    const partyRows = await t.database.db
      .select({ id: parties.id, listNumber: parties.listNumber })
      .from(parties)
      .where(eq(parties.electionId, electionId));
    partyId = new Map(partyRows.map((p) => [p.listNumber, p.id]));
    // A result the import must leave alone: Land van Cuijk is played but not in the files.
    await t.database.db
      .insert(turnoutResults)
      .values({ electionId, municipalityId: town.get('Land van Cuijk')!, turnoutTenths: 700 });
  });
  afterAll(() => t.close());

  it('answers 401 without a token and 403 to a player', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: importUrl(electionId),
      ...multipart([ZIP_UPLOAD]),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload([ZIP_UPLOAD], '', electionId, player)).statusCode).toBe(403);
  });

  it('answers 404 for an election that does not exist', async () => {
    const res = await upload([ZIP_UPLOAD], '', 999999);
    expect(res.statusCode).toBe(404);
  });

  describe('a dry run of the TK2021 zip', () => {
    let summary: ResultsImportSummary;
    let before: Awaited<ReturnType<typeof snapshot>>;

    beforeAll(async () => {
      before = await snapshot(electionId);
      const res = await upload([ZIP_UPLOAD], '?dry_run=true');
      expect(res.statusCode, res.body).toBe(200);
      summary = res.json();
    });

    it('writes nothing', async () => {
      expect(summary.applied).toBe(false);
      expect(await snapshot(electionId)).toEqual(before);
    });

    it('names the election and the files it used', () => {
      expect(summary.election_id).toBe(electionId);
      expect(summary.source.election_identifier).toBe('TK2021');
      const types = summary.source.files.map((f) => f.eml_type);
      expect(types.filter((type) => type === '520')).toHaveLength(1);
      expect(types.filter((type) => type === '510d')).toHaveLength(1);
      expect(types.filter((type) => type === '510c')).toHaveLength(19);
    });

    it('gives every list its official seats, from the 520 and from the votes alike', () => {
      expect(summary.seats).toHaveLength(37);
      for (const row of summary.seats) {
        const official = TK2021_OFFICIAL_SEATS[row.list_number] ?? 0;
        expect(row.seats, `lijst ${row.list_number}`).toBe(official);
        expect(row.seats_from_votes, `lijst ${row.list_number}`).toBe(official);
        expect(row.party_id).toBe(partyId.get(row.list_number));
      }
      // Totaaltelling_TK2021.eml.xml, TotalVotes: D66 1,565,861 valid votes.
      expect(summary.seats.find((row) => row.list_number === 4)!.votes).toBe(1565861);
    });

    it('works out the national turnout from the 510d', () => {
      // TotalCounted 10,422,852 + ongeldig 22,652 + blanco 17,173 = 10,462,677 of Cast
      // 13,187,770 = 79.336…% → 79.3.
      expect(summary.country_turnout).toBe(79.3);
    });

    it('works out turnout and biggest party of played municipalities from the 510c', () => {
      const row = (name: string) => summary.municipalities.find((m) => m.name === name);
      // HSB9::0363: TotalCounted 437,827 + ongeldig 2,136 + blanco 956 = 440,919 of Cast
      // 582,177 = 75.736…% → 75.7; D66 (list 4) 99,649 votes, VVD next with 55,445.
      expect(row('Amsterdam')).toEqual({
        municipality_id: town.get('Amsterdam'),
        code: 'GM0363',
        name: 'Amsterdam',
        eligible: 582177,
        votes_cast: 440919,
        turnout: 75.7,
        biggest_party_id: partyId.get(4),
      });
      // HSB13::0599: 309,471 + 1,589 + 604 = 311,664 of 460,271 = 67.713…% → 67.7; D66 51,569
      // against VVD 49,215.
      expect(row('Rotterdam')).toMatchObject({
        eligible: 460271,
        votes_cast: 311664,
        turnout: 67.7,
        biggest_party_id: partyId.get(4),
      });
      // HSB2::0088: 904 + 1 + 2 = 907 votes of 785 eligible voters = 115.5% (kiezerspassen)
      // → capped at 100.0; D66 167 against VVD 158.
      expect(row('Schiermonnikoog')).toMatchObject({
        eligible: 785,
        votes_cast: 907,
        turnout: 100,
        biggest_party_id: partyId.get(4),
      });
      // The TK2021 files name 's-Gravenhage; the app shows GM0518 as Den Haag.
      expect(row('Den Haag')).toMatchObject({ code: 'GM0518', biggest_party_id: partyId.get(1) });
      expect(row('Land van Cuijk')).toBeUndefined();
      expect(summary.municipalities).toHaveLength(PLAYED.length - 1);
    });

    it('warns about Cast = 0, turnout over 100%, merged municipalities and missing data', () => {
      const warnings = summary.warnings.join('\n');
      expect(warnings).toContain(
        '6 gemeenten hebben in de bestanden 0 kiesgerechtigden (Cast), dus geen opkomst',
      );
      for (const name of [
        'Bloemendaal',
        'Haarlem',
        'Zandvoort',
        'Weststellingwerf',
        'Leidschendam-Voorburg',
        'Berg en Dal',
      ]) {
        expect(warnings).toContain(name);
      }
      // Vlieland: 954 + 0 + 0 of 911 = 104.7%.
      expect(warnings).toContain('Schiermonnikoog (115,5%)');
      expect(warnings).toContain('Vlieland (104,7%)');
      // Beemster, Boxmeer, Brielle, Cuijk, Grave, Heerhugowaard, Hellevoetsluis, Landerd,
      // Langedijk, Mill en Sint Hubert, Sint Anthonis, Uden, Weesp, Westvoorne.
      expect(warnings).toMatch(/14 gemeenten uit de bestanden bestaan hier niet/);
      expect(warnings).toContain('Beemster (GM0370)');
      expect(warnings).toMatch(/gespeelde gemeente Land van Cuijk; hun uitslag blijft/);
      // 520 and votes agree: no seat warning.
      expect(warnings).not.toMatch(/volgens het 520-bestand/);
    });

    it('matches every list to its party by name', () => {
      expect(summary.unmatched_names).toEqual([]);
      expect(summary.parties).toHaveLength(37);
      const party = (name: string) => summary.parties.find((p) => p.name === name);
      expect(party('GROENLINKS')).toEqual({
        name: 'GROENLINKS',
        list_number: 5,
        party_id: partyId.get(5),
        match: 'name',
      });
      // ‘PVV’ here is the short form of ‘PVV (Partij voor de Vrijheid)’.
      expect(party('PVV (Partij voor de Vrijheid)')).toMatchObject({
        party_id: partyId.get(2),
        match: 'form',
      });
      expect(summary.region).toBeNull();
      expect(summary.staten_seats).toBeNull();
    });
  });

  it('applies the TK2021 zip in one transaction: seats, national turnout, played municipalities', async () => {
    const res = await upload([ZIP_UPLOAD]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ResultsImportSummary>().applied).toBe(true);

    const stored = await snapshot(electionId);
    expect(stored.election[0]!.country).toBe(793);
    expect(stored.seats).toHaveLength(37);
    for (const [listNumber, id] of partyId) {
      expect(stored.seats.find((s) => s.partyId === id)?.seats).toBe(
        TK2021_OFFICIAL_SEATS[listNumber] ?? 0,
      );
    }
    const turnout = new Map(stored.turnout.map((r) => [r.municipalityId, r.turnoutTenths]));
    expect(turnout.get(town.get('Amsterdam')!)).toBe(757);
    expect(turnout.get(town.get('Rotterdam')!)).toBe(677);
    expect(turnout.get(town.get('Schiermonnikoog')!)).toBe(1000);
    expect(turnout.get(town.get('Land van Cuijk')!)).toBe(700);
    const amsterdam = stored.biggest.find((r) => r.municipalityId === town.get('Amsterdam'));
    // D66's share of Amsterdam's valid votes: 99,649 / 437,827 = 22.76% → 22.8.
    expect(amsterdam).toMatchObject({ partyId: partyId.get(4), votePercentageTenths: 228 });
    expect(stored.biggest).toHaveLength(PLAYED.length - 1);
  });

  it('then scores a player who predicted the official seats the maximum seat points', async () => {
    const perfect = await createUser(t);
    await insertPrediction(t, perfect.id, electionId, {
      seats: [...partyId]
        .filter(([listNumber]) => TK2021_OFFICIAL_SEATS[listNumber])
        .map(([listNumber, id]) => [id, TK2021_OFFICIAL_SEATS[listNumber]!]),
    });
    const res = await injectAs(t, admin, {
      method: 'POST',
      url: `/api/auth/admin/election-results/${electionId}/calculate-scores/`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [score] = await t.database.db
      .select({ seat: scores.seatPoints })
      .from(scores)
      .where(and(eq(scores.userId, perfect.id), eq(scores.electionId, electionId)));
    // +5 for every party of the election exactly right, 37 parties.
    expect(score!.seat).toBe(37 * 5);
  });

  it('reads the 510b of one municipality of TK2025', async () => {
    // The seeded TK2025 election, with the seed's party names (‘PvdD’, ‘GroenLinks-PvdA’).
    const [tk2025] = await t.database.db
      .select({ id: elections.id })
      .from(elections)
      .where(eq(elections.seedKey, 'tk2025'));
    const active = tk2025!.id;
    await t.database.db
      .insert(electionMunicipalities)
      .values({ electionId: active, municipalityId: town.get('West Maas en Waal')! });
    const res = await upload(
      [
        {
          name: 'Telling_TK2025_gemeente_West_Maas_en_Waal.eml.xml',
          data: readFileSync(TK2025_510B),
        },
      ],
      '?dry_run=true',
      active,
    );
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<ResultsImportSummary>();
    expect(summary.source).toEqual({
      election_identifier: 'TK2025',
      files: [{ name: 'Telling_TK2025_gemeente_West_Maas_en_Waal.eml.xml', eml_type: '510b' }],
    });
    const [pvv] = await t.database.db
      .select({ id: parties.id })
      .from(parties)
      .where(and(eq(parties.electionId, active), eq(parties.listNumber, 1)));
    // TotalVotes: TotalCounted 13,627 + ongeldig 13 + blanco 57 = 13,697 of Cast 16,290 =
    // 84.08…% → 84.1; PVV (list 1) 3,216 votes, VVD next with 2,589.
    expect(summary.municipalities).toEqual([
      {
        municipality_id: town.get('West Maas en Waal'),
        code: 'GM0668',
        name: 'West Maas en Waal',
        eligible: 16290,
        votes_cast: 13697,
        turnout: 84.1,
        biggest_party_id: pvv!.id,
      },
    ]);
    expect(summary.country_turnout).toBeNull();
    expect(summary.seats.every((row) => row.seats === null && row.seats_from_votes === null)).toBe(
      true,
    );
    expect(summary.warnings).toContain(
      'Er is geen 520- of 510d-bestand: de zeteluitslag blijft zoals hij is.',
    );
    // Every RegisteredName of the file has its TK2025 party.
    expect(summary.unmatched_names).toEqual([]);
    expect(summary.parties).toHaveLength(24);
  });

  describe('hostile and unusable uploads: a 4xx and nothing written', () => {
    let before: Awaited<ReturnType<typeof snapshot>>;
    beforeAll(async () => {
      before = await snapshot(electionId);
    });

    const refusedCases: [string, () => UploadFile[], RegExp][] = [
      [
        'malformed XML',
        () => [{ name: 'kapot.eml.xml', data: Buffer.from(SMALL_510D.slice(0, -10)) }],
        /geen geldige XML/,
      ],
      [
        'a DTD with an external entity (XXE)',
        () => [{ name: 'xxe.eml.xml', data: Buffer.from(XXE_EML) }],
        /bevat een DTD/,
      ],
      [
        'an entity expansion bomb',
        () => [{ name: 'lol.eml.xml', data: Buffer.from(entityBomb()) }],
        /bevat een DTD/,
      ],
      [
        'a PNG renamed .xml',
        () => [{ name: 'uitslag.xml', data: PNG_BYTES }],
        /uitslag\.xml is geen/,
      ],
      [
        'a zip bomb that declares 3 GB',
        () => [
          {
            name: 'bom.zip',
            data: makeZip([
              { name: 'x.eml.xml', data: Buffer.from(SMALL_510D), declaredSize: 3_000_000_000 },
            ]),
          },
        ],
        /pakt uit tot meer dan 128 MB/,
      ],
      [
        'a zip bomb that hides its size',
        () => [
          {
            name: 'bom.zip',
            data: makeZip([
              {
                name: 'x.eml.xml',
                data: Buffer.concat([
                  Buffer.from(SMALL_510D.slice(0, 200)),
                  Buffer.alloc(20 * 1024 * 1024, 0x20),
                ]),
                declaredSize: 1000,
              },
            ]),
          },
        ],
        /kan niet worden uitgepakt/,
      ],
      [
        'files of two different elections',
        () => [ZIP_UPLOAD, { name: 'ander.eml.xml', data: Buffer.from(SMALL_510D) }],
        /verschillende verkiezingen \(TK2021, TEST1\)/,
      ],
      [
        'a file in another field',
        () => [{ name: 'x.eml.xml', data: Buffer.from(SMALL_510D), field: 'bestand' }],
        /in het veld files/,
      ],
      ['no file at all', () => [], /Kies een of meer bestanden/],
    ];

    it.each(refusedCases)('refuses %s with 400', async (_label, files, message) => {
      const res = await upload(files());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'import_error',
        message: expect.stringMatching(message),
      });
      expect(await snapshot(electionId)).toEqual(before);
    });

    it('refuses an upload of 120 MB with 413, counting as it arrives', async () => {
      const res = await injectAs(t, admin, {
        method: 'POST',
        url: importUrl(electionId),
        ...streamedMultipart('groot.zip', 120 * 1024 * 1024),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        error: 'payload_too_large',
        message: 'De bestanden zijn samen te groot: hooguit 100 MB per keer.',
      });
      expect(await snapshot(electionId)).toEqual(before);
    });

    it('refuses an upload that announces more than 100 MB before reading it', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: importUrl(electionId),
        headers: {
          authorization: `Bearer ${admin.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(120 * 1024 * 1024),
        },
        payload: '--x--\r\n',
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/hooguit 100 MB per keer/);
    });

    it('refuses a body that is not multipart with 415', async () => {
      const res = await injectAs(t, admin, {
        method: 'POST',
        url: importUrl(electionId),
        payload: { files: 'TK2021.zip' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/multipart\/form-data/);
    });

    it('refuses a broken multipart body with 400', async () => {
      const res = await injectAs(t, admin, {
        method: 'POST',
        url: importUrl(electionId),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="files"; filename="a.zip"\r\n\r\nPK',
      });
      expect(res.statusCode).toBe(400);
      expect(await snapshot(electionId)).toEqual(before);
    });

    it('refuses a query flag that is not true or false', async () => {
      const res = await upload([ZIP_UPLOAD], '?dry_run=ja');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/dry_run moet 'true' of 'false' zijn/);
    });
  });
});
