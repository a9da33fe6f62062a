import { formatCount, formatDecimal, formatPercent } from '@zetelpoule/shared/rules/decimal';
import type { ElectionCategoryInfo } from '@zetelpoule/shared/rules/election-category';

// The texts of the results page /uitslag: election night, live, in the "je" voice.

const pointsWord = (points: number) => (Math.abs(points) === 1 ? 'punt' : 'punten');
const seatsWord = (seats: number) => (Math.abs(seats) === 1 ? 'zetel' : 'zetels');
const placesWord = (places: number) => (places === 1 ? 'plaats' : 'plaatsen');
type Words = ElectionCategoryInfo;
/** "A, B en C" */
const andList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;

export const results = {
  pageTitle: 'Uitslag',
  title: 'Uitslag',
  intro: 'Volg de uitslag live: je punten en je positie veranderen mee zodra er iets binnenkomt.',
  loading: 'De uitslag wordt geladen...',
  loadFailed: 'De uitslag kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  noElection: 'Er is op dit moment geen verkiezing actief.',
  unknown: 'nog niet bekend',
  noPrediction: 'Geen voorspelling',
  percent: (value: number) => formatPercent(value),
  signedPercent: (value: number) => formatDecimal(value, { signed: true }),
  signed: (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}`,
  points: (points: number) => `${formatCount(points)} ${pointsWord(points)}`,

  status: {
    label: 'Status van de uitslag',
    none: 'Geen uitslag',
    provisional: 'Voorlopig',
    final: 'Definitief',
    updatedAt: (time: string) => `Bijgewerkt om ${time}`,
    live: 'Live',
    liveHint: 'Deze pagina werkt zichzelf bij.',
    polling: 'Wordt elke halve minuut bijgewerkt',
    reconnecting: 'Verbinding herstellen...',
  },

  standing: {
    title: 'Jouw stand',
    rank: 'Positie',
    rankValue: (rank: number) => `#${formatCount(rank)}`,
    ofPlayers: (players: number) => `van ${formatCount(players)}`,
    noRank: 'Nog geen positie',
    noRankHint: 'Zonder voorspelling doe je niet mee in de Nationale Poule.',
    total: 'Punten',
    provisional: 'Voorlopig',
    provisionalHint: 'Tot de uitslag definitief is, kan je stand nog veranderen.',
    final: 'Definitief',
    // The movement since the previous calculation: an arrow, and words for who cannot see it.
    up: (places: number) => `↑${places}`,
    down: (places: number) => `↓${places}`,
    same: '=',
    upWords: (places: number) => `${places} ${placesWord(places)} gestegen`,
    downWords: (places: number) => `${places} ${placesWord(places)} gedaald`,
    sameWords: 'gelijk gebleven',
    // The polite live region reads this when the rank changes.
    announcement: (rank: number, movement: string, points: number) =>
      `Je staat nu op plaats ${rank}, ${movement}, met ${formatCount(points)} ${pointsWord(points)}.`,
    leagueLink: 'Naar de poule',
  },

  countdown: {
    title: 'De stembureaus sluiten om 21:00',
    intro:
      'Zodra de eerste uitslagen binnenkomen, zie je hier live hoe je ervoor staat. Je hoeft de pagina niet te verversen.',
    label: 'Tijd tot de stembureaus sluiten',
    days: (n: number) => (n === 1 ? 'dag' : 'dagen'),
    hours: 'uur',
    minutes: 'min',
    seconds: 'sec',
    closed: 'De stembureaus zijn dicht. Wachten op de eerste uitslag...',
    unknownDate: 'De datum van de verkiezing is nog niet bekend.',
  },

  chamber: {
    title: 'De Kamer',
    result: 'Uitslag',
    resultProvisional: 'Voorlopige uitslag',
    mine: 'Jouw voorspelling',
    resultChart: (seats: number, total: number) =>
      `Halfrond van de uitslag: ${seats} van de ${total} zetels bekend`,
    mineChart: (seats: number, total: number) =>
      `Halfrond van je voorspelling: ${seats} van de ${total} zetels verdeeld`,
    seatsCaption: (total: number) => `van ${total} zetels`,
    noResultYet: 'De zetelverdeling is nog niet bekend.',
  },

  parties: {
    title: 'Zetels per partij',
    caption: 'Jouw voorspelling naast de uitslag, per partij',
    party: 'Partij',
    mine: 'Jij',
    actual: 'Uitslag',
    difference: 'Verschil',
    points: 'Punten',
    total: 'Zetelpunten, alle partijen samen',
    exact: 'precies goed',
    tooMany: (n: number) => `${n} ${seatsWord(n)} te veel`,
    tooFew: (n: number) => `${n} ${seatsWord(n)} te weinig`,
  },

  sections: {
    title: 'Je punten',
    caption: 'Je punten per onderdeel, opgeteld tot je totaal',
    section: 'Onderdeel',
    points: 'Punten',
    labels: {
      seat_points: 'Zetels',
      captain_bonus_points: 'Jokerbonus',
      top3_parties_points: 'Top 3 partijen',
      turnout_points: (c: Words) => `Opkomst per ${c.region}`,
      biggest_party_points: (c: Words) => `Grootste partij per ${c.region}`,
      municipality_selection_points: 'Eerste gemeente',
      country_turnout_points: 'Landelijke opkomst',
    },
    total: 'Totaal',
    calculatedAt: (time: string) => `Berekend om ${time}`,
    notScored: 'Je punten worden berekend zodra de eerste uitslag binnen is.',
  },

  // A Provinciale Staten election: the Eerste Kamer that the Staten elect, projected from the
  // Staten seats as the provinces report (docs/rules/eerste-kamer-projection.md).
  staten: {
    chamberTitle: (source: 'projection' | 'official') =>
      source === 'official' ? 'Eerste Kamer (gekozen)' : 'Eerste Kamer (prognose)',
    resultCaption: (source: 'projection' | 'official') =>
      source === 'official' ? 'Gekozen Eerste Kamer' : 'Prognose uit de Staten',
    actualColumn: (source: 'projection' | 'official') =>
      source === 'official' ? 'Uitslag' : 'Prognose',
    reported: (n: number, total: number) => `${n} van de ${total} provincies binnen`,
    line: 'De nieuwe Statenleden kiezen de Eerste Kamer. Zolang die nog niet gekozen is, rekenen we uit welke Eerste Kamer volgt uit de Statenzetels die al binnen zijn: elke zetel telt naar het inwonertal van zijn provincie.',
    officialLine:
      'De Statenleden hebben de Eerste Kamer gekozen: je zetels worden met die uitslag vergeleken.',
    explainLink: 'Zo werkt de prognose',
    lot: (seats: number, parties: string[]) =>
      `${seats === 1 ? 'De laatste zetel is' : `De laatste ${seats} zetels zijn`} bij loting verdeeld tussen ${andList(parties)}: ze stonden precies gelijk. Bij de echte verkiezing kan het lot anders uitvallen.`,
    title: 'Provincies',
    loadFailed: 'De uitslagen per provincie konden niet worden geladen.',
    intro:
      'De Provinciale Staten per provincie zodra de uitslag binnen is: de zetels, de opkomst en de grootste partij.',
    notYet: 'nog niet binnen',
    waitingTitle: (n: number) => `Nog niet binnen (${n})`,
    seatCount: (n: number) => `${n} ${seatsWord(n)}`,
    seatsList: (name: string) => `Statenzetels van ${name} per partij`,
    kiescollege: 'Kiescollege',
    turnout: 'Opkomst',
    biggestParty: 'Grootste partij',
  },

  // The in-app explanation of the projection (/uitleg/eerste-kamer), from
  // docs/rules/eerste-kamer-projection.md in a player's words.
  explainer: {
    pageTitle: 'Zo werkt de Eerste Kamer-prognose',
    title: 'Van Provinciale Staten naar Eerste Kamer',
    intro:
      'Bij de Provinciale Statenverkiezingen kies je niet rechtstreeks de Eerste Kamer. Je kiest de Provinciale Staten, en een paar weken later kiezen alle Statenleden samen de 75 leden van de Eerste Kamer. In Zetelpoule voorspel je die Eerste Kamer.',
    stepsTitle: 'Hoe wij de Eerste Kamer uitrekenen',
    steps: [
      'Elke provincie krijgt Statenzetels. Die verdelen we per partij zoals de Kieswet dat doet.',
      'Elk Statenlid stemt op de lijst van zijn eigen partij. De stem van een Statenlid weegt naar het inwonertal van zijn provincie: dat gewicht heet de stemwaarde. Een Statenlid uit Zuid-Holland telt dus zwaarder dan een uit Drenthe.',
      'Per partij tellen we op: Statenzetels × stemwaarde, over alle provincies (en de kiescolleges voor Caribisch Nederland en Nederlanders in het buitenland).',
      'Dat totaal verdelen we over de 75 zetels: eerst een zetel voor elke volle kiesdeler (het totaal gedeeld door 75), daarna de overgebleven zetels aan de partijen met de grootste gemiddelden.',
    ],
    liveTitle: 'Op de verkiezingsavond',
    live: 'Zolang niet alle provincies binnen zijn, rekenen we met de provincies die er al zijn. Met alleen Drenthe binnen is de prognose dus de Staten van Drenthe, omgerekend naar 75 zetels. Met elke provincie die binnenkomt, schuift de prognose op; je punten en je plaats schuiven mee. Zodra de Eerste Kamer echt gekozen is, vergelijken we je voorspelling met die uitslag.',
    lotTitle: 'Loting',
    lot: 'Staan twee partijen precies gelijk voor de laatste zetel, dan beslist bij de echte verkiezing het lot. Wij loten dan ook, op een vaste manier, en zeggen erbij dat het zo ging: de echte loting kan anders uitvallen.',
    simplerTitle: 'Waar de prognose eenvoudiger is dan het echt gaat',
    simpler: [
      'Statenleden mogen vrij stemmen; soms gaat er een stem naar een andere partij.',
      'Provinciale partijen doen meestal samen mee als één lijst (de Onafhankelijke Senaatsfractie); wij rekenen elke partij apart.',
      'Lijstverbindingen tellen we niet mee.',
    ],
    back: 'Terug naar de uitslag',
  },

  municipalities: {
    title: 'Gemeenten',
    intro: 'De gespeelde gemeenten, zodra ze hun uitslag melden.',
    reported: (n: number, total: number) => `${n} van ${total} gemeenten binnen`,
    reportedTitle: 'Binnen',
    waitingTitle: (n: number) => `Nog niet binnen (${n})`,
    turnout: 'Opkomst',
    biggestParty: 'Grootste partij',
    yours: (value: string) => `jij: ${value}`,
    right: 'goed',
    wrong: 'fout',
    none: 'Er worden geen gemeenten gespeeld.',
  },

  first: {
    title: 'Eerste gemeente',
    intro: 'Welke gemeente is als eerste klaar met tellen?',
    yours: 'Jouw keuze',
    actual: 'Als eerste klaar',
  },

  country: {
    title: 'Landelijke opkomst',
    yours: 'Jouw voorspelling',
    actual: 'Uitslag',
    difference: 'Verschil',
  },

  verdict: {
    right: 'Goed',
    wrong: 'Fout',
  },

  subleagues: {
    title: 'Je subpoules',
    none: 'Je zit nog niet in een subpoule.',
    link: 'Subpoules bekijken',
    rank: 'Plaats',
    player: 'Speler',
    points: 'Punten',
    you: '(Jij)',
    members: (n: number) => `${n} ${n === 1 ? 'deelnemer' : 'deelnemers'}`,
  },
};
