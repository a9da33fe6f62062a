import type { ElectionCategory } from '@zetelpoule/shared/rules/election-category';

// The admin's texts for a Provinciale Staten election (the Provincies tab, the Eerste Kamer
// projection) and for the election categories. Part of `admin` in nl-admin.ts, kept apart so
// neither file grows past what one can read; Dutch in the "je" voice
// (docs/decisions/020-dutch-texts.md).

const nlNumber = new Intl.NumberFormat('nl-NL');

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "a, b en c". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
}

export const categories = {
  label: 'Soort verkiezing',
  name: {
    TK: 'Tweede Kamer',
    PS: 'Provinciale Staten',
    EP: 'Europees Parlement',
  } satisfies Record<ElectionCategory, string>,
  /** What players predict, one line under each choice. */
  hint: {
    TK: 'Spelers voorspellen de 150 zetels van de Tweede Kamer.',
    PS: 'Spelers voorspellen de Eerste Kamer (75 zetels) die de nieuwe Staten kiezen, en per provincie de opkomst en de grootste partij.',
    EP: 'Spelers voorspellen de 31 Nederlandse zetels in het Europees Parlement.',
  } satisfies Record<ElectionCategory, string>,
  fixed: 'De soort kies je bij het aanmaken; die ligt daarna vast.',
  /** The settings' fixed list of played provinces, in place of the municipality picker. */
  provinces: 'Gespeelde provincies',
  provincesHint:
    'Bij Provinciale Staten voorspellen spelers de opkomst en de grootste partij van alle twaalf provincies; die lijst ligt vast.',
  /** "de Eerste Kamer", "het Europees Parlement". */
  chamberWithArticle: (category: ElectionCategory, chamber: string) =>
    `${category === 'EP' ? 'het' : 'de'} ${chamber}`,
};

export const staten = {
  tab: 'Provincies',
  title: 'Provinciale Staten',
  intro:
    'Vul per provincie de Statenzetels in zodra de uitslag binnen is. De prognose van de Eerste Kamer rekent meteen mee.',
  provisionalNote:
    'Waar "voorlopig" staat, zijn het aantal zetels en de stemwaarde nog die van 2023. Pas ze aan zodra de Kiesraad ze heeft vastgesteld; tot dan blijven ze voorlopig.',
  listLabel: 'Provincies',
  collegesLabel: 'Kiescolleges',
  collegesHint:
    'Caribisch Nederland en de Nederlanders in het buitenland. Een kiescollege telt mee zodra je zijn leden en stemwaarde invult.',
  reported: 'Binnen',
  pending: 'Nog niet binnen',
  provisional: 'Voorlopig',
  seats: (count: number) => `${count} ${plural(count, 'zetel', 'zetels')}`,
  stemwaarde: (value: number) => `stemwaarde ${nlNumber.format(value)}`,
  noValues: 'Nog geen leden en stemwaarde',
  enterSeats: 'Zetels invoeren',
  changeSeats: 'Zetels wijzigen',
  editValues: 'Wijzig',
  fillValues: 'Invullen',
  /** Read after a button's visible text, so every row's buttons have their own name. */
  forRegion: (name: string) => `van ${name}`,
  valuesOf: (name: string) => `leden en stemwaarde van ${name}`,

  seatsTitle: (name: string) => `Zetels ${name}`,
  seatsDescription: (name: string, members: number) =>
    `Vul per partij het aantal zetels van ${name} in. Samen zijn het er ${members}; een leeg veld is 0.`,
  partySeatsLabel: 'Zetels per partij',
  total: (total: number, members: number) => `${total} van de ${members}`,
  remaining: (left: number) =>
    left > 0 ? `nog ${left} te verdelen` : left < 0 ? `${-left} te veel` : 'klopt',
  save: 'Zetels opslaan',
  saved: (name: string) => `Zetels van ${name} opgeslagen.`,
  next: (name: string) => `Volgende: ${name}`,
  clear: 'Zetels wissen',
  cleared: (name: string) => `Zetels van ${name} gewist.`,
  saveFailed: 'De Statenzetels konden niet worden opgeslagen',

  valuesTitle: (name: string) => `${name}: leden en stemwaarde`,
  valuesDescription:
    'Het aantal Statenleden en de stemwaarde (het gewicht van de stem van elk lid bij de verkiezing van de Eerste Kamer), zoals de Kiesraad ze vaststelt. Na opslaan zijn ze niet meer voorlopig.',
  membersLabel: 'Aantal zetels (leden)',
  stemwaardeLabel: 'Stemwaarde',
  wholeNumber: 'Vul een geheel getal in.',
  valuesSave: 'Leden en stemwaarde opslaan',
  valuesSaved: (name: string) => `Leden en stemwaarde van ${name} opgeslagen.`,
  valuesFailed: 'De leden en stemwaarde konden niet worden opgeslagen',

  projection: {
    title: 'Prognose Eerste Kamer',
    officialTitle: 'Gekozen Eerste Kamer',
    reported: (reported: number, total: number) => `${reported} van de ${total} provincies binnen`,
    collegesReported: (reported: number, total: number) =>
      `${reported} van de ${total} ${plural(total, 'kiescollege', 'kiescolleges')} binnen`,
    none: 'Nog geen provincie binnen. Zodra je de eerste invoert, zie je hier de prognose.',
    official:
      'De gekozen Eerste Kamer is ingevoerd bij Zetels en telt in plaats van de prognose. Daar kun je terug naar de prognose.',
    lot: (seats: number, parties: readonly string[]) =>
      `${seats === 1 ? 'De laatste zetel is' : `De laatste ${seats} zetels zijn`} door loting toegekend (gelijke gemiddelden van ${listOf(parties)}). Het echte lot kan anders vallen.`,
    seatsLabel: 'Zetels per partij',
    total: (total: number, seatCount: number) => `Totaal: ${total} van de ${seatCount} zetels`,
  },

  seatsTab: {
    projection:
      'Hier staat nu de prognose uit de Provinciale Staten (tab Provincies). Vul hier pas de gekozen Eerste Kamer in, eind mei: wat je dan opslaat, vervangt de prognose.',
    official:
      'Hier staat de gekozen Eerste Kamer die je hebt ingevoerd; de prognose uit de Staten telt niet meer.',
    back: 'Terug naar de prognose',
    backConfirm:
      'De ingevoerde Eerste Kamer wordt vervangen door de prognose uit de Provinciale Staten.',
    backYes: 'Ja, terug naar de prognose',
    backDone: 'De prognose uit de Provinciale Staten telt weer.',
    backFailed: 'Terug naar de prognose is mislukt',
  },
};
