import { formatCount, formatDecimal, formatPercent } from '@zetelpoule/shared/rules/decimal';

// The texts of the results page /uitslag (issue 12): election night, live, in the "je" voice.

const pointsWord = (points: number) => (Math.abs(points) === 1 ? 'punt' : 'punten');
const seatsWord = (seats: number) => (Math.abs(seats) === 1 ? 'zetel' : 'zetels');
const placesWord = (places: number) => (places === 1 ? 'plaats' : 'plaatsen');

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
      turnout_points: 'Opkomst per gemeente',
      biggest_party_points: 'Grootste partij per gemeente',
      municipality_selection_points: 'Eerste gemeente',
      country_turnout_points: 'Landelijke opkomst',
    },
    total: 'Totaal',
    calculatedAt: (time: string) => `Berekend om ${time}`,
    notScored: 'Je punten worden berekend zodra de eerste uitslag binnen is.',
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
