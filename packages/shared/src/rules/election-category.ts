/*
 * An election's category (the Kiesraad's ElectionCategory code) fixes the chamber players
 * predict, the regions of the regional questions and how seats follow from votes
 * (docs/rules.md#election-categories). Every text that names the chamber or the regions reads
 * it from here. A new category (GR, AB) is a new entry below, its regions in the seed and its
 * seat rule in the apportionment.
 */

export const ELECTION_CATEGORIES = ['TK', 'PS', 'EP'] as const;
export type ElectionCategory = (typeof ELECTION_CATEGORIES)[number];

/** What the regional questions (turnout and biggest party per region) are about. */
export type RegionKind = 'gemeente' | 'provincie';

export interface ElectionCategoryInfo {
  category: ElectionCategory;
  /** The election in a sentence: "Voorspel de {election}." */
  election: string;
  /** The chamber players predict: "de {chamber}", e.g. Eerste Kamer. */
  chamber: string;
  /** How its seats come about, one short line a player understands (PS: the projection). */
  chamberLine: string | null;
  defaultSeatCount: number;
  regionKind: RegionKind;
  /** "per {region}", "{regions}". */
  region: string;
  regions: string;
}

export const ELECTION_CATEGORY_INFO: Readonly<Record<ElectionCategory, ElectionCategoryInfo>> = {
  TK: {
    category: 'TK',
    election: 'Tweede Kamerverkiezing',
    chamber: 'Tweede Kamer',
    chamberLine: null,
    defaultSeatCount: 150,
    regionKind: 'gemeente',
    region: 'gemeente',
    regions: 'gemeenten',
  },
  PS: {
    category: 'PS',
    election: 'Provinciale Statenverkiezingen',
    chamber: 'Eerste Kamer',
    chamberLine:
      'De nieuwe Statenleden kiezen de Eerste Kamer. Elke partij krijgt zetels naar haar Statenzetels, gewogen naar het inwonertal van elke provincie (de stemwaarde).',
    defaultSeatCount: 75,
    regionKind: 'provincie',
    region: 'provincie',
    regions: 'provincies',
  },
  EP: {
    category: 'EP',
    election: 'Europese verkiezingen',
    chamber: 'Europees Parlement',
    chamberLine: null,
    defaultSeatCount: 31,
    regionKind: 'gemeente',
    region: 'gemeente',
    regions: 'gemeenten',
  },
};

export function categoryInfo(category: ElectionCategory): ElectionCategoryInfo {
  return ELECTION_CATEGORY_INFO[category];
}

export function isElectionCategory(value: unknown): value is ElectionCategory {
  return typeof value === 'string' && (ELECTION_CATEGORIES as readonly string[]).includes(value);
}
