import { formatCount, formatDecimal, formatPercent } from '@zetelpoule/shared/rules/decimal';

// The texts of the crowd page /voorspelling-van-nederland and the coalition check,
// in the "je" voice.

const seatsWord = (seats: number) => (seats === 1 ? 'zetel' : 'zetels');
const playersWord = (n: number) => (n === 1 ? 'speler' : 'spelers');
/** 0.4286 → "43%": shares are read at a glance, whole percents. */
const share = (fraction: number) => formatPercent(fraction * 100, { decimals: 0 });
/** Seats with at most one decimal: 4 → "4", 6.4 → "6,4". */
const seatsNumber = (value: number) =>
  Number.isInteger(value) ? formatCount(value) : formatDecimal(value);

export const crowd = {
  pageTitle: 'De voorspelling van Nederland',
  title: 'De voorspelling van Nederland',
  intro:
    'Wat alle spelers samen verwachten: de Kamer van de poule, hoe ver de meningen uiteenlopen en waar jij afwijkt.',
  loading: 'De voorspelling van Nederland wordt geladen...',
  loadFailed: 'De voorspelling van Nederland kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  noElection: 'Er is op dit moment geen verkiezing actief.',
  share,
  seats: (n: number) => `${formatCount(n)} ${seatsWord(n)}`,
  seatsNumber,
  percent: (value: number) => formatPercent(value),
  players: (n: number) => `${formatCount(n)} ${playersWord(n)}`,
  playersLine: (n: number) =>
    n === 1
      ? 'Gebaseerd op de voorspelling van 1 speler.'
      : `Gebaseerd op de voorspellingen van ${formatCount(n)} spelers.`,
  showTable: 'Toon als tabel',

  tabs: {
    label: 'Welke poule',
    national: 'Nationale Poule',
  },

  locked: {
    title: 'Nog even geduld',
    text: (deadline: string) =>
      `De voorspelling van Nederland wordt zichtbaar zodra de deadline is verstreken: ${deadline}. Tot die tijd blijft ieders voorspelling geheim.`,
    count: (n: number) =>
      n === 0
        ? 'Er heeft nog niemand zetels voorspeld.'
        : n === 1
          ? 'Er doet al 1 speler mee.'
          : `Er doen al ${formatCount(n)} spelers mee.`,
    toDashboard: 'Naar je voorspelling',
  },
  notAMember: 'Je bent geen lid van deze subpoule.',
  unknownSubleague: 'Deze subpoule bestaat niet (meer).',
  empty: 'Nog niemand in deze poule heeft zetels voorspeld, dus er is nog niets te laten zien.',

  parliament: {
    title: 'De Kamer van de poule',
    text: (seatCount: number) =>
      `De gemiddelde zetelverdeling van alle spelers, afgerond zodat er precies ${seatCount} zetels zijn.`,
    chart: (seatCount: number) => `Halfrond van de Kamer van de poule, ${seatCount} zetels`,
    caption: 'zetels',
    party: 'Partij',
    seats: 'Zetels',
    tableCaption: 'De Kamer van de poule per partij',
  },

  ranges: {
    title: 'Hoe zeker is de poule?',
    text: 'Per partij: de balk loopt van het 10e tot het 90e percentiel van wat spelers voorspelden, het streepje is de mediaan en de ruit is jouw voorspelling.',
    chartTitle: 'Spreiding van de voorspelde zetels per partij',
    chartDesc: (parties: number) =>
      `Voor ${parties} partijen: de spreiding van het 10e tot het 90e percentiel, de mediaan en je eigen voorspelling.`,
    rowLabel: (name: string, p10: number, median: number, p90: number, mine: number | null) =>
      `${name}: 80% van de spelers tussen ${seatsNumber(p10)} en ${seatsNumber(p90)} zetels, mediaan ${seatsNumber(median)}${mine === null ? '' : `, jij ${mine}`}`,
    party: 'Partij',
    p10: '10e perc.',
    median: 'Mediaan',
    p90: '90e perc.',
    mean: 'Gemiddeld',
    mine: 'Jij',
    withSeats: 'Geeft zetels',
    tableCaption:
      'Voorspelde zetels per partij: percentielen, mediaan, gemiddelde en jouw voorspelling',
    legendRange: '10e–90e percentiel',
    legendMedian: 'mediaan',
    legendMine: 'jij',
  },

  differences: {
    title: 'Waar jij afwijkt',
    text: 'De partijen waar jouw voorspelling het verst van de mediaan van de poule ligt.',
    none: 'Je hebt geen zetels voorspeld, dus er is niets te vergelijken.',
    same: 'Je zit bij elke partij precies op de mediaan van de poule.',
    more: (name: string, diff: string) => `${name}: jij geeft ${diff} meer dan de poule`,
    fewer: (name: string, diff: string) => `${name}: jij geeft ${diff} minder dan de poule`,
    detail: (mine: number, median: number) =>
      `Jij ${formatCount(mine)}, mediaan ${seatsNumber(median)}`,
  },

  picks: {
    title: 'Top 3 en joker',
    text: 'Welke partijen spelers het vaakst als grootste kozen, en op welke partij ze hun joker zetten.',
    position: (n: number) => `Nummer ${n}`,
    joker: 'Joker',
    chartTitle: (what: string) => `${what}: aandeel van de spelers per partij`,
    chartDesc: (what: string, top: string) => `${what}. Meest gekozen: ${top}.`,
    nobody: 'Nog door niemand gekozen.',
    party: 'Partij',
    share: 'Aandeel',
    tableCaption: (what: string) => `${what}: aandeel van de spelers per partij`,
    firstCount: 'Eerste gemeente met de uitslag',
    municipality: 'Gemeente',
  },

  turnout: {
    title: 'Opkomst',
    median: (value: string) => `Mediaan van de poule: ${value}`,
    none: 'Nog niemand heeft de landelijke opkomst voorspeld.',
    chartTitle: 'Voorspelde landelijke opkomst',
    chartDesc: (answers: number, median: string) =>
      `Histogram in stappen van 1 procentpunt over ${formatCount(answers)} ${playersWord(answers)}; mediaan ${median}.`,
    bucket: (percent: number) => `${percent}–${percent + 1}%`,
    bucketTitle: (percent: number, count: number) =>
      `${percent}–${percent + 1}%: ${formatCount(count)} ${playersWord(count)}`,
    range: 'Opkomst',
    count: 'Spelers',
    tableCaption: 'Aantal spelers per voorspelde opkomst',
    // The played regions in the election's words: provinces at a Provinciale Statenverkiezing.
    municipalities: (region: string) => `Per ${region}`,
    municipality: (region: string) => region.charAt(0).toUpperCase() + region.slice(1),
    municipalityMedian: 'Opkomst (mediaan)',
    biggest: 'Grootste partij volgens de poule',
    unknown: '–',
  },

  link: {
    title: 'De voorspelling van Nederland',
    text: 'Bekijk wat alle spelers samen voorspellen, waar jij afwijkt en welke coalities een meerderheid halen.',
    action: 'Bekijk de voorspelling',
  },

  coalition: {
    title: 'Coalitiecheck',
    text: (majority: number, seatCount: number) =>
      `Kies partijen en zie of ze samen een meerderheid halen: ${majority} van de ${seatCount} zetels. Dit levert geen punten op.`,
    pick: 'Kies partijen',
    clear: 'Wis keuze',
    share: 'Je keuze staat in het adres van deze pagina, dus je kunt hem delen.',
    empty: 'Kies hierboven partijen om hun zetels op te tellen.',
    mine: 'Jouw voorspelling',
    result: 'Uitslag',
    crowd: 'Kamer van de poule',
    crowdLater: 'Na de deadline zie je hier ook de Kamer van de poule.',
    noResult: 'Nog geen uitslag',
    seatsOf: (seats: number, seatCount: number) =>
      `${formatCount(seats)} van ${formatCount(seatCount)}`,
    majority: 'Meerderheid',
    noMajority: 'Geen meerderheid',
    short: (n: number) => `${formatCount(n)} ${seatsWord(n)} tekort`,
    majorityLine: (majority: number) => `Meerderheid: ${majority}`,
    barLabel: (what: string, seats: number, majority: number) =>
      `${what}: ${formatCount(seats)} zetels, meerderheid is ${majority}`,
    minimalTitle: 'Kleinste meerderheden in de Kamer van de poule',
    minimalText:
      'Coalities die een meerderheid halen en die kwijtraken als één partij eruit stapt: eerst de minste partijen, dan de minste zetels.',
    minimalNone: 'Geen meerderheid te vormen met de partijen die zetels krijgen.',
    choose: 'Kies deze coalitie',
    partiesCount: (n: number) => (n === 1 ? '1 partij' : `${n} partijen`),
  },
};
