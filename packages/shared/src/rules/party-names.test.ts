import { describe, expect, it } from 'vitest';
import { matchPartyNames, partyNameKey } from './party-names';

/** The TK2025 parties as the seed names them (apps/server/src/db/seed/data/tk2025-parties.json). */
const TK2025_SEED = [
  'PVV',
  'GroenLinks-PvdA',
  'VVD',
  'NSC',
  'D66',
  'BBB',
  'CDA',
  'SP',
  'DENK',
  'PvdD',
  'FVD',
  'SGP',
  'ChristenUnie',
  'Volt',
  'JA21',
  'Vrede voor Dieren',
  'BVNL',
  'BIJ1',
  'LP',
  '50PLUS',
  'Piratenpartij',
  'FNP',
  'Vrij Verbond',
  'DE LINIE',
  'NL PLAN',
  'ELLECT',
  'Partij voor de Rechtsstaat',
].map((name, index) => ({ id: index + 1, name }));

const byName = (name: string) => TK2025_SEED.find((p) => p.name === name)!;

describe('partyNameKey', () => {
  it('folds case, diacritics, whitespace and punctuation', () => {
    expect(partyNameKey('Partij van de Arbeid (P.v.d.A.)')).toBe('partijvandearbeidpvda');
    expect(partyNameKey('  GROEN  LINKS ')).toBe(partyNameKey('GroenLinks'));
    expect(partyNameKey('Fryslân')).toBe('fryslan');
    expect(partyNameKey('50PLUS')).toBe('50plus');
    expect(partyNameKey('ChristenUnie–SGP')).toBe('christenuniesgp');
  });
});

describe('matchPartyNames', () => {
  it('matches every RegisteredName of the TK2025 510b to the seed’s party', () => {
    // Telling_TK2025_gemeente_West_Maas_en_Waal.eml.xml, every RegisteredName.
    const expected: [string, string][] = [
      ['PVV (Partij voor de Vrijheid)', 'PVV'],
      ['GROENLINKS / Partij van de Arbeid (PvdA)', 'GroenLinks-PvdA'],
      ['VVD', 'VVD'],
      ['Nieuw Sociaal Contract (NSC)', 'NSC'],
      ['D66', 'D66'],
      ['BBB', 'BBB'],
      ['CDA', 'CDA'],
      ['SP (Socialistische Partij)', 'SP'],
      ['DENK', 'DENK'],
      ['Partij voor de Dieren', 'PvdD'],
      ['Forum voor Democratie', 'FVD'],
      ['Staatkundig Gereformeerde Partij (SGP)', 'SGP'],
      ['ChristenUnie', 'ChristenUnie'],
      ['Volt', 'Volt'],
      ['JA21', 'JA21'],
      ['Vrede voor Dieren', 'Vrede voor Dieren'],
      ['Belang Van Nederland (BVNL)', 'BVNL'],
      ['BIJ1', 'BIJ1'],
      ['LP (Libertaire Partij)', 'LP'],
      ['50PLUS', '50PLUS'],
      ['Piratenpartij', 'Piratenpartij'],
      ['FNP', 'FNP'],
      ['Vrij Verbond', 'Vrij Verbond'],
      ['ELLECT', 'ELLECT'],
    ];
    const result = matchPartyNames(
      expected.map(([file]) => file),
      TK2025_SEED,
    );
    expect(result.unmatched).toEqual([]);
    expect(result.matched.map((m) => [m.name, m.party.name])).toEqual(expected);
    expect(result.matched.find((m) => m.name === 'VVD')!.kind).toBe('name');
    expect(result.matched.find((m) => m.name === 'Partij voor de Dieren')!.kind).toBe('initials');
  });

  it('never gives VVD to ‘Vrede voor Dieren’, whose initials spell VVD', () => {
    const onlyVvd = [byName('VVD'), byName('PvdD')];
    const result = matchPartyNames(['Vrede voor Dieren', 'VVD'], onlyVvd);
    expect(result.matched).toEqual([{ name: 'VVD', party: byName('VVD'), kind: 'name' }]);
    expect(result.unmatched).toEqual(['Vrede voor Dieren']);
  });

  it('matches the Drenthe 2023 names by their short forms', () => {
    const parties = ['PvdA', 'FvD', 'VVD', 'CDA', 'GroenLinks', 'PVV', 'SP', 'SGP', 'BVNL'].map(
      (name, id) => ({ id, name }),
    );
    const result = matchPartyNames(
      [
        'Partij van de Arbeid (P.v.d.A.)',
        'Forum voor Democratie',
        'VVD',
        'CDA',
        'GROENLINKS',
        'PVV (Partij voor de Vrijheid)',
        'SP (Socialistische Partij)',
        'Staatkundig Gereformeerde Partij (SGP)',
        'Belang van Nederland (BVNL)',
        'Sterk Lokaal Drenthe',
      ],
      parties,
    );
    expect(result.matched).toHaveLength(9);
    expect(result.unmatched).toEqual(['Sterk Lokaal Drenthe']);
  });

  it('leaves a name unmatched when two parties fit it, or two names one party', () => {
    const parties = [
      { id: 1, name: 'PvdA' },
      { id: 2, name: 'P.v.d.A.' },
    ];
    expect(matchPartyNames(['pvda'], parties)).toEqual({ matched: [], unmatched: ['pvda'] });
    expect(matchPartyNames(['GL', 'G.L.'], [{ id: 1, name: 'GL' }]).unmatched).toEqual([
      'GL',
      'G.L.',
    ]);
  });

  it('does not take a part of a joint list for the whole', () => {
    const result = matchPartyNames(
      ['GROENLINKS / Partij van de Arbeid (PvdA)'],
      [
        { id: 1, name: 'GroenLinks' },
        { id: 2, name: 'Partij van de Arbeid' },
      ],
    );
    expect(result.unmatched).toEqual(['GROENLINKS / Partij van de Arbeid (PvdA)']);
  });

  it('gives each name once, in the order given, and ignores empty names', () => {
    const result = matchPartyNames(['VVD', 'VVD', '...'], [{ id: 1, name: 'VVD' }]);
    expect(result.matched.map((m) => m.name)).toEqual(['VVD']);
    expect(result.unmatched).toEqual(['...']);
  });
});
