// Texts of the landing page: hero, features, rules, scoring table, call to action and about.
// The scoring table's texts also serve the points table on other pages. Texts that name the
// chamber or the regions take the election's words (`c`, from categoryInfo) once the page knows
// the election; before that they name none (docs/decisions/036-boot-shells.md).

import type { ElectionCategoryInfo } from '@zetelpoule/shared/rules/election-category';
import { APP_NAME } from './nl';

type Words = ElectionCategoryInfo;
type Region = Pick<Words, 'region'>;
/** The regions before the landing page knows the election: it may be either. */
export const EITHER_REGION: Region = { region: 'gemeente of provincie' };

export const landing = {
  // Until the page knows the active election (deadline info answers signed-in players) it names
  // none: the server's own head (landingPageHead) names it for crawlers and the first paint.
  pageTitle: `${APP_NAME} · Voorspel de verkiezingen`,
  pageTitleFor: (c: Words) => `${APP_NAME} · Voorspel de ${c.election}`,
  // The hero is in the HTML before the app knows the election (docs/decisions/036-boot-shells.md): its
  // words name no chamber; the eyebrow names the election once known.
  hero: {
    eyebrow: 'Verkiezingsspel',
    eyebrowFor: (c: Words) => c.election,
    title: APP_NAME,
    subtitle: 'Voorspel de verkiezingen.',
    description:
      'Denk jij te weten hoe Nederland stemt? Verdeel de zetels, voorspel de opkomst en strijd om de hoogste score in de Nationale Poule en in je eigen subpoules.',
    register: 'Registreren',
    login: 'Inloggen',
    howItWorks: 'Hoe werkt het?',
    chartLabel: 'Illustratie: een halfrond met zetels',
  },
  features: {
    title: 'Waarom Meedoen?',
    intro: 'Verkiezingsavond wordt pas echt spannend als je zelf iets op het spel hebt staan.',
    predict: {
      title: 'Voorspel de uitslag',
      text: (c: Words | null) =>
        `Verdeel de ${c === null ? '' : `${c.defaultSeatCount} `}zetels${c === null ? '' : ` van de ${c.chamber}`} over de partijen, kies je joker en schat de opkomst. Tot de deadline kun je alles bijstellen.`,
    },
    points: {
      title: 'Verdien punten',
      text: 'Elke goede inschatting levert punten op. Zit je er net naast, dan scoor je ook.',
    },
    national: {
      title: 'Strijd landelijk',
      text: 'In de Nationale Poule meet je je met spelers uit heel Nederland.',
    },
    pools: {
      title: 'Maak poules',
      text: "Start een subpoule met vrienden, familie of collega's en nodig ze uit met één link.",
    },
    progress: {
      title: 'Volg je voortgang',
      text: 'Zie na de uitslag precies waar je punten vandaan komen en hoe je stijgt in de ranglijst.',
    },
  },
  rules: {
    title: 'Spelregels',
    intro: 'In vier stappen van aanmelding tot eindstand.',
    stepLabel: (step: number) => `Stap ${step}`,
    account: {
      title: 'Maak een account',
      /** `services`: the sign-in services configured ("Google of Microsoft"), or none. */
      text: (services: string | null) =>
        `Registreer met je e-mailadres${services ? ` of log direct in met ${services}` : ''}. Kies een unieke gebruikersnaam: daarmee sta je in de ranglijsten.`,
    },
    signInServices: { 'google-oauth2': 'Google', 'microsoft-graph': 'Microsoft' },
    predict: {
      title: 'Doe je voorspellingen',
      text: (c: Words | null, firstCount: string) =>
        `Verdeel de ${c === null ? 'zetels van de Kamer' : `${c.defaultSeatCount} zetels van de ${c.chamber}`} over de partijen; daaruit volgt je top 3. Voorspel de landelijke opkomst, de opkomst en de grootste partij per ${(c ?? EITHER_REGION).region}, welke gemeente als eerste klaar is met tellen (${firstCount}) en kies een joker. Tot de deadline kun je alles aanpassen.`,
    },
    score: {
      title: 'Verdien punten',
      text: 'Na de verkiezing voert de beheerder de officiële uitslag in en worden de punten berekend. Hoe dichter je bij de uitslag zit, hoe meer punten je krijgt.',
    },
    compete: {
      title: 'Strijd om de eerste plaats',
      text: "Iedere speler doet mee in de Nationale Poule. Maak daarnaast je eigen subpoules aan en daag vrienden, familie of collega's uit.",
    },
  },
  scoring: {
    title: 'Puntentelling',
    intro: 'Zo worden je punten berekend. Zit je er ver naast, dan kun je ook punten verliezen.',
    situation: 'Situatie',
    points: 'Punten',
    seats: {
      title: 'Zetels per partij',
      exact: 'Precies goed',
      off: (seats: number) => (seats === 1 ? '1 zetel ernaast' : `${seats} zetels ernaast`),
      more: (seats: number) => `Meer dan ${seats} zetels ernaast`,
    },
    joker: {
      title: 'Joker',
      doubles: 'De zetelpunten van je jokerpartij tellen dubbel, ook als ze negatief zijn',
      double: '×2',
      void: 'De joker vervalt als die partij een dertigste van de zetels of minder haalt (5 van 150, 2 van 75)',
    },
    top3: {
      title: 'Top 3 partijen',
      all: 'Alle drie goed',
      two: 'Twee goed',
      one: 'Eén goed',
      note: 'Partijen die gelijk eindigen op de grens van de top 3 tellen allemaal als goed.',
    },
    firstCount: {
      title: 'Eerste gemeente',
      correct: 'De gemeente die als eerste klaar is met tellen goed voorspeld',
    },
    municipalityTurnout: {
      title: (c: Region) => `Opkomst per ${c.region}`,
      exact: 'Precies goed',
      off: (points: number) =>
        points === 1 ? '1 procentpunt ernaast' : `${points} procentpunten ernaast`,
      more: (points: number) => `${points} of meer procentpunten ernaast`,
      note: 'Het verschil wordt afgerond; de decimaal beslist. 0,4 ernaast telt als precies goed, 0,5 ernaast als 1 procentpunt.',
    },
    biggestParty: {
      title: (c: Region) => `Grootste partij per ${c.region}`,
      correct: (c: Region) => `Grootste partij in een ${c.region} goed voorspeld`,
    },
    nationalTurnout: {
      title: 'Landelijke opkomst',
      exact: 'Precies goed',
      perPoint: 'Per procentpunt ernaast',
      example: (points: number) => `Voorbeeld: ${points} procentpunten ernaast`,
      note: 'Er is geen ondergrens: wie ver naast zit, krijgt minpunten.',
    },
  },
  cta: {
    title: 'Denk jij de uitslag te kunnen voorspellen?',
    text: 'Maak gratis een account en zet je voorspelling klaar vóór de deadline.',
    start: 'Start nu',
    login: 'Log in',
  },
  about: {
    title: `Over ${APP_NAME}`,
    text: `${APP_NAME} is een hobbyproject dat in 2023 is begonnen, voor iedereen die verkiezingsavond nog spannender wil maken. Geen reclame, geen tracking: gewoon een spel.`,
    independent: `${APP_NAME} is onafhankelijk en niet verbonden aan de Kiesraad, de overheid of een politieke partij.`,
    social: `Volg ${APP_NAME} op Instagram`,
  },
};
