import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readImportFiles, type ImportFile } from './eml-sources';
import { ImportError } from './import-error';
import { combineDocuments } from './results-import.combine';
import { checkElection } from './results-import.election-check';
import { planStatenImport, type StatenPlanContext } from './results-import.plan-ps';
import { PS2023_DIR, TK2021_ZIP } from './results-import.test-support';

/*
 * A Provinciale Staten import without a database: Drenthe 2023's own files
 * (test/fixtures/eml/SOURCES.md) through reading, the election check and the plan.
 */

const file = (name: string): ImportFile => ({
  name,
  path: fileURLToPath(new URL(name, PS2023_DIR)),
});
const TOTAL = file('Totaaltelling_PS2023_Drenthe_provincie_Drenthe.eml.xml');
const DEFINITION = file('Verkiezingsdefinitie_PS2023_Drenthe.eml.xml');
const CANDIDATES = file('Kandidatenlijsten_PS2023_Drenthe.eml.xml');
const AA_EN_HUNZE = file('Telling_PS2023_Drenthe_gemeente_Aa_en_Hunze.eml.xml');

/** The national parties of a PS election as the app would name them. */
const PARTIES = [
  'BBB',
  'PvdA',
  'VVD',
  'CDA',
  'GroenLinks',
  'PVV',
  'ChristenUnie',
  'SP',
  'PvdD',
  'D66',
  'FvD',
  'Volt',
  'JA21',
  '50PLUS',
  'SGP',
  'BVNL',
  'JEZUS LEEFT',
].map((name, index) => ({ id: 100 + index, name, list_number: index + 1 }));
const partyId = (name: string) => PARTIES.find((p) => p.name === name)!.id;

const DRENTHE = { id: 7, code: 'PV22', name: 'Drenthe', memberCount: 43 };

function context(overrides: Partial<StatenPlanContext> = {}): StatenPlanContext {
  return {
    region: DRENTHE,
    parties: PARTIES,
    createMissingParties: false,
    partyMap: {},
    dryRun: true,
    ...overrides,
  };
}

describe('a PS import of Drenthe 2023', () => {
  it('reads the election, the seat count and the list names of the four files', async () => {
    const combined = combineDocuments(
      await readImportFiles([TOTAL, DEFINITION, CANDIDATES, AA_EN_HUNZE]),
    );
    expect(combined.election).toEqual({
      identifier: 'PS2023_Drenthe',
      category: 'PS',
      domain: 'Drenthe',
      date: '2023-03-15',
      name: 'Provinciale Staten Drenthe 2023',
    });
    expect(combined.seatCount110a).toBe(43);
    expect(combined.listNames.size).toBe(19);
    expect(combined.listNames.get(10)).toBe('Sterk Lokaal Drenthe');
    // Totaaltelling: Cast 399,405, TotalCounted 263,882.
    expect(combined.national).toMatchObject({ eligible: 399405, valid: 263882 });
  });

  it('gives the official 2023 Staten seats from the 510d’s votes', async () => {
    const combined = combineDocuments(await readImportFiles([TOTAL, DEFINITION]));
    const plan = planStatenImport(combined, context());
    const seats = Object.fromEntries(
      plan.rows.filter((r) => r.seatsFromVotes).map((r) => [r.name, r.seatsFromVotes]),
    );
    // provincie.drenthe.nl, definitieve verkiezingsuitslag 2023.
    expect(seats).toEqual({
      BBB: 17,
      'Partij van de Arbeid (P.v.d.A.)': 4,
      VVD: 4,
      CDA: 3,
      GROENLINKS: 2,
      'PVV (Partij voor de Vrijheid)': 2,
      ChristenUnie: 2,
      'SP (Socialistische Partij)': 2,
      'Partij voor de Dieren': 2,
      D66: 1,
      'Forum voor Democratie': 1,
      Volt: 1,
      'Sterk Lokaal Drenthe': 1,
      JA21: 1,
    });
    expect(plan.seatCount).toBe(43);
    expect(plan.seatsToWrite!.get(15)).toBe(17);
    expect(plan.rows.find((r) => r.name === 'BBB')).toEqual({
      listNumber: 15,
      name: 'BBB',
      partyId: partyId('BBB'),
      votes: 88176,
      seatsFromVotes: 17,
      seats520: null,
    });
    // Only the provincial list has no party; the rest matched by name.
    expect(plan.resolution.unmatched).toEqual(['Sterk Lokaal Drenthe', 'Alliantie']);
    // 263,882 + 554 + 601 = 265,037 of 399,405 = 66.358…% → 66.4; BBB 88,176 of 263,882 =
    // 33.41…% → 33.4.
    expect(plan.municipalities).toEqual([
      {
        municipalityId: 7,
        code: 'PV22',
        name: 'Drenthe',
        eligible: 399405,
        votesCast: 265037,
        turnoutTenths: 664,
        biggestListNumber: 15,
        biggestShareTenths: 334,
      },
    ]);
  });

  it('refuses to apply while names have no party, and creates them when asked', async () => {
    const combined = combineDocuments(await readImportFiles([TOTAL]));
    expect(() => planStatenImport(combined, context({ dryRun: false }))).toThrow(
      /‘Sterk Lokaal Drenthe’ en ‘Alliantie’/,
    );
    const plan = planStatenImport(
      combined,
      context({
        dryRun: false,
        partyMap: { 'Sterk Lokaal Drenthe': 'new' },
        createMissingParties: true,
      }),
    );
    expect(plan.resolution.lists.filter((l) => l.match === 'created').map((l) => l.name)).toEqual([
      'Sterk Lokaal Drenthe',
      'Alliantie',
    ]);
  });

  it('takes the stored seat count without a 110a, and warns when the 110a differs', async () => {
    const withoutDefinition = combineDocuments(await readImportFiles([TOTAL]));
    expect(planStatenImport(withoutDefinition, context()).seatCount).toBe(43);
    const withDefinition = combineDocuments(await readImportFiles([TOTAL, DEFINITION]));
    const plan = planStatenImport(
      withDefinition,
      context({ region: { ...DRENTHE, memberCount: 41 } }),
    );
    expect(plan.seatCount).toBe(43);
    expect(plan.warnings).toContain(
      'Volgens het 110a-bestand heeft Drenthe 43 Statenzetels; hier staan er 41.',
    );
  });

  it('says that a municipality’s 510b is not stored for PS', async () => {
    const combined = combineDocuments(await readImportFiles([AA_EN_HUNZE]));
    const plan = planStatenImport(combined, context());
    expect(plan.seatsToWrite).toBeNull();
    expect(plan.municipalities).toEqual([]);
    expect(plan.warnings.join('\n')).toMatch(/Tellingen per gemeente .*: Aa en Hunze\./);
  });
});

describe('checkElection', () => {
  const ps2027 = new Date('2027-03-17T06:30:00Z');
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      expect(err).toBeInstanceOf(ImportError);
      return (err as ImportError).message;
    }
    throw new Error('not refused');
  };

  it('refuses a TK file for a PS election, naming both', async () => {
    const combined = combineDocuments(
      await readImportFiles([{ name: 'tk.zip', path: fileURLToPath(TK2021_ZIP) }]),
    );
    expect(
      refusal(() =>
        checkElection(
          { ...combined.election },
          { category: 'PS', electionDate: ps2027, region: { name: 'Drenthe' } },
          1,
        ),
      ),
    ).toBe(
      'Dit bestand hoort bij TK2021 (Tweede Kamer), maar deze verkiezing is een Provinciale Statenverkiezing 2027.',
    );
  });

  it('refuses Drenthe’s files for Groningen, and 2023 for 2027', () => {
    const drenthe = {
      identifier: 'PS2027_Drenthe',
      category: 'PS',
      domain: 'Drenthe',
      date: '2027-03-17',
      name: null,
    };
    const target = { category: 'PS' as const, electionDate: ps2027, region: { name: 'Groningen' } };
    expect(refusal(() => checkElection(drenthe, target, 1))).toBe(
      'Dit bestand is van Drenthe, maar je leest de uitslag van Groningen in.',
    );
    expect(refusal(() => checkElection({ ...drenthe, date: '2023-03-15' }, target, 2))).toBe(
      'Deze bestanden horen bij PS2027_Drenthe (Provinciale Staten), maar deze verkiezing is een Provinciale Statenverkiezing 2027.',
    );
  });

  it('accepts the province under its other spelling, and the identifier’s tail', () => {
    const target = { category: 'PS' as const, electionDate: ps2027, region: { name: 'Fryslân' } };
    const friesland = {
      identifier: 'PS2027_Friesland',
      category: 'PS',
      domain: null,
      date: '2027-03-17',
      name: null,
    };
    expect(() => checkElection(friesland, target, 1)).not.toThrow();
    expect(() => checkElection({ ...friesland, domain: 'Fryslan' }, target, 1)).not.toThrow();
  });
});
