import municipalitiesJson from './data/municipalities-2025.json';
import partiesJson from './data/tk2025-parties.json';
import resultsJson from './data/tk2025-results.json';

/*
 * The facts the seed is built from, copied from shared/data (sources in data/SOURCES.md), with
 * the few choices the data leaves open made here, in one place.
 */

export interface MunicipalityRow {
  code: string;
  officialName: string;
  name: string;
  province: string;
}

export const MUNICIPALITIES: MunicipalityRow[] = (
  municipalitiesJson as { code: string; name: string; province: string; display_name?: string }[]
).map((m) => ({
  code: m.code,
  officialName: m.name,
  name: m.display_name ?? m.name,
  province: m.province,
}));

/**
 * Readable defaults for parties the data gives no colour (SOURCES.md §2), chosen to stand apart
 * from the sourced colours and from each other; an admin can change any party's colour.
 */
const DEFAULT_PARTY_COLOURS = [
  '#F3C300',
  '#875692',
  '#C2B280',
  '#848482',
  '#E68FAC',
  '#F99379',
  '#B3446C',
  '#882D17',
  '#2B3D26',
  '#0067A5',
  '#DCD300',
  '#654522',
];

export interface PartyRow {
  listNumber: number;
  name: string;
  hexcolor: string;
}

export const TK2025_PARTIES: PartyRow[] = (() => {
  let nextDefault = 0;
  return (partiesJson as { list_number: number; name: string; color: string | null }[]).map(
    (p) => ({
      listNumber: p.list_number,
      name: p.name,
      hexcolor: (
        p.color ?? DEFAULT_PARTY_COLOURS[nextDefault++ % DEFAULT_PARTY_COLOURS.length]!
      ).toUpperCase(),
    }),
  );
})();

export const TK2025 = {
  name: resultsJson.election,
  // Polls opened at 07:30 Dutch time (CET, +01:00) on election day; predictions closed then.
  electionDate: new Date(`${resultsJson.election_date}T07:30:00+01:00`),
  seatCount: resultsJson.total_seats,
  seatsByListNumber: new Map(resultsJson.seats.map((s) => [s.list_number, s.seats])),
  countryTurnoutTenths: Math.round(resultsJson.national.turnout_pct * 10),
  firstCountedMunicipalityName: resultsJson.first_municipality_to_report,
} as const;

/** The three first-count candidates plus the ten largest municipalities. */
export const FIRST_COUNT_CANDIDATE_CODES = ['GM0088', 'GM0096', 'GM0277']; // Schiermonnikoog, Vlieland, Rozendaal
export const PLAYED_MUNICIPALITY_CODES = [
  ...FIRST_COUNT_CANDIDATE_CODES,
  'GM0363', // Amsterdam
  'GM0599', // Rotterdam
  'GM0518', // 's-Gravenhage (Den Haag)
  'GM0344', // Utrecht
  'GM0772', // Eindhoven
  'GM0014', // Groningen
  'GM0855', // Tilburg
  'GM0034', // Almere
  'GM0758', // Breda
  'GM0268', // Nijmegen
];

export const PRACTICE_TK_ELECTION_NAME = 'Volgende Tweede Kamerverkiezing';
