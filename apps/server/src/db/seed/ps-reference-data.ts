import psEk2023 from './data/ps-ek-2023.json';
import { TK2025, TK2025_PARTIES, type PartyRow } from './reference-data';

/*
 * The facts the Provinciale Staten seed is built from (sources in data/SOURCES.md, "PS and EK
 * 2023"): the twelve provinces and the kiescolleges as regions, and the PS 2027 election.
 */

export interface RegionRow {
  code: string;
  officialName: string;
  name: string;
  province: string;
  kind: 'provincie' | 'kiescollege';
}

/** CBS province codes (PV20–PV31), in the CBS order; names as CBS spells them. */
const PROVINCE_CODES: Record<string, string> = {
  Groningen: 'PV20',
  Fryslân: 'PV21',
  Drenthe: 'PV22',
  Overijssel: 'PV23',
  Flevoland: 'PV24',
  Gelderland: 'PV25',
  Utrecht: 'PV26',
  'Noord-Holland': 'PV27',
  'Zuid-Holland': 'PV28',
  Zeeland: 'PV29',
  'Noord-Brabant': 'PV30',
  Limburg: 'PV31',
};

/** Each province's Staten in 2023: the placeholders until the Kiesraad sets the 2027 values. */
export const PROVINCES_2023 = psEk2023.provinces.map((p) => {
  const code = PROVINCE_CODES[p.name];
  if (!code) throw new Error(`no CBS code for province ${p.name}`);
  return { code, name: p.name, statenSeats: p.staten_seats, stemwaarde: p.stemwaarde };
});

/**
 * The bodies beside the Staten that elect the Eerste Kamer. They get no seed values: the
 * admin enters their members and stemwaarde once the Kiesraad has set them.
 */
const KIESCOLLEGES: RegionRow[] = [
  ['KC01', 'Kiescollege Bonaire', 'Caribisch Nederland'],
  ['KC02', 'Kiescollege Sint Eustatius', 'Caribisch Nederland'],
  ['KC03', 'Kiescollege Saba', 'Caribisch Nederland'],
  ['KC04', 'Kiescollege niet-ingezetenen', 'Buitenland'],
].map(([code, name, province]) => ({
  code: code!,
  officialName: name!,
  name: name!,
  province: province!,
  kind: 'kiescollege' as const,
}));

export const EK_REGIONS: RegionRow[] = [
  ...PROVINCES_2023.map((p) => ({
    code: p.code,
    officialName: p.name,
    name: p.name,
    province: p.name,
    kind: 'provincie' as const,
  })),
  ...KIESCOLLEGES,
];

/**
 * The parties of PS 2027 until nomination: every party with seats in the Tweede Kamer (TK2025)
 * or the Eerste Kamer (EK 2023) today, largest in the Tweede Kamer first. GroenLinks and the
 * PvdA sit in both chambers as one group. The admin completes the lists after nomination.
 */
export const PS2027_PARTIES: PartyRow[] = (() => {
  const tkSeats = (p: PartyRow) => TK2025.seatsByListNumber.get(p.listNumber) ?? 0;
  const inTk = TK2025_PARTIES.filter((p) => tkSeats(p) > 0).sort((a, b) => tkSeats(b) - tkSeats(a));
  const inEkOnly = Object.keys(psEk2023.eerste_kamer_official).filter(
    (name) =>
      !['GroenLinks', 'PvdA'].includes(name) &&
      !inTk.some((p) => p.name.toLowerCase() === name.toLowerCase()),
  );
  return [
    ...inTk.map((p, i) => ({ ...p, listNumber: i + 1 })),
    ...inEkOnly.map((name, i) => ({
      listNumber: inTk.length + i + 1,
      name,
      hexcolor: '#6B7280',
    })),
  ];
})();

export const PS2027 = {
  name: 'Provinciale Statenverkiezingen 2027',
  // Polls open at 07:30 Dutch time (CET, +01:00: summer time starts on 28 March 2027).
  electionDate: new Date('2027-03-17T07:30:00+01:00'),
  eersteKamerSeats: 75,
} as const;
